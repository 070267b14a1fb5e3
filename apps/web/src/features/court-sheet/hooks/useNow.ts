import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;
const tick = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;
let now = tick();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  // The first subscriber after a pause reads a fresh time; React notices the change right after subscribing.
  if (listeners.size === 0) now = tick();
  listeners.add(listener);
  timer ??= setInterval(() => {
    now = tick();
    for (const notify of listeners) notify();
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => now;

/** The current time in 30-second steps, so what is past on the grid moves on without re-rendering it often. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
