import { useState } from 'react';
import { isPlaybackRate, type PlaybackRate } from '@inhala/domain';
import { STORAGE_KEYS, readStorage, writeStorage } from '../data/storage-keys';

function stored(): PlaybackRate {
  const value = Number(readStorage(STORAGE_KEYS.playbackRate));
  return isPlaybackRate(value) ? value : 1;
}

/** 'Velocidad', kept on this device: a person who listens at 1,25 × does so everywhere. */
export function usePlaybackRate(): [PlaybackRate, (rate: PlaybackRate) => void] {
  const [rate, setRate] = useState<PlaybackRate>(stored);
  return [
    rate,
    (next) => {
      setRate(next);
      writeStorage(STORAGE_KEYS.playbackRate, String(next));
    },
  ];
}
