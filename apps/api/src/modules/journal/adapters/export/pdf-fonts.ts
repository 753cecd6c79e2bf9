import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { create as openFont, type Font } from 'fontkit';

/** The faces the journal PDF writes in. */
export type Face = 'regular' | 'bold' | 'italic';

/**
 * The fonts of the journal PDF, embedded (only the glyphs used) so that every character a person
 * wrote is drawn, whatever the reader's machine has. Each comes from a registry package, pinned:
 * - Noto Sans (@expo-google-fonts/noto-sans, OFL-1.1): the text, Latin (Extended), Greek, Cyrillic;
 * - Noto Sans JP (@expo-google-fonts/noto-sans-jp, OFL-1.1): Japanese and the CJK ideographs;
 * - Noto Emoji (@expo-google-fonts/noto-emoji, OFL-1.1): emoji, in one colour;
 * - DejaVu Sans (dejavu-fonts-ttf, free licence): Hebrew, Arabic, Armenian, Georgian, symbols.
 * A character none of them has (Korean, for one) is drawn as the text font's empty box: visible,
 * never silently left out.
 */
const FAMILIES = {
  text: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    italic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  },
  cjk: {
    regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
    italic: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  },
  emoji: {
    regular: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
    bold: '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf',
    italic: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
  },
  symbols: {
    regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
    bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
    italic: 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
  },
} as const;

export type Family = keyof typeof FAMILIES;

/** Tried in this order for each character; emoji first for a pictograph. */
const TEXT_ORDER: readonly Family[] = ['text', 'cjk', 'emoji', 'symbols'];
const EMOJI_ORDER: readonly Family[] = ['emoji', 'text', 'cjk', 'symbols'];

/** Marks, joiners, variation selectors, skin tones and tags: they belong to the character before. */
const ATTACHED = /^(?:\p{M}|\u200d|[\ufe00-\ufe0f]|[\u{1f3fb}-\u{1f3ff}]|[\u{e0020}-\u{e007f}])$/u;
const PICTOGRAPH = /^(?:\p{Extended_Pictographic}|[\u{1f1e6}-\u{1f1ff}])$/u;

/** Characters every face of the text font draws (checked by the spec against the font files). */
export const TEXT_FONT_DRAWS =
  /^[\u0020-\u007e\u00a0-\u017f\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u20ac]*$/;

/**
 * A file of an installed package, found as Node finds packages: in the nearest node_modules up
 * from this file, whether it runs from the sources or from the API's bundle in dist/ (which
 * keeps packages in node_modules; a bundler would take `require.resolve` for a module to pack).
 */
function packageFile(path: string): string {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', path);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`The PDF font ${path} is not installed (npm ci)`);
  }
}

/** Read once per process, when first needed: most exports never need the Japanese font. */
const files = new Map<string, { bytes: Buffer; font: Font }>();
function load(path: string): { bytes: Buffer; font: Font } {
  let loaded = files.get(path);
  if (!loaded) {
    const bytes = readFileSync(packageFile(path));
    loaded = { bytes, font: openFont(bytes) as Font };
    files.set(path, loaded);
  }
  return loaded;
}

/** The bytes of a family's face, for pdfkit to embed. */
export function fontBytes(family: Family, face: Face): Buffer {
  return load(FAMILIES[family][face]).bytes;
}

/** The name a document registers a family's face under. */
export const fontName = (family: Family, face: Face) => `${family}-${face}`;

/** The process's one parsed copy of a family's face (its layout tables are read once). */
export function parsedFont(family: Family, face: Face): Font {
  return load(FAMILIES[family][face]).font;
}

export function hasGlyph(family: Family, face: Face, char: string): boolean {
  return load(FAMILIES[family][face]).font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
}

export interface Run {
  family: Family;
  text: string;
}

/**
 * The text cut where the font must change: each character in the first family that draws it
 * (a pictograph in the emoji font first), what attaches to a character in that character's font,
 * and anything no font draws in the text font.
 */
export function fontRuns(
  text: string,
  face: Face,
  covers: (family: Family, face: Face, char: string) => boolean = hasGlyph,
): Run[] {
  // Most journals are Spanish: a line the text font draws whole needs no look-up per character.
  if (TEXT_FONT_DRAWS.test(text)) return text ? [{ family: 'text', text }] : [];
  const runs: Run[] = [];
  const chars = [...text];
  chars.forEach((char, i) => {
    const last = runs[runs.length - 1];
    const joined = last && (ATTACHED.test(char) || chars[i - 1] === '\u200d');
    let family: Family;
    if (joined && (ATTACHED.test(char) || covers(last.family, face, char))) family = last.family;
    // Spaces and line breaks in the text font: an emoji font's space is as wide as an emoji.
    else if (char === '\n' || char === ' ') family = 'text';
    else {
      const emoji = PICTOGRAPH.test(char) || chars[i + 1] === '\ufe0f';
      family = (emoji ? EMOJI_ORDER : TEXT_ORDER).find((f) => covers(f, face, char)) ?? 'text';
    }
    if (last && last.family === family) last.text += char;
    else runs.push({ family, text: char });
  });
  return runs;
}
