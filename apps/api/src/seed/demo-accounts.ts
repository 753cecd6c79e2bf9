import type { IntentKey } from '@inhala/domain';

/** The demo accounts of DESIGN.md; they exist only in demo mode. */
export const DEMO_PASSWORD = 'inhala-demo';

/**
 * Each has answered '¿Qué te trae a Inhala?' already (the admin and the lead by skipping it), so a
 * demo starts on home with 'Para ti' rather than the question; a new registration sees it.
 */
export const DEMO_ACCOUNTS = [
  { email: 'admin@inhala.local', firstName: 'Alma', lastName: 'Administradora', role: 'admin', intents: [] },
  {
    email: 'cliente@inhala.local',
    firstName: 'Clara',
    lastName: 'Serena',
    role: 'client',
    intents: ['dormir', 'ansiedad'],
  },
  { email: 'lead@inhala.local', firstName: 'Luis', lastName: 'Curioso', role: 'lead', intents: [] },
] as const satisfies ReadonlyArray<{
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  intents: readonly IntentKey[];
}>;

export const DEMO_CLIENT_EMAIL = 'cliente@inhala.local';
