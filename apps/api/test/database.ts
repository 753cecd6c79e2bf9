import { Client } from 'pg';

/** The server tests use: DATABASE_URL if set, else the local PostgreSQL (DESIGN: Testing). */
export function adminUrl(): string {
  return (
    process.env.TEST_DATABASE_ADMIN_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

export function urlFor(database: string, port?: number, server = adminUrl()): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  if (port) url.port = String(port);
  return url.toString();
}

export async function withAdmin<T>(work: (client: Client) => Promise<T>, server = adminUrl()): Promise<T> {
  const client = new Client({ connectionString: server });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
