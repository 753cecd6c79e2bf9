/** 16-bit PCM mono WAV, the one format every browser's <audio> plays. */
const HEADER_BYTES = 44;

/** The 44-byte RIFF header for `sampleCount` mono 16-bit samples. */
export function wavHeader(sampleCount: number, sampleRate: number): ArrayBuffer {
  const dataBytes = sampleCount * 2;
  const header = new ArrayBuffer(HEADER_BYTES);
  const view = new DataView(header);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // the fmt chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  return header;
}

/** Float samples (-1..1, clipped) as little-endian 16-bit integers. */
export function toPcm16(samples: Float32Array): Int16Array<ArrayBuffer> {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    out[i] = s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
  }
  return out;
}

/** A WAV file of these samples (the sleep sounds' loop). */
export function encodeWav(samples: Float32Array, sampleRate: number): Blob {
  return new Blob([wavHeader(samples.length, sampleRate), toPcm16(samples)], { type: 'audio/wav' });
}

/** A WAV file from chunks already converted (a long session, encoded a piece at a time). */
export function wavFromChunks(chunks: readonly Int16Array<ArrayBuffer>[], sampleRate: number): Blob {
  const count = chunks.reduce((sum, c) => sum + c.length, 0);
  return new Blob([wavHeader(count, sampleRate), ...chunks], { type: 'audio/wav' });
}
