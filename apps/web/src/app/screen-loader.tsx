import { Center } from '@mantine/core';
import { createElement, useEffect, useState, type ComponentType } from 'react';
import { BusyIndicator } from '../ui/BusyIndicator';

/** A screen whose code is its own chunk, and the way to start fetching that chunk early. */
export interface ScreenLoader<P extends object> {
  Screen: ComponentType<P>;
  /** Starts loading the code now (say at start-up, beside the session request); calling it again reuses the load. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * Loads a private screen on demand. Unlike React.lazy it never suspends: when the code is already here the
 * screen renders in the same pass, and until it is a spinner shows. React holds back the reveal of suspended
 * content for up to 300 ms after a fallback appears, which on the court sheet cost that much on every page load.
 */
export function screenLoader<P extends object>(load: () => Promise<ComponentType<P>>): ScreenLoader<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (say after a deploy) may be fetched again on the next visit.
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function Screen(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<Error | null>(null);
    useEffect(() => {
      if (component) return;
      let live = true;
      preload().then(
        (ready) => live && setComponent(() => ready),
        (error: unknown) => live && setFailure(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        live = false;
      };
    }, [component]);
    // The route's error page takes over, as it would for a screen that failed to render.
    if (failure) throw failure;
    if (component) return createElement(component, props);
    return (
      <Center py={80}>
        <BusyIndicator label="Loading" />
      </Center>
    );
  }

  return { Screen, preload };
}
