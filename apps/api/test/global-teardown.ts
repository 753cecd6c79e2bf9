import { withAdmin } from './database';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.INHALA_TEMPLATE_DB;
  if (name) await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
