import { screen } from '@testing-library/react';
import { renderWithShell } from '../../../test-utils';
import { StreakSidebarCard } from './StreakChip';
import { signedInWithStreak } from '../streak-test-kit';

describe('streak sidebar card', () => {
  it('is named by the text it shows, so a voice command with what is seen reaches it (WCAG 2.5.3)', async () => {
    signedInWithStreak();
    renderWithShell(<StreakSidebarCard onOpen={() => undefined} />);

    const card = await screen.findByRole('button', { name: /^Mi plantita 3 días · \S/ });
    expect(card).not.toHaveAttribute('aria-label');
  });
});
