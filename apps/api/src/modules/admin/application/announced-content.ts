import type { AdminAngelMonday, AdminChallenge, AdminMeditation, AnnouncedContent } from '@inhala/domain';

/**
 * What each announced kind says of itself in its e-mail, once published (EditedKind.announce).
 * A meditation's own page is named by its position in the list, which moves; its mail links to
 * the catalogue instead.
 */
export const announcedMeditation = (m: AdminMeditation): AnnouncedContent | null =>
  m.status === 'published'
    ? { type: 'meditation', id: m.id, title: m.name, description: m.description, path: '/meditaciones' }
    : null;

export const announcedChallenge = (c: AdminChallenge): AnnouncedContent | null =>
  c.status === 'published'
    ? { type: 'challenge', id: c.id, title: c.name, description: c.shortDesc, path: `/challenges/${c.id}` }
    : null;

export const announcedAngelMonday = (a: AdminAngelMonday): AnnouncedContent | null =>
  a.status === 'published'
    ? { type: 'angel_monday', id: a.id, title: a.title, description: null, path: '/angel-mondays' }
    : null;
