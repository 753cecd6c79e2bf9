import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPage, PendingEmailDto, PendingEmailInput, PendingEmailStatus } from '@inhala/domain';
import { apiRequest } from '@inhala/ui';
import { adminKeys } from '../../panel/api/admin-counts';
import { pagedSearch, type PagedQuery } from './paged-search';

const base = '/api/admin/pending-emails';
export const pendingKeys = {
  all: [...adminKeys.all, 'pending-emails'] as const,
  list: (query: PendingQuery) => [...adminKeys.all, 'pending-emails', 'list', query] as const,
};

export interface PendingQuery extends PagedQuery {
  status?: PendingEmailStatus;
}

/** How often the list is read again while one of its e-mails waits for the worker. */
export const DUE_REFRESH_MS = 3000;

/**
 * GET /api/admin/pending-emails?q&status&page. While an e-mail on the page is scheduled for a
 * time that has come, the worker is about to send it: the list is read again until it says so.
 */
export const pendingQuery = (query: PendingQuery) =>
  queryOptions({
    queryKey: pendingKeys.list(query),
    queryFn: () => apiRequest<AdminPage<PendingEmailDto>>('GET', `${base}${pagedSearch({ ...query })}`),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.items.some(
        (e) =>
          e.status === 'scheduled' && e.scheduledFor !== null && Date.parse(e.scheduledFor) <= Date.now(),
      )
        ? DUE_REFRESH_MS
        : false,
  });
export const usePendingEmails = (query: PendingQuery) => useQuery(pendingQuery(query));

export type PendingAction =
  | { kind: 'update'; id: number; input: PendingEmailInput }
  | { kind: 'schedule'; id: number; scheduledFor: string }
  | { kind: 'send-now'; id: number }
  | { kind: 'cancel'; id: number };

function call(action: PendingAction): Promise<PendingEmailDto> {
  switch (action.kind) {
    case 'update':
      return apiRequest('PUT', `${base}/${action.id}`, action.input);
    case 'schedule':
      return apiRequest('POST', `${base}/${action.id}/schedule`, { scheduledFor: action.scheduledFor });
    default:
      return apiRequest('POST', `${base}/${action.id}/${action.kind}`);
  }
}

/** PUT {id}, POST {id}/schedule, {id}/send-now, {id}/cancel; then the lists and the panel's badge. */
export function usePendingAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: pendingKeys.all }),
        client.invalidateQueries({ queryKey: adminKeys.counts }),
      ]),
  });
}
