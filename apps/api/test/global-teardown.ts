import { rmSync } from 'node:fs';
import { withAdmin } from './database';

export default async function globalTeardown(): Promise<void> {
  for (const name of [process.env.INHALA_SEEDED_TEMPLATE_DB, process.env.INHALA_TEMPLATE_DB])
    if (name) await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const dataDir = process.env.INHALA_SEEDED_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
