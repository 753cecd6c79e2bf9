import { MeditationCard as Card } from '@inhala/ui';
import { meditationHref } from '@inhala/domain';

interface Props {
  name: string;
  imageUrl: string | null;
  duration: string | null;
  isNew: boolean;
  position: number | null;
  hasAccess: boolean;
  /** In the first row: its image is seen from the start (LazyImage `priority`). */
  priority?: boolean;
}

/** A catalogue card (02 §2.6) opening its meditation, or the conversion page without access. */
export function MeditationCard({ position, hasAccess, ...card }: Props) {
  return <Card {...card} href={position ? meditationHref(position, hasAccess) : '/meditaciones'} />;
}
