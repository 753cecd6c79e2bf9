import { useLocation, NotFoundPage } from '@inhala/ui';
import { RemotePage } from '../remotes/RemotePage';
import { AdminOnly } from './guards';

interface Mount {
  /** 'remote/ExposedRouteTree' */
  module: string;
  /** The first path segments it owns: /{section} and everything under it. */
  sections: readonly string[];
  loadingText?: string;
  /** Said when it cannot load without network. */
  offlineTitle?: string;
  /** Only admins load it at all. */
  adminOnly?: boolean;
}

/**
 * The shell's mount points (DESIGN: one remote owns each route family): the remote route tree
 * that owns each section of the site. A tree matches the whole path, with its aliases and
 * params, and answers 'Page Not Found' for a path of its sections it does not know.
 */
const MOUNTS: readonly Mount[] = [
  { module: 'practice/RitualRoutes', sections: ['ritual', 'form', 'ritual-form'] },
  { module: 'practice/MeditationRoutes', sections: ['meditaciones', 'meditation'] },
  { module: 'practice/ChallengeRoutes', sections: ['challenges', 'challenge', 'retos'] },
  { module: 'practice/JournalRoutes', sections: ['journal', 'discover', 'morning-pages'] },
  { module: 'community/AngelMondaysRoutes', sections: ['angel-mondays'] },
  {
    module: 'community/ChatRoutes',
    sections: ['comunidad'],
    offlineTitle: 'El chat necesita conexión a internet',
  },
  {
    module: 'admin/AdminApp',
    sections: ['admin'],
    adminOnly: true,
    loadingText: 'Cargando administración...',
  },
];

function mountFor(pathname: string): Mount | undefined {
  const section = (pathname.split('/')[1] ?? '').toLowerCase();
  return MOUNTS.find((mount) => mount.sections.includes(section));
}

/** Every path that is not a shell page: the remote that owns its section, or 'Page Not Found'. */
export function RemoteSection() {
  const mount = mountFor(useLocation().pathname);
  if (!mount) return <NotFoundPage />;
  const page = (
    <RemotePage module={mount.module} loadingText={mount.loadingText} offlineTitle={mount.offlineTitle} />
  );
  return mount.adminOnly ? <AdminOnly>{page}</AdminOnly> : page;
}
