import { type Role, hasFullAccess } from '../accounts/roles';

/** Sections that leads and visitors only see through a conversion flow (01 §6). */
export const PROTECTED_SECTIONS = ['/journal', '/comunidad', '/angel-mondays', '/ritual'] as const;

export function matchesSection(path: string, section: string): boolean {
  return path === section || path.startsWith(`${section}/`);
}

export function isProtectedPath(path: string): boolean {
  return PROTECTED_SECTIONS.some((section) => matchesSection(path, section));
}

/** Whether the viewer (null = visitor) sees a lock on this path. */
export function isLockedFor(role: Role | null | undefined, path: string): boolean {
  return !hasFullAccess(role) && isProtectedPath(path);
}

/**
 * Visitor conversion page for locked content (01 §6, 02 §4.11): /, form or ritual → ritual;
 * meditation paths → meditaciones; challenge or retos paths → retos; otherwise subscription.
 */
export function visitorConversionTarget(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  if (
    clean === '/' ||
    matchesSection(clean, '/form') ||
    matchesSection(clean, '/ritual-form') ||
    matchesSection(clean, '/ritual')
  ) {
    return '/smart-conversion/ritual';
  }
  if (clean.startsWith('/meditaci') || clean.startsWith('/meditation'))
    return '/smart-conversion/meditaciones';
  if (clean.startsWith('/challenge') || clean.startsWith('/retos')) return '/smart-conversion/retos';
  return '/smart-conversion/subscription';
}

/**
 * Where a person without full access goes when opening a protected section (01 §6):
 * a visitor to /smart-conversion plus the path; a lead to the Angel Mondays conversion page
 * for Angel Mondays and to /subscription otherwise. Null means the path is open to them.
 */
export function protectedSectionRedirect(role: Role | null | undefined, path: string): string | null {
  if (!isLockedFor(role, path)) return null;
  if (!role) return `/smart-conversion${path}`;
  if (matchesSection(path, '/angel-mondays')) return '/smart-conversion/angel-mondays';
  return '/subscription';
}
