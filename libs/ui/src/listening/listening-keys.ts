import type { ListeningKind } from '@inhala/domain';

/** The query keys of where a person left recordings: the shelf is read again when a place moves. */
export const listeningKeys = {
  all: ['practice', 'listening'] as const,
  shelf: ['practice', 'listening', 'shelf'] as const,
  of: (kind: ListeningKind, id: number) => ['practice', 'listening', kind, id] as const,
};
