import { fireEvent, render, screen, within } from '@testing-library/react';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it("should name its arrow buttons 'Anterior' and 'Siguiente' and show 5 pages plus the last", () => {
    const onChange = jest.fn();
    render(<Pagination page={1} pages={11} onChange={onChange} label="Páginas de meditaciones" />);
    const nav = screen.getByRole('navigation', { name: 'Páginas de meditaciones' });
    expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Página \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '11']);
    expect(within(nav).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(nav).getByRole('button', { name: 'Siguiente' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it("should disable 'Siguiente' on the last page", () => {
    render(<Pagination page={3} pages={3} onChange={jest.fn()} label="Páginas" />);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  });
});
