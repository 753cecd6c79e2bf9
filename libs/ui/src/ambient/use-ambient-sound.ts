import { useEffect, useRef, useState } from 'react';
import { createAmbientEngine, type AmbientEngine } from './ambient-engine';
import { readAmbientPreference, writeAmbientPreference, type AmbientPreference } from './ambient-preference';
import type { AmbientSound } from './ambient-sounds';

/**
 * The background sound of this device, playing while `active` (a session running, a recording
 * playing) and fading out when it is not; the choice and the volume are remembered.
 */
export function useAmbientSound(active: boolean) {
  const [preference, setPreference] = useState<AmbientPreference>(readAmbientPreference);
  const engine = useRef<AmbientEngine | null>(null);

  useEffect(() => {
    writeAmbientPreference(preference);
  }, [preference]);

  const { sound, volume } = preference;
  useEffect(() => {
    if (active && sound) {
      engine.current ??= createAmbientEngine();
      engine.current.play(sound, volume);
    } else {
      engine.current?.stop();
    }
    // The volume follows in its own effect: a new volume must not restart the sound.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, sound]);
  useEffect(() => {
    engine.current?.setVolume(volume);
  }, [volume]);
  useEffect(
    () => () => {
      engine.current?.close();
      engine.current = null;
    },
    [],
  );

  return {
    sound,
    volume,
    setSound: (next: AmbientSound | null) => setPreference((p) => ({ ...p, sound: next })),
    setVolume: (next: number) => setPreference((p) => ({ ...p, volume: next })),
  };
}
