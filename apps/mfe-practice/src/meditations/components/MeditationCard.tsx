import { MeditationCard as Card, useDownloads } from '@inhala/ui';
import { meditationDurationLabel, meditationHref } from '@inhala/domain';

interface Props {
  id: number;
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

/**
 * A catalogue card (02 §2.6) opening its meditation, or the conversion page without access; it
 * says 'Descargada' when the recording is stored on this device.
 */
export function MeditationCard({ id, position, hasAccess, mediaSeconds, ...card }: Props) {
  const downloads = useDownloads();
  return (
    <Card
      {...card}
      downloaded={hasAccess && downloads.isDownloaded('meditation', id)}
      duration={meditationDurationLabel({ duration: card.duration, mediaSeconds })}
      href={position ? meditationHref(position, hasAccess) : '/meditaciones'}
    />
  );
}
