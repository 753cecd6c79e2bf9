import { useState } from 'react';
import { isPlaybackRate, type PlaybackRate } from '@inhala/domain';

const KEY = 'inhala-velocidad';

function stored(): PlaybackRate {
  try {
    const value = Number(localStorage.getItem(KEY));
    return isPlaybackRate(value) ? value : 1;
  } catch {
    return 1;
  }
}

/** 'Velocidad', kept on this device: a person who listens at 1,25 × does so everywhere. */
export function usePlaybackRate(): [PlaybackRate, (rate: PlaybackRate) => void] {
  const [rate, setRate] = useState<PlaybackRate>(stored);
  return [
    rate,
    (next) => {
      setRate(next);
      try {
        localStorage.setItem(KEY, String(next));
      } catch {
        // Private mode: the speed holds for this page only.
      }
    },
  ];
}
