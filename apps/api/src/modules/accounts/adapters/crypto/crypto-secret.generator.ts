import { randomBytes, randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SecretGenerator } from '../../ports/secret-generator.port';

@Injectable()
export class CryptoSecretGenerator extends SecretGenerator {
  sessionToken(): string {
    return randomBytes(16).toString('hex');
  }

  resetCode(): string {
    return randomInt(0, 1_000_000).toString().padStart(6, '0');
  }
}
