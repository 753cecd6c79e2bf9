import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isEmailPreferenceKind, type EmailPreferenceKind } from '@inhala/domain';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { Clock } from '../../../platform/time/clock.port';

/**
 * What a signed link stands for. A preferences link carries when it was signed (it expires,
 * EMAIL_LINK_POLICY); null for one signed before links carried a date.
 */
export type EmailLinkSubject =
  | { purpose: 'preferences'; userId: string; issuedAt: Date | null }
  | { purpose: 'unsubscribe'; userId: string; kind: EmailPreferenceKind }
  | { purpose: 'open'; logId: string }
  | { purpose: 'click'; logId: string; url: string };

const PREFIX = { preferences: 'p', unsubscribe: 'u', open: 'o', click: 'c' } as const;

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** Base64url as EmailLinks writes it: nothing else, so no character can ride along unsigned. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Between payload and signature: not a dot, so a page link (/email-preferences/<token>) never
 * ends like a file name ('.AbC') and is always served the app, not a 404. '~' is unreserved in
 * URLs and outside the base64url alphabet.
 */
const SEPARATOR = '~';

/**
 * The links a mail carries, signed with HMAC-SHA256 so they work without signing in and cannot be
 * made for someone else: preferences, one-click unsubscribe (RFC 8058), the open pixel and
 * click tracking. The secret is EMAIL_LINK_SECRET, or one made once and kept in the database so
 * every API and worker process signs alike.
 */
@Injectable()
export class EmailLinks {
  private secret: Promise<Buffer> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** A preferences link is dated now, whatever `issuedAt` the subject names. */
  async token(subject: EmailLinkSubject | { purpose: 'preferences'; userId: string }): Promise<string> {
    const payload = b64(JSON.stringify(this.fields(subject)));
    return `${payload}${SEPARATOR}${b64(await this.sign(payload))}`;
  }

  /**
   * The subject of a token this app signed, or null for anything else. The token must be exactly
   * what was signed: base64url's decoder skips characters outside its alphabet and stops at
   * padding, so the signature is compared as text, never after decoding it.
   */
  async read(token: string): Promise<EmailLinkSubject | null> {
    const [payload, signature, ...rest] = token.split(SEPARATOR);
    if (!payload || !signature || rest.length || !BASE64URL.test(payload)) return null;
    const expected = Buffer.from(b64(await this.sign(payload)));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      return this.subject(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[]);
    } catch {
      return null;
    }
  }

  async preferencesUrl(userId: string): Promise<string> {
    return `${this.config.publicUrl}/email-preferences/${await this.token({ purpose: 'preferences', userId })}`;
  }

  /** The List-Unsubscribe target: a POST unsubscribes at once; a GET shows the preferences page. */
  async unsubscribeUrl(userId: string, kind: EmailPreferenceKind): Promise<string> {
    return `${this.config.publicUrl}/api/email/unsubscribe/${await this.token({ purpose: 'unsubscribe', userId, kind })}`;
  }

  async openPixelUrl(logId: string): Promise<string> {
    return `${this.config.publicUrl}/api/email/open/${await this.token({ purpose: 'open', logId })}.gif`;
  }

  /** Only this app's own URLs are tracked; anything else stays as written (never an open redirect). */
  async clickUrl(logId: string, url: string): Promise<string> {
    if (!this.isOwnUrl(url)) return url;
    return `${this.config.publicUrl}/api/email/click/${await this.token({ purpose: 'click', logId, url })}`;
  }

  isOwnUrl(url: string): boolean {
    try {
      return new URL(url).origin === new URL(this.config.publicUrl).origin;
    } catch {
      return false;
    }
  }

  private fields(subject: EmailLinkSubject | { purpose: 'preferences'; userId: string }): unknown[] {
    switch (subject.purpose) {
      case 'preferences':
        return [PREFIX.preferences, subject.userId, Math.floor(this.clock.now().getTime() / 1000)];
      case 'unsubscribe':
        return [PREFIX.unsubscribe, subject.userId, subject.kind];
      case 'open':
        return [PREFIX.open, subject.logId];
      case 'click':
        return [PREFIX.click, subject.logId, subject.url];
    }
  }

  private subject(fields: unknown[]): EmailLinkSubject | null {
    const [prefix, a, b] = fields;
    if (typeof a !== 'string') return null;
    if (prefix === PREFIX.preferences)
      return {
        purpose: 'preferences',
        userId: a,
        issuedAt: Number.isSafeInteger(b) ? new Date((b as number) * 1000) : null,
      };
    if (prefix === PREFIX.unsubscribe && isEmailPreferenceKind(b))
      return { purpose: 'unsubscribe', userId: a, kind: b };
    if (prefix === PREFIX.open) return { purpose: 'open', logId: a };
    if (prefix === PREFIX.click && typeof b === 'string') return { purpose: 'click', logId: a, url: b };
    return null;
  }

  private async sign(payload: string): Promise<Buffer> {
    return createHmac('sha256', await this.key())
      .update(payload)
      .digest();
  }

  private key(): Promise<Buffer> {
    this.secret ??= this.loadKey().catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return this.secret;
  }

  private async loadKey(): Promise<Buffer> {
    if (this.config.email.linkSecret) return Buffer.from(this.config.email.linkSecret, 'utf8');
    await this.db.query(
      `INSERT INTO email_settings (key, value) VALUES ('link_secret', $1) ON CONFLICT (key) DO NOTHING`,
      [randomBytes(32).toString('base64url')],
    );
    const rows = await this.db.query<Array<{ value: string }>>(
      `SELECT value FROM email_settings WHERE key = 'link_secret'`,
    );
    if (!rows[0]) throw new Error('email_settings has no link_secret');
    return Buffer.from(rows[0].value, 'utf8');
  }
}
