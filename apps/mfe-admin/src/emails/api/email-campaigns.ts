import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPage, EmailCampaignDto, EmailLogDto, EmailLogStatus } from '@inhala/domain';
import { apiRequest } from '@inhala/ui';
import { adminKeys } from '../../panel/api/admin-counts';
import { pagedSearch, type PagedQuery } from './paged-search';

/** While a campaign goes out its figures are read again this often. */
export const SENDING_REFRESH_MS = 3000;

export const campaignKeys = {
  list: (query: PagedQuery) => [...adminKeys.all, 'email-campaigns', query] as const,
  logs: (query: LogQuery) => [...adminKeys.all, 'email-logs', query] as const,
};

/** GET /api/admin/email-campaigns?q&page, read again every few seconds while one is sending. */
export const campaignsQuery = (query: PagedQuery) =>
  queryOptions({
    queryKey: campaignKeys.list(query),
    queryFn: () =>
      apiRequest<AdminPage<EmailCampaignDto>>(
        'GET',
        `/api/admin/email-campaigns${pagedSearch({ ...query })}`,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.items.some((c) => c.progress !== 'done') ? SENDING_REFRESH_MS : false,
  });
export const useCampaigns = (query: PagedQuery) => useQuery(campaignsQuery(query));

export interface LogQuery extends PagedQuery {
  status?: EmailLogStatus;
  campaignId?: number;
}

/** GET /api/admin/email-logs?q&status&campaignId&page. */
export const logsQuery = (query: LogQuery) =>
  queryOptions({
    queryKey: campaignKeys.logs(query),
    queryFn: () =>
      apiRequest<AdminPage<EmailLogDto>>('GET', `/api/admin/email-logs${pagedSearch({ ...query })}`),
    placeholderData: keepPreviousData,
  });
export const useEmailLogs = (query: LogQuery) => useQuery(logsQuery(query));
