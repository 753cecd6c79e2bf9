export abstract class SecretGenerator {
  /** 128 bits of randomness, hex-encoded. */
  abstract sessionToken(): string;
  /** Six random digits. */
  abstract resetCode(): string;
}
