import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmailPreviewDto,
  EmailPreviewInput,
  EmailTemplateDto,
  EmailTemplateInput,
} from '@inhala/domain';
import { apiRequest } from '@inhala/ui';
import { adminKeys } from '../../panel/api/admin-counts';

const base = '/api/admin/email-templates';
export const templateKeys = {
  all: [...adminKeys.all, 'email-templates'] as const,
  list: (q: string) => [...adminKeys.all, 'email-templates', 'list', q] as const,
  item: (key: string) => [...adminKeys.all, 'email-templates', 'item', key] as const,
};

/** GET /api/admin/email-templates?q: every template (they are few: no paging). */
export const templatesQuery = (q: string) =>
  queryOptions({
    queryKey: templateKeys.list(q),
    queryFn: () =>
      apiRequest<EmailTemplateDto[]>('GET', q.trim() ? `${base}?q=${encodeURIComponent(q.trim())}` : base),
  });
export const useTemplates = (q: string) => useQuery(templatesQuery(q));

export const templateQuery = (key: string) =>
  queryOptions({
    queryKey: templateKeys.item(key),
    queryFn: () => apiRequest<EmailTemplateDto>('GET', `${base}/${encodeURIComponent(key)}`),
  });
export const useTemplate = (key: string) => useQuery(templateQuery(key));

/** PUT {key} and POST {key}/restore: the item is replaced by the answer, the lists read again. */
function useTemplateWrite<Vars>(call: (vars: Vars) => Promise<EmailTemplateDto>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (template) => {
      client.setQueryData(templateKeys.item(template.key), template);
      await client.invalidateQueries({ queryKey: templateKeys.all, refetchType: 'inactive' });
    },
  });
}

export const useSaveTemplate = () =>
  useTemplateWrite(({ key, input }: { key: string; input: EmailTemplateInput }) =>
    apiRequest<EmailTemplateDto>('PUT', `${base}/${encodeURIComponent(key)}`, input),
  );

export const useRestoreTemplate = () =>
  useTemplateWrite((key: string) =>
    apiRequest<EmailTemplateDto>('POST', `${base}/${encodeURIComponent(key)}/restore`),
  );

/** POST {key}/preview: the mail with the template's sample data, as a person would get it. */
export const previewQuery = (key: string, input: EmailPreviewInput) =>
  queryOptions({
    queryKey: [...templateKeys.item(key), 'preview', input] as const,
    queryFn: () => apiRequest<EmailPreviewDto>('POST', `${base}/${encodeURIComponent(key)}/preview`, input),
    retry: false,
    placeholderData: keepPreviousData,
  });
export const usePreview = (key: string, input: EmailPreviewInput | null) =>
  useQuery({ ...previewQuery(key, input ?? EMPTY_PREVIEW), enabled: input !== null });

const EMPTY_PREVIEW: EmailPreviewInput = { subject: '', body: '', buttonText: '', buttonPosition: 'end' };
