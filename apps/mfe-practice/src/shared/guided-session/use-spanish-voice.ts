import { useCallback, useEffect, useState } from 'react';

function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

function spanishVoice(): SpeechSynthesisVoice | null {
  const voices = synthesis()?.getVoices() ?? [];
  return (
    voices.find((v) => v.lang.toLowerCase().startsWith('es-es')) ??
    voices.find((v) => v.lang.toLowerCase().startsWith('es')) ??
    null
  );
}

/**
 * A Spanish voice of the browser's speech synthesis, if it has one (the list often arrives late,
 * with 'voiceschanged'), and `speak`, which says a text calmly, replacing whatever was being said.
 * `voice` null means spoken guidance cannot be offered.
 */
export function useSpanishVoice() {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(() => spanishVoice());
  useEffect(() => {
    const s = synthesis();
    if (!s) return;
    const update = () => setVoice(spanishVoice());
    update();
    s.addEventListener?.('voiceschanged', update);
    return () => {
      s.removeEventListener?.('voiceschanged', update);
      s.cancel();
    };
  }, []);

  const speak = useCallback(
    (text: string) => {
      const s = synthesis();
      if (!s || !voice || typeof SpeechSynthesisUtterance === 'undefined') return;
      s.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      utterance.rate = 0.85;
      s.speak(utterance);
    },
    [voice],
  );
  const silence = useCallback(() => synthesis()?.cancel(), []);
  return { voice, speak, silence };
}
