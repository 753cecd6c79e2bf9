import type { ComponentProps } from 'react';
import type { ListeningKind } from '@inhala/domain';
import { AudioPlayer } from '../components/AudioPlayer';
import { useListeningPosition } from './use-listening-position';

export interface ResumeAt {
  kind: ListeningKind;
  id: number;
}

type Props = ComponentProps<typeof AudioPlayer> & {
  /**
   * 'Continuar escuchando': the recording whose place is kept for this person on every device
   * (a subscriber's; null for anyone else, or a file with no place to keep).
   */
  resume?: ResumeAt | null;
};

/**
 * The audio player that starts where the person left the recording, and keeps the place as it
 * plays. Mounted once the place is read, so playback never starts from 0 before it arrives.
 */
export function ResumableAudioPlayer({ resume = null, ...player }: Props) {
  const listening = useListeningPosition(resume?.kind ?? 'meditation', resume?.id ?? null, resume !== null);
  if (!resume) return <AudioPlayer {...player} />;
  if (!listening.ready) return <div aria-hidden className="h-24 animate-pulse rounded-2xl bg-sage-50" />;
  return (
    <AudioPlayer
      key={`${resume.kind}-${resume.id}`}
      {...player}
      startAt={listening.startAt}
      onProgress={listening.onProgress}
    />
  );
}
