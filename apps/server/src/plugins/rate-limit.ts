import { MESSAGES } from '@fairplay/contracts';
import { tooManyRequests } from '../errors.js';

interface Window {
  limit: number;
  periodMs: number;
}

/**
 * Counts events per key over a sliding window. Kept in memory: Fairplay runs as one process, and a restart
 * forgetting failed attempts is harmless.
 */
export class SlidingWindowCounter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly window: Window,
    private readonly now: () => Date,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now().getTime() - this.window.periodMs;
    const kept = (this.hits.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length === 0) this.hits.delete(key);
    else this.hits.set(key, kept);
    return kept;
  }

  isLimited(key: string): boolean {
    return this.recent(key).length >= this.window.limit;
  }

  /** Seconds until the oldest counted event leaves the window. */
  retryAfterSeconds(key: string): number {
    const oldest = this.recent(key)[0];
    if (oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest + this.window.periodMs - this.now().getTime()) / 1000));
  }

  record(key: string): void {
    this.hits.set(key, [...this.recent(key), this.now().getTime()]);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}

export const LOGIN_LIMITS = {
  perUsername: { limit: 5, periodMs: 15 * 60_000 },
  perIp: { limit: 20, periodMs: 15 * 60_000 },
  /** Password-reset e-mails and other unauthenticated writes, per IP. */
  perIpSensitive: { limit: 10, periodMs: 15 * 60_000 },
} as const;

/** Failed sign-ins are limited per username and per IP; a success clears the username's count. */
export class LoginLimiter {
  private readonly byUsername: SlidingWindowCounter;
  private readonly byIp: SlidingWindowCounter;
  private readonly sensitive: SlidingWindowCounter;

  constructor(now: () => Date) {
    this.byUsername = new SlidingWindowCounter(LOGIN_LIMITS.perUsername, now);
    this.byIp = new SlidingWindowCounter(LOGIN_LIMITS.perIp, now);
    this.sensitive = new SlidingWindowCounter(LOGIN_LIMITS.perIpSensitive, now);
  }

  assertCanTry(username: string, ip: string): void {
    if (this.byUsername.isLimited(username)) {
      throw tooManyRequests(MESSAGES.tooManyAttempts, this.byUsername.retryAfterSeconds(username));
    }
    if (this.byIp.isLimited(ip)) throw tooManyRequests(MESSAGES.tooManyAttempts, this.byIp.retryAfterSeconds(ip));
  }

  recordFailure(username: string, ip: string): void {
    this.byUsername.record(username);
    this.byIp.record(ip);
  }

  recordSuccess(username: string): void {
    this.byUsername.clear(username);
  }

  /** For unauthenticated calls that send e-mail or create accounts. */
  assertSensitiveAllowed(ip: string): void {
    if (this.sensitive.isLimited(ip))
      throw tooManyRequests(MESSAGES.tooManyRequests, this.sensitive.retryAfterSeconds(ip));
    this.sensitive.record(ip);
  }
}
