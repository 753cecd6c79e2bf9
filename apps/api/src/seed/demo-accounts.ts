/** The demo accounts of DESIGN.md; they exist only in demo mode. */
export const DEMO_PASSWORD = 'inhala-demo';

export const DEMO_ACCOUNTS = [
  { email: 'admin@inhala.local', firstName: 'Alma', lastName: 'Administradora', role: 'admin' },
  { email: 'cliente@inhala.local', firstName: 'Clara', lastName: 'Serena', role: 'client' },
  { email: 'lead@inhala.local', firstName: 'Luis', lastName: 'Curioso', role: 'lead' },
] as const;

export const DEMO_CLIENT_EMAIL = 'cliente@inhala.local';
