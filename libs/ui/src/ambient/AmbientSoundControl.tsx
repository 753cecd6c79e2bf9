import { ChevronDown, Waves } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { AMBIENT_SOUNDS, AMBIENT_SOUND_NAMES, type AmbientSound } from './ambient-sounds';
import { useAmbientSound } from './use-ambient-sound';

interface Props {
  /** True while what it accompanies is sounding (a running session, a playing recording). */
  active: boolean;
  className?: string;
}

const CHOICES: readonly (AmbientSound | null)[] = [null, ...AMBIENT_SOUNDS];
const nameOf = (sound: AmbientSound | null) => (sound ? AMBIENT_SOUND_NAMES[sound] : 'Ninguno');

/**
 * 'Sonido de fondo': rain, waves, forest, fire or brown noise under a guided session or a
 * recording, at its own volume, faded in and out with it. A button opens the choice (radios: the
 * arrows move between them) and the volume slider; Escape closes it. Remembered on this device.
 */
export function AmbientSoundControl({ active, className = '' }: Props) {
  const { sound, volume, setSound, setVolume } = useAmbientSound(active);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const volumeId = useId();
  const name = useId();

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    // Handled here: a guided session around it must not take this Escape as 'end the session'.
    event.preventDefault();
    setOpen(false);
  }

  return (
    <div className={`text-left ${className}`} onKeyDown={onKeyDown}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm text-ink-soft hover:bg-sage-100 focus-visible:outline-2 focus-visible:outline-sage-700"
      >
        <Waves aria-hidden size={16} />
        Sonido de fondo: <span className="font-medium text-ink">{nameOf(sound)}</span>
        <ChevronDown aria-hidden size={16} className={open ? 'rotate-180' : ''} />
      </button>
      {open && (
        <div id={panelId} className="mt-2 space-y-3 rounded-2xl bg-white/90 p-4 shadow-sm">
          <fieldset>
            <legend className="mb-2 font-medium text-ink">Sonido de fondo</legend>
            <div className="flex flex-wrap gap-2">
              {CHOICES.map((choice) => (
                <label
                  key={choice ?? 'ninguno'}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-sage-300 px-3 has-[:checked]:border-sage-700 has-[:checked]:bg-sage-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sage-700"
                >
                  <input
                    type="radio"
                    name={name}
                    value={choice ?? ''}
                    checked={sound === choice}
                    onChange={() => setSound(choice)}
                    className="accent-sage-700"
                  />
                  <span className="text-ink">{nameOf(choice)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={volumeId} className="block text-sm font-medium text-ink">
              Volumen del sonido de fondo
            </label>
            <input
              id={volumeId}
              type="range"
              min={0}
              max={100}
              step={5}
              value={Math.round(volume * 100)}
              aria-valuetext={`${Math.round(volume * 100)} %`}
              onChange={(e) => setVolume(Number(e.target.value) / 100)}
              disabled={sound === null}
              className="min-h-11 w-full accent-sage-700"
            />
          </div>
        </div>
      )}
    </div>
  );
}
