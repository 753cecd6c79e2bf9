import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useLocation } from '@inhala/ui';
import { useResetLink } from './use-reset-link';

function Probe() {
  const [token] = useResetLink();
  const location = useLocation();
  return (
    <p>
      <span data-testid="token">{token ?? 'ninguno'}</span>
      <span data-testid="url">{`${location.pathname}${location.search}`}</span>
    </p>
  );
}

describe('useResetLink', () => {
  it("should keep the mail's token and take it out of the address, leaving the rest", async () => {
    render(
      <MemoryRouter initialEntries={['/?utm_source=email&restablecer=12.abc_DEF-9']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('token')).toHaveTextContent('12.abc_DEF-9');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/\?utm_source=email$/));
    expect(screen.getByTestId('token')).toHaveTextContent('12.abc_DEF-9');
  });

  it('should answer no token for a page opened without one', () => {
    render(
      <MemoryRouter initialEntries={['/meditaciones']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('token')).toHaveTextContent('ninguno');
  });
});
