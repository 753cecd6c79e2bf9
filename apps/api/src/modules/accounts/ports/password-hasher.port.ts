export abstract class PasswordHasher {
  abstract hash(secret: string): Promise<string>;
  abstract verify(hash: string, secret: string): Promise<boolean>;
}
