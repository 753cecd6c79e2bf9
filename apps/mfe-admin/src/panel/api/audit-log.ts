import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPage, AuditEntryView, AuditQuery } from '@inhala/domain';
import { apiRequest } from '@inhala/ui';
import { adminKeys } from './admin-counts';

/** The query string of a search: only the filters that are set. */
export function auditSearch(query: AuditQuery): string {
  const params = new URLSearchParams();
  for (const key of ['person', 'entityType', 'entity', 'from', 'to', 'timeZone'] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.limit) params.set('limit', String(query.limit));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/audit: the admin changes, newest first. */
export function getAuditLog(query: AuditQuery): Promise<AdminPage<AuditEntryView>> {
  return apiRequest<AdminPage<AuditEntryView>>('GET', `/api/admin/audit${auditSearch(query)}`);
}

export const auditLogQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'audit', query] as const,
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditQuery) => useQuery(auditLogQuery(query));
