import type { Database } from '@fairplay/db';
import { findLiveSessionIds } from './identity.repository.js';

/**
 * How often the sessions of open long-lived answers are checked against the database: the longest a stream
 * outlives a sign-out made on another server process, or its session's expiry. One query per process, whatever
 * the number of streams.
 */
export const SESSION_CHECK_MS = 5_000;

/** A session a long-lived answer (a live-update stream) runs under. */
export interface WatchedSession {
  sessionId: number;
  userId: number;
}

interface Watcher extends WatchedSession {
  end: () => void;
}

/**
 * Ends long-lived answers when their session ends: signed out, revoked by a password change or reset, or
 * expired. Sessions live in the database, so this works across server processes: every SESSION_CHECK_MS one
 * query asks which watched sessions are still live. A write by a user with watched sessions (their sign-out, their
 * password change) checks at once, so in the same process the stream ends as soon as that answer is sent.
 */
export class SessionWatch {
  private readonly watchers = new Set<Watcher>();
  /** How many watchers each user has, so a write can ask cheaply whether it concerns any. */
  private readonly perUser = new Map<number, number>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly checkEveryMs = SESSION_CHECK_MS,
  ) {}

  /** Calls `end` once, when the session is no longer live; answers the function that stops watching. */
  watch(session: WatchedSession, end: () => void): () => void {
    let ended = false;
    const watcher: Watcher = {
      ...session,
      end: () => {
        if (ended) return;
        ended = true;
        end();
      },
    };
    this.add(watcher);
    if (!this.timer) {
      this.timer = setInterval(() => void this.check(), this.checkEveryMs);
      this.timer.unref();
    }
    return () => this.remove(watcher);
  }

  watches(userId: number): boolean {
    return this.perUser.has(userId);
  }

  /**
   * Ends the watchers whose session is no longer live. Checks never overlap; a failed check (the database
   * unreachable) leaves every stream open until a check succeeds.
   */
  check(): Promise<void> {
    // A check asked for while one runs may concern a change that one read too early: it runs again afterwards.
    if (this.running) {
      this.queued ??= this.running.then(() => {
        this.queued = null;
        return this.check();
      });
      return this.queued;
    }
    this.running = this.checkOnce().finally(() => (this.running = null));
    return this.running;
  }

  close(): void {
    this.stopTimer();
    this.watchers.clear();
    this.perUser.clear();
  }

  private async checkOnce(): Promise<void> {
    const watched = [...this.watchers];
    if (watched.length === 0) return;
    let live: Set<number>;
    try {
      live = await findLiveSessionIds(this.db, [...new Set(watched.map((w) => w.sessionId))], this.now());
    } catch {
      return;
    }
    for (const watcher of watched) {
      if (live.has(watcher.sessionId)) continue;
      this.remove(watcher);
      watcher.end();
    }
  }

  private add(watcher: Watcher): void {
    this.watchers.add(watcher);
    this.perUser.set(watcher.userId, (this.perUser.get(watcher.userId) ?? 0) + 1);
  }

  private remove(watcher: Watcher): void {
    if (!this.watchers.delete(watcher)) return;
    const left = (this.perUser.get(watcher.userId) ?? 1) - 1;
    if (left > 0) this.perUser.set(watcher.userId, left);
    else this.perUser.delete(watcher.userId);
    if (this.watchers.size === 0) this.stopTimer();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
