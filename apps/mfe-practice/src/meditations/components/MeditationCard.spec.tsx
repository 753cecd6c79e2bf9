import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MeditationCard } from './MeditationCard';

const card = (change: { duration: string | null; mediaSeconds?: number | null }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>
      <MeditationCard id={1} name="Alba" imageUrl={null} isNew={false} position={1} hasAccess {...change} />
    </MemoryRouter>
  </QueryClientProvider>
);

describe('MeditationCard', () => {
  it("should say how long the meditation's file plays, over the label typed for it", () => {
    render(card({ duration: '20 min', mediaSeconds: 754 }));
    expect(screen.getByText('13 min')).toBeInTheDocument();
    expect(screen.queryByText('20 min')).not.toBeInTheDocument();
  });

  it('should show the label when there is no file length', () => {
    render(card({ duration: '20 min', mediaSeconds: null }));
    expect(screen.getByText('20 min')).toBeInTheDocument();
  });
});
