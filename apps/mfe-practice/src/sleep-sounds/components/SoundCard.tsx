import { CloudRain, Flame, Trees, Waves, Wind, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { AMBIENT_SOUND_NAMES, type AmbientSound } from '@inhala/ui';

const LOOKS: Record<AmbientSound, { icon: LucideIcon; line: string; tint: string }> = {
  lluvia: { icon: CloudRain, line: 'Lluvia suave sobre el tejado', tint: 'from-sky-100 to-sage-100' },
  olas: { icon: Waves, line: 'El mar que llega y se retira', tint: 'from-cyan-100 to-sky-100' },
  bosque: { icon: Trees, line: 'Viento entre los árboles y algún pájaro', tint: 'from-sage-100 to-lime-100' },
  fuego: { icon: Flame, line: 'Una chimenea que crepita', tint: 'from-amber-100 to-orange-100' },
  'ruido-marron': { icon: Wind, line: 'Un rumor grave y constante', tint: 'from-sand-100 to-stone-200' },
};

interface Props {
  sound: AmbientSound;
  /** This sound is the one playing (or paused from the lock screen). */
  current: boolean;
  paused: boolean;
  /** The sounds cannot be made yet (their code is still loading). */
  disabled?: boolean;
  onPress: () => void;
}

/** One large card per sound: pressing it plays it, pressing it again stops it. */
export function SoundCard({ sound, current, paused, disabled = false, onPress }: Props) {
  const { icon: Icon, line, tint } = LOOKS[sound];
  const described = useId();
  return (
    // Named by the sound alone ('Lluvia', pressed while it plays); the rest is its description.
    <button
      type="button"
      aria-label={AMBIENT_SOUND_NAMES[sound]}
      aria-describedby={described}
      aria-pressed={current}
      onClick={onPress}
      disabled={disabled}
      className={`flex disabled:cursor-wait disabled:opacity-70 min-h-32 w-full flex-col items-start justify-between gap-3 rounded-3xl bg-gradient-to-br ${tint} p-5 text-left shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700 ${current ? 'ring-2 ring-sage-700' : ''}`}
    >
      <Icon aria-hidden size={32} className="text-sage-900" />
      <span>
        <span className="block font-display text-2xl text-ink">{AMBIENT_SOUND_NAMES[sound]}</span>
        <span id={described} className="block text-sm text-ink-soft">
          {line}
        </span>
        {current && (
          <span className="mt-1 block text-sm font-medium text-sage-900">
            {paused ? 'En pausa: pulsa para seguir' : 'Sonando: pulsa para detener'}
          </span>
        )}
      </span>
    </button>
  );
}
