import { CheckCircle2, ExternalLink, FileText, Headphones, PenLine, PlayCircle, Wind } from 'lucide-react';
import {
  CHALLENGE_MESSAGES,
  CHALLENGE_PRACTICE_DURATION,
  resolveAudioSource,
  videoEmbedUrl,
  type ChallengeDayView,
  type ChallengeSectionView,
  type SectionKind,
} from '@inhala/domain';
import { AudioWithTranscript, Button, DownloadButton, messageOf, useAccess, useToast } from '@inhala/ui';
import { usePracticeRecorder } from '../../meditations/api/practice-sessions';
import type { GuidedSessionResult } from '../../shared/guided-session/GuidedSession';
import { GuidedSessionLauncher } from '../../shared/guided-session/GuidedSessionLauncher';
import { useCompleteSection } from '../api/challenges';
import { ReflectionBox } from './ReflectionBox';

const KINDS: Record<SectionKind, { label: string; icon: typeof PlayCircle }> = {
  video: { label: 'Video', icon: PlayCircle },
  document: { label: 'Lectura', icon: FileText },
  journal: { label: 'Reflexión', icon: PenLine },
  audio: { label: 'Audio', icon: Headphones },
};
const GUIDED = { label: 'Sesión guiada', icon: Wind };

/** A video section with nothing to play is practised as a guided session of its own text. */
const isGuidedPractice = (section: ChallengeSectionView) =>
  section.meta === 'video' && videoEmbedUrl(section.url) === null;

interface Props {
  challengeId: number;
  dayId: number;
  section: ChallengeSectionView;
  completed: boolean;
  /** What the lock screen shows under an audio's title: the challenge and its day. */
  album?: string;
}

/**
 * One section of a challenge day (02 §2.10, §4.5): a video, a reading, a reflection or an audio;
 * a video section without a video is the day's guided session. A section other than the
 * reflection is marked complete once (a guided session that reaches its end does it too); the
 * reflection completes itself when saved.
 */
