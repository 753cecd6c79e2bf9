// Run by global-setup as its own process (`node -r tools/test/swc-register.cjs`): boots the real
// API once on the seeded template database, so the demo seed runs there, with DATABASE_URL,
// DATA_DIR and SEED_DEMO=true set by the caller, then closes it. Every test file then copies the
// seeded database and its uploads instead of running the seed again as its app boots.
import 'reflect-metadata';
import { createApp } from '../src/create-app';
import { SeedDemoMedia } from '../src/seed/seed-demo-media';

async function seed(): Promise<void> {
  const app = await createApp();
  await app.init();
  // The demo recordings are made after boot (in a worker): the template holds them attached.
  await app.get(SeedDemoMedia).settled();
  await app.close();
}

seed().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
