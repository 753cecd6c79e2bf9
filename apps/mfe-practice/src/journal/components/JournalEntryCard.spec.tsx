import { render, screen } from '@testing-library/react';
import type { JournalEntryView } from '@inhala/domain';
import { JournalEntryCard } from './JournalEntryCard';

const reflection: JournalEntryView = {
  id: 1,
  type: 'ritual',
  title: 'Mi reflexión',
  text: 'Respiré hondo',
  date: '2026-11-27',
  challengeId: null,
  challengeName: null,
  journalEntry: 'Respiré hondo',
  journalTitle: 'Mi reflexión',
};

describe('JournalEntryCard', () => {
  it.each(['Pacific/Pago_Pago', 'America/Los_Angeles', 'America/Mexico_City', 'UTC', 'Pacific/Kiritimati'])(
    'should show a reflection of the 27th as the 27th for a person in %s',
    (timeZone) => {
      render(<JournalEntryCard entry={reflection} timeZone={timeZone} />);
      expect(screen.getByText('27 de noviembre, 2026')).toBeInTheDocument();
    },
  );

  it("should show an entry the offline cache kept with its instant on the person's day", () => {
    render(
      <JournalEntryCard
        entry={{ ...reflection, type: 'challenge', date: '2026-11-28T02:00:00.000Z' }}
        timeZone="America/Mexico_City"
      />,
    );
    expect(screen.getByText('27 de noviembre, 2026')).toBeInTheDocument();
  });
});
