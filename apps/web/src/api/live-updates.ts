import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpoints } from '@fairplay/contracts';
import { urlOf } from './client';
import { sessionHeaders } from './session-fetch';

const STREAM_URL = urlOf(endpoints.appointments.stream);
const MAX_BACKOFF_MS = 30_000;

/** Calls onEvent for each complete server-sent event in `buffer` and returns what is left over. */
export function drainEvents(buffer: string, onEvent: (name: string, data: string) => void): string {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') name = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0 || name !== 'message') onEvent(name, data.join('\n'));
  }
  return rest;
}

/**
 * Live updates: GET appointment/stream (server-sent events) read with fetch, because EventSource cannot send
 * the access-token header. Each `changed` event calls `onChange` (the court sheet refreshes its listing, the member's
 * home its bookings; `onChange` must be a stable function); the stream reconnects with backoff and
 * refreshes once more after a reconnect, in case a change was missed meanwhile.
 */
export function useLiveUpdates(onChange: (queryClient: QueryClient) => Promise<void>): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const refresh = () => void onChange(queryClient);

    const connect = async (): Promise<void> => {
      try {
        const response = await fetch(STREAM_URL, {
          headers: sessionHeaders({ accept: 'text/event-stream' }),
          signal: controller.signal,
          cache: 'no-store',
        });
        // Signed out or no longer allowed: the 60 s refresh keeps working, there is nothing to retry.
        if (response.status === 401 || response.status === 403) return;
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        if (failures > 0) refresh();
        failures = 0;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer = drainEvents(buffer + value, (name) => {
            if (name === 'changed') refresh();
          });
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      if (controller.signal.aborted) return;
      failures += 1;
      const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures - 1, 5)) * (0.75 + Math.random() * 0.5);
      timer = setTimeout(() => void connect(), delay);
    };

    void connect();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient, onChange]);
}
