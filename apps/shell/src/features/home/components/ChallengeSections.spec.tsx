import { screen, within } from '@testing-library/react';
import type { ChallengeView } from '@inhala/domain';
import { renderWithShell } from '../../../test-utils';
import { ActiveChallengeBanner } from './ActiveChallengeBanner';
import { ChallengesStrip } from './ChallengesStrip';

const challenge = (id: number, name: string, totalDays: number): ChallengeView => ({
  id,
  name,
  slug: `reto-${id}`,
  shortDesc: null,
  longDesc: null,
  imageUrl: null,
  welcomeVideoUrl: null,
  totalDays,
  isPremium: true,
  createdAt: '2026-11-01T00:00:00Z',
});
const CHALLENGES = [
  challenge(1, 'Calma', 7),
  challenge(2, 'Gratitud', 10),
  challenge(3, 'Amor propio', 14),
  challenge(4, 'Cuarto', 5),
];

describe('home challenge sections', () => {
  it('shows the active challenge with completed over total days and the way to its current day', () => {
    renderWithShell(
      <ActiveChallengeBanner
        active={{ challengeId: 2, currentDay: 4, completedDays: [1, 2, 3] }}
        challenges={CHALLENGES}
      />,
    );
    const banner = screen.getByRole('region', { name: 'Gratitud' });
    expect(within(banner).getByText('3/10')).toBeInTheDocument();
    expect(within(banner).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(within(banner).getByRole('link', { name: /Ir a día 4/ })).toHaveAttribute(
      'href',
      '/challenges/2/day/4',
    );
  });

  it('renders nothing without an active challenge', () => {
    renderWithShell(<ActiveChallengeBanner active={null} challenges={CHALLENGES} />);
    expect(screen.queryByText(/Ir a día/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lists the first 3 challenges with their status and destination', () => {
    renderWithShell(
      <ChallengesStrip
        challenges={CHALLENGES}
        active={{ challengeId: 3, currentDay: 1, completedDays: [] }}
        progress={[
          {
            challengeId: 1,
            currentDay: 7,
            completedDays: [],
            isActive: false,
            isCompleted: true,
            completedAt: null,
          },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Retos' });
    const cards = within(section)
      .getAllByRole('listitem')
      .map((li) => within(li).getByRole('link'));
    expect(cards.map((a) => a.getAttribute('href'))).toEqual([
      '/challenge/1/track',
      '/challenge/2',
      '/challenge/3/track',
    ]);
    expect(within(cards[0]!).getByText('Completado')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Activo')).toBeInTheDocument();
    expect(within(section).queryByText('Cuarto')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/challenges');
  });
});
