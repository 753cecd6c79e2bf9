"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const fast_check_1 = __importDefault(require("fast-check"));
const journal_pagination_1 = require("./journal-pagination");
describe('journal pagination', () => {
    it('counts pages of 16, at least one', () => {
        expect([0, 1, 16, 17, 2000].map((n) => (0, journal_pagination_1.totalPages)(n, 16))).toEqual([1, 1, 1, 2, 125]);
        expect((0, journal_pagination_1.clampPage)(0, 40, 16)).toBe(1);
        expect((0, journal_pagination_1.clampPage)(9, 40, 16)).toBe(3);
    });
    it('shows up to 5 page numbers plus the last page', () => {
        expect((0, journal_pagination_1.pageWindow)(1, 3)).toEqual([1, 2, 3]);
        expect((0, journal_pagination_1.pageWindow)(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
        expect((0, journal_pagination_1.pageWindow)(1, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
        expect((0, journal_pagination_1.pageWindow)(10, 20)).toEqual([8, 9, 10, 11, 12, null, 20]);
        expect((0, journal_pagination_1.pageWindow)(20, 20)).toEqual([15, 16, 17, 18, 19, 20]);
    });
    it('always includes the current and the last page, in order, with at most 5 others', () => {
        fast_check_1.default.assert(fast_check_1.default.property(fast_check_1.default.integer({ min: 1, max: 500 }), fast_check_1.default.integer({ min: 1, max: 500 }), (a, b) => {
            const pages = Math.max(a, b);
            const current = Math.min(a, b);
            const numbers = (0, journal_pagination_1.pageWindow)(current, pages).filter((n) => n !== null);
            expect(numbers).toContain(current);
            expect(numbers.at(-1)).toBe(pages);
            expect([...numbers].sort((x, y) => x - y)).toEqual(numbers);
            expect(numbers.length).toBeLessThanOrEqual(6);
        }));
    });
    it('cuts previews at 100 characters', () => {
        expect((0, journal_pagination_1.preview)('corto')).toEqual({ text: 'corto', truncated: false });
        const long = (0, journal_pagination_1.preview)('a'.repeat(150));
        expect(long.truncated).toBe(true);
        expect(long.text).toBe(`${'a'.repeat(100)}…`);
    });
});
