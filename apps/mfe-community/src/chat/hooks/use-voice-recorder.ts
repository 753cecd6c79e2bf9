import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_LIMITS, CHAT_TEXTS } from '@inhala/domain';
import { useToast } from '@inhala/ui';

interface Recording {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  keep: boolean;
  tick: ReturnType<typeof setInterval>;
  limit: ReturnType<typeof setTimeout>;
}

/**
 * A voice message with MediaRecorder (01 §5): at most 60 s (it stops by itself then), and
 * 'No se pudo acceder al micrófono' when the browser or the person refuses the microphone.
 */
export function useVoiceRecorder(onRecorded: (file: File) => void) {
  const toast = useToast();
  const [seconds, setSeconds] = useState<number | null>(null);
  const current = useRef<Recording | null>(null);
  const recorded = useRef(onRecorded);
  recorded.current = onRecorded;

  const finish = useCallback((keep: boolean) => {
    const recording = current.current;
    if (!recording) return;
    recording.keep = keep;
    clearInterval(recording.tick);
    clearTimeout(recording.limit);
    if (recording.recorder.state !== 'inactive') recording.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (current.current) return;
    let stream: MediaStream;
    try {
      if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
        throw new Error('MediaRecorder unavailable');
      }
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      toast({ title: CHAT_TEXTS.microphoneFailed, variant: 'destructive' });
      return;
    }
    const recorder = new MediaRecorder(stream);
    const recording: Recording = {
      recorder,
      stream,
      chunks: [],
      keep: true,
      tick: setInterval(() => setSeconds((s) => (s ?? 0) + 1), 1000),
      limit: setTimeout(() => finish(true), CHAT_LIMITS.recordingMaxSeconds * 1000),
    };
    current.current = recording;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) recording.chunks.push(event.data);
    };
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      current.current = null;
      setSeconds(null);
      if (!recording.keep || recording.chunks.length === 0) return;
      const type = recorder.mimeType || 'audio/webm';
      const extension = type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm';
      recorded.current(new File(recording.chunks, `nota-de-voz.${extension}`, { type }));
    };
    recorder.start();
    setSeconds(0);
  }, [finish, toast]);

  useEffect(() => () => finish(false), [finish]);

  return {
    recording: seconds !== null,
    seconds: seconds ?? 0,
    start,
    /** Stops and sends. */
    stop: () => finish(true),
    cancel: () => finish(false),
  };
}
