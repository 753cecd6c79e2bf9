/** Counts hits per key in a fixed window. Shared by every API process, so limits hold when scaled out. */
export abstract class RateLimitStore {
  abstract hit(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }>;
}
