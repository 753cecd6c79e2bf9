import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferencesDto, EmailPreferencesInput } from '@inhala/domain';
import { apiRequest } from '@inhala/ui';

/**
 * The person's e-mail choices: signed in (GET/PUT /api/email/preferences), or from a mail's
 * signed link without signing in (/api/email/preferences/link/{token}).
 */
export const emailPreferencesKeys = {
  mine: ['email-preferences', 'mine'] as const,
  link: (token: string) => ['email-preferences', 'link', token] as const,
};

const linkPath = (token: string) => `/api/email/preferences/link/${encodeURIComponent(token)}`;

export const getMyEmailPreferences = () => apiRequest<EmailPreferencesDto>('GET', '/api/email/preferences');

export const saveMyEmailPreferences = (input: EmailPreferencesInput) =>
  apiRequest<EmailPreferencesDto>('PUT', '/api/email/preferences', input);

export const getLinkEmailPreferences = (token: string) =>
  apiRequest<EmailPreferencesDto>('GET', linkPath(token));

export const saveLinkEmailPreferences = (token: string, input: EmailPreferencesInput) =>
  apiRequest<EmailPreferencesDto>('PUT', linkPath(token), input);

export const myEmailPreferencesQuery = queryOptions({
  queryKey: emailPreferencesKeys.mine,
  queryFn: getMyEmailPreferences,
});

export const linkEmailPreferencesQuery = (token: string) =>
  queryOptions({
    queryKey: emailPreferencesKeys.link(token),
    queryFn: () => getLinkEmailPreferences(token),
    // A bad link stays bad: no retries that only delay the message.
    retry: false,
  });

export const useMyEmailPreferences = () => useQuery(myEmailPreferencesQuery);
export const useLinkEmailPreferences = (token: string) => useQuery(linkEmailPreferencesQuery(token));

/** Saves, and puts the server's answer in the cache (no second read). */
export function useSaveEmailPreferences(token: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailPreferencesInput) =>
      token ? saveLinkEmailPreferences(token, input) : saveMyEmailPreferences(input),
    onSuccess: (saved) =>
      client.setQueryData(token ? emailPreferencesKeys.link(token) : emailPreferencesKeys.mine, saved),
  });
}
