import { createHash } from 'node:crypto';

/** Calm pairs for the generated artwork: sky and ground of a small landscape. */
const PALETTES = [
  ['#e6eee2', '#46623f', '#aec3a4'],
  ['#f4ecdd', '#b4653a', '#e8c9a0'],
  ['#e7e4f4', '#5b4a8f', '#b9acdf'],
  ['#e2eef2', '#2f6075', '#9fc6d3'],
  ['#f6e6e8', '#9a4a5e', '#e0a9b6'],
  ['#eef0dc', '#6b7330', '#c8cf8e'],
  ['#fbeedd', '#a0632a', '#f0bf7f'],
  ['#e4ecf7', '#3c5a8c', '#a9bfe3'],
] as const;

export const ART_KINDS = ['meditation', 'category', 'challenge', 'oracle'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

const SIZES: Record<ArtKind, [number, number]> = {
  meditation: [800, 600],
  category: [700, 500],
  challenge: [800, 600],
  oracle: [400, 600],
};

function bytesOf(seed: string): Buffer {
  return createHash('sha256').update(seed).digest();
}

/**
 * Deterministic artwork for the demo catalogue, so it looks finished offline: a sun or moon,
 * layered hills and a few stars, in a palette picked from the name.
 */
export function artSvg(kind: ArtKind, slug: string): string {
  const b = bytesOf(`${kind}:${slug}`);
  const [w, h] = SIZES[kind];
  const [sky, deep, soft] = PALETTES[(b[0] ?? 0) % PALETTES.length] ?? PALETTES[0];
  const sunX = Math.round(w * (0.2 + ((b[1] ?? 0) / 255) * 0.6));
  const sunY = Math.round(h * (0.22 + ((b[2] ?? 0) / 255) * 0.18));
  const sunR = Math.round(Math.min(w, h) * (0.1 + ((b[3] ?? 0) / 255) * 0.08));
  const hill = (base: number, amp: number, phase: number) => {
    const points: string[] = [];
    for (let x = 0; x <= w; x += w / 8) {
      const y = h * base - Math.sin((x / w) * Math.PI * 2 + phase) * h * amp;
      points.push(`${Math.round(x)},${Math.round(y)}`);
    }
    return `M0,${h} L${points.join(' L')} L${w},${h} Z`;
  };
  const stars = Array.from({ length: 6 }, (_, i) => {
    const x = Math.round(((b[4 + i] ?? 0) / 255) * w);
    const y = Math.round(((b[10 + i] ?? 0) / 255) * h * 0.35);
    return `<circle cx="${x}" cy="${y}" r="${1 + ((b[16 + i] ?? 0) % 3)}" fill="#ffffff" opacity=".7"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${soft}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${stars}
<circle cx="${sunX}" cy="${sunY}" r="${sunR * 1.6}" fill="#ffffff" opacity=".25"/>
<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="#ffffff" opacity=".85"/>
<path d="${hill(0.72, 0.06, (b[22] ?? 0) / 40)}" fill="${soft}" opacity=".9"/>
<path d="${hill(0.82, 0.05, (b[23] ?? 0) / 40)}" fill="${deep}" opacity=".55"/>
<path d="${hill(0.9, 0.04, (b[24] ?? 0) / 40)}" fill="${deep}" opacity=".85"/>
</svg>`;
}
