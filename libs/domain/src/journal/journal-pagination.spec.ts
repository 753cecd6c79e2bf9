import fc from 'fast-check';
import { clampPage, pageWindow, preview, totalPages } from './journal-pagination';

describe('journal pagination', () => {
  it('counts pages of 16, at least one', () => {
    expect([0, 1, 16, 17, 2000].map((n) => totalPages(n, 16))).toEqual([1, 1, 1, 2, 125]);
    expect(clampPage(0, 40, 16)).toBe(1);
    expect(clampPage(9, 40, 16)).toBe(3);
  });

  it('shows up to 5 page numbers plus the last page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(20, 20)).toEqual([15, 16, 17, 18, 19, 20]);
  });

  it('always includes the current and the last page, in order, with at most 5 others', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const pages = Math.max(a, b);
        const current = Math.min(a, b);
        const numbers = pageWindow(current, pages).filter((n): n is number => n !== null);
        expect(numbers).toContain(current);
        expect(numbers.at(-1)).toBe(pages);
        expect([...numbers].sort((x, y) => x - y)).toEqual(numbers);
        expect(numbers.length).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('cuts previews at 100 characters', () => {
    expect(preview('corto')).toEqual({ text: 'corto', truncated: false });
    const long = preview('a'.repeat(150));
    expect(long.truncated).toBe(true);
    expect(long.text).toBe(`${'a'.repeat(100)}…`);
  });
});
