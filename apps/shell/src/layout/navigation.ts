import {
  BookOpen,
  Flower2,
  Home,
  LifeBuoy,
  MessagesSquare,
  Mountain,
  Settings,
  Sparkles,
  User,
  type LucideIcon,
} from 'lucide-react';
import { isAdmin, isLockedFor, protectedSectionRedirect, unreadBadge, type Role } from '@inhala/domain';

interface NavItem {
  label: string;
  path: string;
  icon: LucideIcon;
  /** Where the link really goes for this viewer (a conversion page when locked). */
  href: string;
  locked: boolean;
  /** The unread count shown on it ('99+' past the cap), or null. */
  badge: string | null;
  /** Its accessible name when a badge is shown: 'Comunidad, 3 mensajes sin leer'. */
  ariaLabel?: string;
}

function item(label: string, path: string, icon: LucideIcon, role: Role | null, unread = 0): NavItem {
  const locked = isLockedFor(role, path);
  const badge = locked ? null : unreadBadge(unread);
  return {
    label,
    path,
    icon,
    locked,
    href: protectedSectionRedirect(role, path) ?? path,
    badge,
    ariaLabel: badge
      ? `${label}, ${badge} ${unread === 1 ? 'mensaje sin leer' : 'mensajes sin leer'}`
      : undefined,
  };
}

/**
 * Bottom navigation (01 §2, mobile). Comunidad carries the chat's unread count, shown only to
 * those who may enter it (for the others it is locked).
 */
export function bottomNavItems(role: Role | null, chatUnread = 0): NavItem[] {
  return [
    item('Inicio', '/', Home, role),
    item('Retos', '/challenges', Mountain, role),
    item('Meditaciones', '/meditaciones', Flower2, role),
    item('Journal', '/journal', BookOpen, role),
    item('Comunidad', '/comunidad', MessagesSquare, role, chatUnread),
  ];
}

/** Desktop sidebar (01 §2): Perfil only when signed in, Admin only for admins. */
export function sidebarItems(role: Role | null, signedIn: boolean, chatUnread = 0): NavItem[] {
  return [
    ...bottomNavItems(role, chatUnread),
    item('Angel Mondays', '/angel-mondays', Sparkles, role),
    item('Soporte', '/soporte', LifeBuoy, role),
    ...(signedIn ? [item('Perfil', '/profile', User, role)] : []),
    ...(isAdmin(role) ? [item('Admin', '/admin', Settings, role)] : []),
  ];
}

/** Pages that belong to a section without sharing its path: a challenge, a meditation. */
const SECTION_ALIASES: Record<string, string[]> = {
  '/challenges': ['/challenge', '/retos'],
  '/meditaciones': ['/meditation'],
};

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

export function isActive(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return [path, ...(SECTION_ALIASES[path] ?? [])].some((p) => within(pathname, p));
}
