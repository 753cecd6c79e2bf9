import { Moon, Square } from 'lucide-react';
import { useId } from 'react';
import { isSleepTimerChoice, SLEEP_TIMER_MINUTES, sleepTimerLabel } from '@inhala/domain';
import { AMBIENT_SOUNDS, AMBIENT_SOUND_NAMES, Button, PageHeader } from '@inhala/ui';
import { SoundCard } from '../components/SoundCard';
import { useSleepPlayer } from '../components/use-sleep-player';

/**
 * 'Sonidos para dormir' (/meditaciones/sonidos): rain, waves, forest, fire and brown noise,
 * synthesised on the device (nothing to download, so it works offline), with a volume and a
 * 'Temporizador' that fades out over the last 30 s and stops. They go on with the screen locked.
 * The timer counts from when it is set, as a bedside timer (and the recordings' player) does.
 */
export function SleepSoundsPage() {
  const player = useSleepPlayer();
  const volumeId = useId();
  const timerId = useId();
  const { playing, paused, remaining } = player;

  return (
    <>
      <PageHeader
        title="Sonidos para dormir"
        subtitle="Sonidos suaves, creados en tu dispositivo, que siguen con la pantalla apagada."
        backTo="/meditaciones"
      />
      {/* The player the lock screen controls; the page's own buttons drive it. */}
      <audio ref={player.audio} loop preload="none" className="hidden" />
      <section aria-label="Ajustes del sonido" className="mb-6 space-y-5 rounded-3xl bg-white p-5 shadow-sm">
        <p role="status" className="flex items-center gap-2 font-medium text-ink">
          <Moon aria-hidden size={18} />
          {playing
            ? `${paused ? 'En pausa' : 'Sonando'}: ${AMBIENT_SOUND_NAMES[playing]}`
            : 'Elige un sonido para empezar.'}
        </p>
        <div>
          <label htmlFor={volumeId} className="block font-medium text-ink">
            Volumen
          </label>
          <input
            id={volumeId}
            type="range"
            min={0}
            max={100}
            step={5}
            value={Math.round(player.volume * 100)}
            aria-valuetext={`${Math.round(player.volume * 100)} %`}
            onChange={(e) => player.setVolume(Number(e.target.value) / 100)}
            className="min-h-11 w-full accent-sage-700"
          />
        </div>
        <div>
          <label htmlFor={timerId} className="block font-medium text-ink">
            Temporizador
          </label>
          <select
            id={timerId}
            value={player.timerMinutes ?? ''}
            onChange={(e) => {
              const minutes = Number(e.target.value);
              player.chooseTimer(e.target.value !== '' && isSleepTimerChoice(minutes) ? minutes : null);
            }}
            className="mt-1 block min-h-11 w-full rounded-2xl border border-sage-300 bg-white px-3"
          >
            <option value="">Sin temporizador</option>
            {SLEEP_TIMER_MINUTES.map((m) => (
              <option key={m} value={m}>
                {m} minutos
              </option>
            ))}
          </select>
          <p className="mt-2 text-sm text-ink-soft">
            {remaining !== null
              ? sleepTimerLabel(remaining)
              : 'Con temporizador, el sonido se desvanece durante los últimos 30 segundos.'}
          </p>
        </div>
        {playing && (
          <Button variant="secondary" onClick={player.stop} disabled={player.stopping}>
            <Square aria-hidden size={16} /> Detener
          </Button>
        )}
      </section>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3" aria-label="Sonidos">
        {AMBIENT_SOUNDS.map((sound) => (
          <li key={sound}>
            <SoundCard
              sound={sound}
              current={playing === sound}
              paused={paused}
              disabled={!player.ready}
              onPress={() =>
                playing === sound && !paused && !player.stopping ? player.stop() : player.play(sound)
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}
