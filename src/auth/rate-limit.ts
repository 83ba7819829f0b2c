import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimit } from "../config.js";

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number; limit: RateLimit };

/**
 * Requests counted per API key in fixed windows (rate-limiter-flexible, in this process's memory): behind a
 * balancer, each instance counts its own share.
 */
export class KeyRateLimiter {
  /** One limiter per distinct limit; keys with the same limit share it, each counted under its own name. */
  private readonly limiters = new Map<string, RateLimiterMemory>();

  async admit(keyName: string, limit: RateLimit): Promise<Admission> {
    try {
      await this.limiterFor(limit).consume(keyName);
      return { admitted: true };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)), limit };
    }
  }

  private limiterFor(limit: RateLimit): RateLimiterMemory {
    const id = `${limit.requests}/${limit.seconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) this.limiters.set(id, (limiter = new RateLimiterMemory({ points: limit.requests, duration: limit.seconds })));
    return limiter;
  }
}

/** What a refused client reads: the limit, and when to come back. */
export function rateLimitMessage(refusal: { retryAfterSeconds: number; limit: RateLimit }): string {
  const { requests, seconds } = refusal.limit;
  return `This API key's rate limit of ${requests} requests per ${seconds} s is reached: retry after ${refusal.retryAfterSeconds} s`;
}
