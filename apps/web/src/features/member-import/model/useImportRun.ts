import { useCallback, useEffect, useRef, useState } from 'react';
import type { MemberImportProgress, MemberImportResult } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { fetchImportProgress, newImportKey, uploadMemberCsv, type ImportOptions } from '../api/upload';

/** How often the wizard asks how far a running import has come. */
const POLL_MS = 700;

/** idle; sending the file; the server reading (dry run) or writing (import) it. */
export type RunPhase = 'idle' | 'sending' | 'working';

export interface ImportRun {
  phase: RunPhase;
  /** 0 to 1: the share of the file sent. */
  sent: number;
  /** The server's progress of a running import (its counters move after each written batch). */
  progress: MemberImportProgress | null;
  error: string | null;
  send: (file: File, options: Omit<ImportOptions, 'importKey'>) => Promise<MemberImportResult | null>;
}

/**
 * Sends the file (dry run or import). An import runs inside the upload's request; meanwhile its progress, which the
 * server keeps in the database (any server process can answer), is polled until the answer arrives.
 */
export function useImportRun(): ImportRun {
  const [phase, setPhase] = useState<RunPhase>('idle');
  const [sent, setSent] = useState(0);
  const [progress, setProgress] = useState<MemberImportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | null>(null);

  const stopPolling = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stopPolling, [stopPolling]);

  const send = useCallback(
    async (file: File, options: Omit<ImportOptions, 'importKey'>) => {
      setError(null);
      setSent(0);
      setProgress(null);
      setPhase('sending');
      const importKey = options.mode === 'import' ? newImportKey() : undefined;
      if (importKey) {
        timer.current = window.setInterval(() => {
          // A poll that fails (or comes before the import has started) is simply tried again.
          fetchImportProgress(importKey).then(
            (row) => {
              if (row && timer.current !== null) setProgress(row);
            },
            () => undefined,
          );
        }, POLL_MS);
      }
      try {
        const answer = await uploadMemberCsv(file, { ...options, importKey }, (fraction) => {
          setSent(fraction);
          if (fraction >= 1) setPhase('working');
        });
        return answer.payload;
      } catch (failure) {
        setError(errorMessage(failure));
        return null;
      } finally {
        stopPolling();
        setPhase('idle');
      }
    },
    [stopPolling],
  );

  return { phase, sent, progress, error, send };
}
