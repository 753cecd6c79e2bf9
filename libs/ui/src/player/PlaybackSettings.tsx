import {
  PLAYBACK_RATES,
  SLEEP_TIMER_MINUTES,
  isPlaybackRate,
  isSleepTimerChoice,
  playbackRateLabel,
  sleepTimerLabel,
  type PlaybackRate,
  type SleepTimerChoice,
} from '@inhala/domain';

interface Props {
  rate: PlaybackRate;
  onRate: (rate: PlaybackRate) => void;
  timer: SleepTimerChoice | null;
  onTimer: (choice: SleepTimerChoice | null) => void;
  secondsLeft: number | null;
}

const SELECT =
  'max-w-full min-w-0 rounded-full border border-sage-200 bg-white px-3 py-1.5 text-sm text-ink focus-visible:outline-2 focus-visible:outline-sage-700';

/** 'Velocidad' and 'Temporizador', native selects: every phone shows them as its own picker. */
export function PlaybackSettings({ rate, onRate, timer, onTimer, secondsLeft }: Props) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <label className="flex max-w-full min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-ink-soft">Velocidad</span>
        <select
          className={SELECT}
          value={rate}
          onChange={(e) => {
            const next = Number(e.target.value);
            if (isPlaybackRate(next)) onRate(next);
          }}
        >
          {PLAYBACK_RATES.map((r) => (
            <option key={r} value={r}>
              {playbackRateLabel(r)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex max-w-full min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-ink-soft">Temporizador</span>
        <select
          className={SELECT}
          value={timer ?? ''}
          onChange={(e) => {
            const value = e.target.value === 'end' ? 'end' : Number(e.target.value);
            onTimer(e.target.value && isSleepTimerChoice(value) ? value : null);
          }}
        >
          <option value="">Sin temporizador</option>
          {SLEEP_TIMER_MINUTES.map((m) => (
            <option key={m} value={m}>
              {m} minutos
            </option>
          ))}
          <option value="end">Al terminar</option>
        </select>
      </label>
      {timer && secondsLeft !== null && (
        <span className="text-ink-soft tabular-nums">{sleepTimerLabel(secondsLeft)}</span>
      )}
    </div>
  );
}
