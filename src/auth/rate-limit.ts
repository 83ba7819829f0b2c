import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimit } from "../config.js";

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number; limit: RateLimit };

const retryAfter = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Requests counted per API key in fixed windows (rate-limiter-flexible, in this process's memory): behind a
 * balancer, each instance counts its own share.
 */
export class KeyRateLimiter {
  /** One limiter per distinct limit; keys with the same limit share it, each counted under its own name. */
  private readonly limiters = new Map<string, RateLimiterMemory>();

  /** Counts `operations` (a JSON-RPC batch executes each of its messages) against the key's window, all or none admitted. */
  async admit(keyName: string, limit: RateLimit, operations = 1): Promise<Admission> {
    const limiter = this.limiterFor(limit);
    try {
      await limiter.consume(keyName, operations);
      return { admitted: true };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // consume counted them anyway: what was refused runs nothing, so it costs nothing
      await limiter.reward(keyName, operations);
      return { admitted: false, retryAfterSeconds: retryAfter(refusal.msBeforeNext), limit };
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

/**
 * Keys cannot be guessed at full speed: a client address whose requests were refused 401 (no or an unknown
 * key) `limit.requests` times in a window is refused every request, a right key included, until it ends.
 */
export class FailedAuthentications {
  private readonly failures: RateLimiterMemory | null;

  constructor(private readonly limit: RateLimit | null) {
    this.failures = limit && new RateLimiterMemory({ points: limit.requests, duration: limit.seconds });
  }

  /** Seconds until this address may try again; null when it may now. */
  async refusedFor(address: string): Promise<number | null> {
    const counted = await this.failures?.get(address);
    if (!counted || counted.consumedPoints < this.limit!.requests) return null;
    return retryAfter(counted.msBeforeNext);
  }

  async failed(address: string): Promise<void> {
    await this.failures?.penalty(address, 1);
  }

  message(retryAfterSeconds: number): string {
    return `Too many requests from this address were refused for a missing or unknown API key (${this.limit!.requests} per ${this.limit!.seconds} s): retry after ${retryAfterSeconds} s`;
  }
}
