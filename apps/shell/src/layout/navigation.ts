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
import { isAdmin, isLockedFor, protectedSectionRedirect, type Role } from '@inhala/domain';

interface NavItem {
  label: string;
  path: string;
  icon: LucideIcon;
  /** Where the link really goes for this viewer (a conversion page when locked). */
  href: string;
  locked: boolean;
}

function item(label: string, path: string, icon: LucideIcon, role: Role | null): NavItem {
  return {
    label,
    path,
    icon,
    locked: isLockedFor(role, path),
    href: protectedSectionRedirect(role, path) ?? path,
  };
}

/** Bottom navigation (01 §2, mobile). */
export function bottomNavItems(role: Role | null): NavItem[] {
  return [
    item('Inicio', '/', Home, role),
    item('Retos', '/challenges', Mountain, role),
    item('Meditaciones', '/meditaciones', Flower2, role),
    item('Journal', '/journal', BookOpen, role),
    item('Comunidad', '/comunidad', MessagesSquare, role),
  ];
}

/** Desktop sidebar (01 §2): Perfil only when signed in, Admin only for admins. */
export function sidebarItems(role: Role | null, signedIn: boolean): NavItem[] {
  return [
    ...bottomNavItems(role),
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
