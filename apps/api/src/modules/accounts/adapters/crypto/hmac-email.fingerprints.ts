import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { normaliseEmail } from '@inhala/domain';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { ServerSecrets } from '../../../../platform/secrets/server-secrets';
import { EmailFingerprints } from '../../ports/email-fingerprints.port';

/** HMAC-SHA256 of the normalised e-mail with EMAIL_HASH_SECRET (or the database's own secret). */
@Injectable()
export class HmacEmailFingerprints extends EmailFingerprints {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly secrets: ServerSecrets,
  ) {
    super();
  }

  async of(email: string): Promise<string> {
    const key = await this.secrets.get('email_hash', this.config.emailHashSecret);
    return createHmac('sha256', key).update(normaliseEmail(email)).digest('hex');
  }
}
