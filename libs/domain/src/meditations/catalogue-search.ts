import type { MeditationView } from '../contracts/content';
import { foldText } from '../text/fold';
import { searchTerms } from './search-terms';

export const MEDITATIONS_PAGE_SIZE = 18;

/**
 * The search a device makes on its own (offline, or when the server's search fails): over name,
 * description, keywords, categories and type, accents and case forgiven, with the server's terms
 * (search-terms.ts: little words left out, synonyms); every term must match one of its words. The
 * description is where a practice says what it is for ('para dormir').
 */
export function matchesSearch(
  meditation: Pick<MeditationView, 'name' | 'description' | 'keywords' | 'categories' | 'type'>,
  query: string,
): boolean {
  if (!/[a-z0-9]/.test(foldText(query))) return true; // nothing typed yet: the whole catalogue
  const terms = searchTerms(query);
  if (terms.length === 0) return false; // only little words ('para la'): nothing, as on the server
  const haystack = foldText(
    [
      meditation.name,
      meditation.description ?? '',
      ...meditation.keywords,
      ...meditation.categories,
      meditation.type ?? '',
    ].join(' '),
  );
  return terms.every((term) => term.alternatives.some((word) => haystack.includes(word)));
}

/**
 * The embeddable player for a video link (YouTube or Vimeo), or null: the player then says
 * 'Video no disponible' (02 §8).
 */
export function videoEmbedUrl(link: string | null | undefined): string | null {
  // Parsed by hand: the domain library runs without the DOM's URL type.
  const parts = /^https?:\/\/(?:www\.|m\.)?([^/?#]+)(\/[^?#]*)?(\?[^#]*)?/i.exec(link?.trim() ?? '');
  if (!parts) return null;
  const host = (parts[1] ?? '').toLowerCase();
  const path = parts[2] ?? '/';
  const query = parts[3] ?? '';
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = path.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtubeId =
      /[?&]v=([^&]+)/.exec(query)?.[1] ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(path)?.[1] ?? null;
  }
  if (youtubeId && /^[A-Za-z0-9_-]{6,20}$/.test(youtubeId))
    return `https://www.youtube-nocookie.com/embed/${youtubeId}`;
  const vimeoId =
    host === 'vimeo.com' || host === 'player.vimeo.com' ? /(\d{6,12})/.exec(path)?.[1] : undefined;
  return vimeoId ? `https://player.vimeo.com/video/${vimeoId}` : null;
}
