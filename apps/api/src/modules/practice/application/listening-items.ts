import { Injectable } from '@nestjs/common';
import {
  DomainError,
  LISTENING_TEXTS,
  meditationHref,
  positionOf,
  type ListeningKind,
  type ListeningPositionDto,
  type ListeningShelfItemDto,
} from '@inhala/domain';
import { ListeningSources } from '../ports/listening-sources.port';
import type { StoredListening } from '../ports/listening-positions.port';

/** What a shelf card shows of a recording, besides the place kept. */
export type ListeningItemView = Pick<
  ListeningShelfItemDto,
  'title' | 'imageUrl' | 'gradientOption' | 'category' | 'href'
>;

export type DescribeListening = (kind: ListeningKind, id: number) => ListeningItemView | null;

/** A recording a place is kept for. */
type ListeningRef = { kind: ListeningKind; id: number };

/**
 * The recordings a place can be kept for: a published meditation (the catalogue is cached, so
 * this reads no table), or an Angel Monday people may see now (read by id: a report comes every
 * few seconds while someone listens). Anything else is 'not found'.
 */
@Injectable()
export class ListeningItems {
  constructor(private readonly sources: ListeningSources) {}

  /** One lookup per kind for the recordings named, then their descriptions. */
  async describer(refs: readonly ListeningRef[]): Promise<DescribeListening> {
    const angelMondayIds = refs.filter((r) => r.kind === 'angel-monday').map((r) => r.id);
    const [meditations, angelMondays] = await Promise.all([
      refs.some((r) => r.kind === 'meditation') ? this.sources.meditations() : [],
      angelMondayIds.length > 0 ? this.sources.angelMondays(angelMondayIds) : [],
    ]);
    return (kind, id) => {
      if (kind === 'meditation') {
        const position = positionOf(meditations, id);
        const meditation = position === null ? undefined : meditations[position - 1];
        if (!meditation || position === null) return null;
        return {
          title: meditation.name,
          imageUrl: meditation.imageUrl,
          gradientOption: null,
          category: meditation.categories[0] ?? null,
          // The shelf is a subscriber's (the player is premium): the link is the player's.
          href: meditationHref(position, true),
        };
      }
      const entry = angelMondays.find((a) => a.id === id);
      if (!entry) return null;
      return {
        title: entry.title,
        imageUrl: null,
        gradientOption: entry.gradientOption,
        category: 'Angel Monday',
        href: `/angel-mondays?id=${id}`,
      };
    };
  }

  /** 404 with the recording's own Spanish message when it does not exist (or is not shown). */
  async require(kind: ListeningKind, id: number): Promise<void> {
    const describe = await this.describer([{ kind, id }]);
    if (describe(kind, id)) return;
    throw new DomainError(
      'RESOURCE.NOT_FOUND',
      kind === 'meditation' ? LISTENING_TEXTS.meditationNotFound : LISTENING_TEXTS.angelMondayNotFound,
    );
  }
}

/** The place as GET and PUT answer it: `position: null` when none is kept. */
export function listeningPositionView(
  kind: ListeningKind,
  id: number,
  stored: StoredListening | null,
): ListeningPositionDto {
  return {
    kind,
    id,
    position: stored?.position ?? null,
    duration: stored?.duration ?? null,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
  };
}
