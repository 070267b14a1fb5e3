import { useEffect, useState } from 'react';

/**
 * True once the browser has been idle after the first render (requestIdleCallback, at most `timeout` ms later;
 * a short timer where it is missing). Code a page does not need to show itself waits for it (issue 30 point 1), so
 * its chunk is requested after the first paint instead of competing with what draws the page.
 */
export function useIdle(timeout = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, [timeout]);
  return idle;
}
