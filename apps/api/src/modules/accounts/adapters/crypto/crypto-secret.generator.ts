import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SecretGenerator } from '../../ports/secret-generator.port';

/** A 256-bit random secret needs no slow hash: SHA-256 cannot be reversed, nor the secret guessed. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

@Injectable()
export class CryptoSecretGenerator extends SecretGenerator {
  sessionToken(): string {
    return randomBytes(16).toString('hex');
  }

  resetCode(): string {
    return randomInt(0, 1_000_000).toString().padStart(6, '0');
  }

  resetLinkSecret(): { secret: string; hash: string } {
    const secret = randomBytes(32).toString('base64url');
    return { secret, hash: sha256(secret) };
  }

  resetLinkMatches(secret: string, storedHash: string): boolean {
    const given = Buffer.from(sha256(secret));
    const stored = Buffer.from(storedHash);
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
}