function DaySection({ challengeId, dayId, section, completed, album }: Props) {
  const kind = isGuidedPractice(section) ? GUIDED : KINDS[section.meta];
  const headingId = `seccion-${dayId}-${section.number}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`space-y-3 rounded-3xl p-5 shadow-sm ${completed ? 'bg-sage-50 ring-1 ring-sage-200' : 'bg-white'}`}
    >
      <header className="flex items-start gap-3">
        <span
          aria-hidden
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-sage-100 text-sage-800"
        >
          <kind.icon size={20} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{kind.label}</p>
          <h3 id={headingId} className="font-display text-xl text-ink">
            {section.title ?? kind.label}
          </h3>
        </div>
        {completed && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-sage-700 px-2.5 py-1 text-xs font-semibold text-white">
            {/* Below sm only the check shows: the kind and the title keep the narrow row. */}
            <CheckCircle2 aria-hidden size={14} /> <span className="max-sm:sr-only">Completada</span>
          </span>
        )}
      </header>
      <SectionBody
        challengeId={challengeId}
        dayId={dayId}
        section={section}
        completed={completed}
        album={album}
      />
      {section.meta !== 'journal' && !completed && (
        <MarkComplete challengeId={challengeId} dayId={dayId} section={section.number} />
      )}
    </article>
  );
}

function SectionBody({ challengeId, dayId, section, completed, album = 'Retos' }: Props) {
  const access = useAccess();
  switch (section.meta) {
    case 'video': {
      const embed = videoEmbedUrl(section.url);
      if (!embed)
        return (
          <GuidedPractice challengeId={challengeId} dayId={dayId} section={section} completed={completed} />
        );
      return (
        <>
          <iframe
            src={embed}
            title={section.title ?? 'Video del día'}
            className="aspect-video w-full rounded-2xl bg-ink/90"
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
          {section.content && <p className="whitespace-pre-line text-ink-soft">{section.content}</p>}
        </>
      );
    }
    case 'audio': {
      const source = resolveAudioSource(section.audioPath ?? section.url, window.location.origin);
      // The uploaded file (not a link elsewhere) can be downloaded by a subscriber.
      const subscribed = access.isSubscribed;
      return (
        <>
          {section.content && <p className="whitespace-pre-line text-ink-soft">{section.content}</p>}
          {source ? (
            <AudioWithTranscript
              src={source}
              label={section.title ?? 'audio del reto'}
              className="bg-sand-50"
              media={{ title: section.title ?? 'Audio del reto', album }}
              transcriptUrl={section.transcriptUrl}
              captionsUrl={section.captionsUrl}
              actions={
                subscribed &&
                section.audioPath && (
                  <DownloadButton
                    src={section.audioPath}
                    meta={{ kind: 'challenge', id: dayId, title: section.title ?? 'Audio del reto' }}
                  />
                )
              }
            />
          ) : (
            <p className="text-ink-soft">Audio no disponible</p>
          )}
        </>
      );
    }
    case 'document':
      return (
        <>
          {section.content && (
            <p className="text-lg leading-relaxed whitespace-pre-line text-ink">{section.content}</p>
          )}
          {section.url && /^https?:\/\//i.test(section.url) && (
            <a
              href={section.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1 font-medium text-sage-800 underline"
            >
              Abrir recurso <ExternalLink aria-hidden size={16} />{' '}
              <span className="sr-only">(se abre en una pestaña nueva)</span>
            </a>
          )}
        </>
      );
    case 'journal':
      return (
        <>
          {section.content && <p className="font-medium text-ink">{section.content}</p>}
          <ReflectionBox challengeId={challengeId} dayId={dayId} section={section} />
        </>
      );
  }
}

/**
 * The day's practice as a guided session of the section's text. Reaching its end records the
 * practice (for 'Mi práctica') and completes the section, as 'Marcar como completada' does.
 */
function GuidedPractice({ challengeId, dayId, section, completed }: Props) {
  const toast = useToast();
  const complete = useCompleteSection(challengeId);
  const practice = usePracticeRecorder(null);
  const finished = (result: GuidedSessionResult) => {
    practice.guided(result);
    if (completed || complete.isPending) return;
    complete.mutate(
      { dayId, section: section.number },
      {
        onError: (error) =>
          toast({
            title: CHALLENGE_MESSAGES.sectionFailed,
            description: messageOf(error, 'Inténtalo de nuevo.'),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <GuidedSessionLauncher
      meditationId={null}
      name={section.title ?? GUIDED.label}
      guidance={section.content}
      duration={CHALLENGE_PRACTICE_DURATION}
      imageUrl={null}
      onFinished={finished}
    />
  );
}

function MarkComplete({
  challengeId,
  dayId,
  section,
}: {
  challengeId: number;
  dayId: number;
  section: number;
}) {
  const toast = useToast();
  const complete = useCompleteSection(challengeId);
  return (
    <Button
      variant="secondary"
      disabled={complete.isPending}
      onClick={() =>
        complete.mutate(
          { dayId, section },
          {
            onError: (error) =>
              toast({
                title: CHALLENGE_MESSAGES.sectionFailed,
                description: messageOf(error, 'Inténtalo de nuevo.'),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      <CheckCircle2 aria-hidden size={18} />
      {complete.isPending ? 'Guardando...' : 'Marcar como completada'}
    </Button>
  );
}

/** The configured sections of a day, in order. */
export function DaySections({
  challengeId,
  challengeName,
  day,
  completed,
}: {
  challengeId: number;
  /** The challenge's name, for the lock screen of the day's audio. */
  challengeName?: string;
  day: ChallengeDayView;
  completed: readonly number[];
}) {
  return (
    <div className="space-y-4">
      {day.sections.map((section) => (
        <DaySection
          key={section.number}
          challengeId={challengeId}
          dayId={day.id}
          section={section}
          completed={completed.includes(section.number)}
          album={challengeName ? `${challengeName} · Día ${day.dayNumber}` : undefined}
        />
      ))}
    </div>
  );
}
