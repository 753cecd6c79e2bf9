import type { ListeningKind, ListeningMark } from '@inhala/domain';

/** One place kept: where a person is in one recording, and when they were last there. */
export interface StoredListening extends ListeningMark {
  kind: ListeningKind;
  id: number;
  updatedAt: Date;
}

/** The places people left recordings at (table listening_positions, this context's own). */
export abstract class ListeningPositions {
  /** Saves the place, replacing the one kept for this person and recording; answers it as stored. */
  abstract save(
    ownerId: string,
    kind: ListeningKind,
    id: number,
    mark: ListeningMark,
    at: Date,
  ): Promise<StoredListening>;
  /** Forgets the place (heard to the end); nothing when there was none. */
  abstract remove(ownerId: string, kind: ListeningKind, id: number): Promise<void>;
  abstract find(ownerId: string, kind: ListeningKind, id: number): Promise<StoredListening | null>;
  /** The person's places, the most recent first, at most `limit`. */
  abstract recent(ownerId: string, limit: number): Promise<StoredListening[]>;
}
