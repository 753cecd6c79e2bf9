/** The filters of the e-mail lists: search text, a page, and whatever else the list has. */
export interface PagedQuery {
  q?: string;
  page?: number;
}

/** The query string of a list: only the filters that are set. */
export function pagedSearch(query: PagedQuery & Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = value === undefined ? '' : String(value).trim();
    if (text && !(key === 'page' && text === '1')) params.set(key, text);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
