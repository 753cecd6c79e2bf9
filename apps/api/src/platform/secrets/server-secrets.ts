import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * Server secrets that an operator may set (an environment variable) and that otherwise are made
 * once and kept in the database (server_secrets), so every API and worker process uses the same
 * one, as EMAIL_LINK_SECRET is kept (email_settings). Each is loaded once per process.
 */
@Injectable()
export class ServerSecrets {
  private readonly loaded = new Map<string, Promise<Buffer>>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The secret `name`: `configured` when set, else the database's (made on first use). */
  get(name: string, configured: string | null): Promise<Buffer> {
    if (configured) return Promise.resolve(Buffer.from(configured, 'utf8'));
    let secret = this.loaded.get(name);
    if (!secret) {
      secret = this.load(name).catch((error: unknown) => {
        this.loaded.delete(name);
        throw error;
      });
      this.loaded.set(name, secret);
    }
    return secret;
  }

  private async load(name: string): Promise<Buffer> {
    await this.db.query(
      `INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
      [name, randomBytes(32).toString('base64url')],
    );
    const rows: Array<{ value: string }> = await this.db.query(
      `SELECT value FROM server_secrets WHERE name = $1`,
      [name],
    );
    if (!rows[0]) throw new Error(`server_secrets has no ${name}`);
    return Buffer.from(rows[0].value, 'utf8');
  }
}
