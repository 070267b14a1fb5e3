import { Center } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { BusyIndicator } from '../ui/BusyIndicator';

/** Suspense for lazily loaded routes: the public pages and the private area are separate chunks. */
export function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py={80}>
          <BusyIndicator label="Loading" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
