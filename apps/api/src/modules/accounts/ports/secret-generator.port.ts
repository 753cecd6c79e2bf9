export abstract class SecretGenerator {
  /** 128 bits of randomness, hex-encoded. */
  abstract sessionToken(): string;
  /** Six random digits. */
  abstract resetCode(): string;
  /** The secret of a reset mail's link (256 bits, base64url), and the hash that is stored of it. */
  abstract resetLinkSecret(): { secret: string; hash: string };
  /** Whether a link's secret is the one whose hash was stored (compared in constant time). */
  abstract resetLinkMatches(secret: string, storedHash: string): boolean;
}
