import { readStorage, STORAGE_KEYS, writeStorage } from '../data/storage-keys';
import { isAmbientSound, type AmbientSound } from './ambient-sounds';

/** The background chosen on this device: a sound or none, and its volume (0 to 1). */
export interface AmbientPreference {
  sound: AmbientSound | null;
  volume: number;
}

export const DEFAULT_AMBIENT_PREFERENCE: AmbientPreference = { sound: null, volume: 0.4 };

/** What was chosen last on this device; anything unreadable is the default. */
export function readAmbientPreference(): AmbientPreference {
  try {
    const stored = JSON.parse(readStorage(STORAGE_KEYS.ambientSound) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return DEFAULT_AMBIENT_PREFERENCE;
    const { sound, volume } = stored as Record<string, unknown>;
    return {
      sound: isAmbientSound(sound) ? sound : null,
      volume:
        typeof volume === 'number' && volume >= 0 && volume <= 1 ? volume : DEFAULT_AMBIENT_PREFERENCE.volume,
    };
  } catch {
    return DEFAULT_AMBIENT_PREFERENCE;
  }
}

export function writeAmbientPreference(preference: AmbientPreference): void {
  writeStorage(STORAGE_KEYS.ambientSound, JSON.stringify(preference));
}
