import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { setupUser, type UserEvent } from '../../../../../../tools/test/user';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider, ToastProvider, createQueryClient } from '@inhala/ui';
import { StreakModal } from './StreakModal';
import { signedInWithStreak } from '../streak-test-kit';

let user: UserEvent;
beforeEach(() => {
  user = setupUser();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('streak modal', () => {
  it("opens 'Mi práctica' from the streak card and closes itself", async () => {
    signedInWithStreak();
    const onOpenChange = jest.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <MemoryRouter initialEntries={['/']}>
            <SessionProvider onRequestSignIn={() => undefined} onSignedOut={() => undefined}>
              <StreakModal open onOpenChange={onOpenChange} />
              <Routes>
                <Route path="*" element={<Where />} />
              </Routes>
            </SessionProvider>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Ver mi práctica' });
    expect(link).toHaveAttribute('href', '/profile/practica');
    await user.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/profile/practica');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
