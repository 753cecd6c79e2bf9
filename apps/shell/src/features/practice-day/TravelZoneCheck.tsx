import { lazy, Suspense } from 'react';
import { browserTimeZone, useSession } from '@inhala/ui';
import { answered } from './zone-answers';

const TravelZonePrompt = lazy(async () => ({
  default: (await import('./TravelZonePrompt')).TravelZonePrompt,
}));

/**
 * Mounted once by the shell: the travel question's code loads only for a person whose device names
 * another zone than their profile and who was not asked about this pair yet (the prompt itself
 * decides whether the two names keep different clocks). Nobody else's first load carries it.
 */
export function TravelZoneCheck() {
  const { user } = useSession();
  if (!user) return null;
  const device = browserTimeZone();
  if (device === user.timezone || answered().includes(`${user.id}|${user.timezone}|${device}`)) return null;
  return (
    <Suspense fallback={null}>
      <TravelZonePrompt />
    </Suspense>
  );
}
