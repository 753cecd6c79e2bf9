import { MeditationCard as Card } from '@inhala/ui';
import { meditationDurationLabel, meditationHref } from '@inhala/domain';

interface Props {
  name: string;
  imageUrl: string | null;
  duration: string | null;
  /** The uploaded file's length, read by the server: it wins over the typed label. */
  mediaSeconds?: number | null;
  isNew: boolean;
  position: number | null;
  hasAccess: boolean;
  /** In the first row: its image is seen from the start (LazyImage `priority`). */
  priority?: boolean;
}

/** A catalogue card (02 §2.6) opening its meditation, or the conversion page without access. */
export function MeditationCard({ position, hasAccess, mediaSeconds, ...card }: Props) {
  return (
    <Card
      {...card}
      duration={meditationDurationLabel({ duration: card.duration, mediaSeconds })}
      href={position ? meditationHref(position, hasAccess) : '/meditaciones'}
    />
  );
}
