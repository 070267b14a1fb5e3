import { Center } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { useHydrated } from '../../../ui/hydration';
import { useDemoModal } from '../state/demo-modal';

/** The forms are chunks of their own: a visitor who never opens them never downloads them. */
const DemoModal = lazy(() => import('./DemoModal').then((m) => ({ default: m.DemoModal })));
const DemoRequestFlow = lazy(() => import('./DemoRequestFlow').then((m) => ({ default: m.DemoRequestFlow })));
const ContactModal = lazy(() => import('./ContactModal').then((m) => ({ default: m.ContactModal })));

/** Keeps a modal mounted once it was first opened, so it closes with its transition. */
function useOpenedOnce(opened: boolean): boolean {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted;
}

/** The one demo modal of the public site, loaded when first opened. */
export function LazyDemoModal() {
  const { opened } = useDemoModal();
  if (!useOpenedOnce(opened)) return null;
  return (
    <Suspense fallback={null}>
      <DemoModal />
    </Suspense>
  );
}

/** The footer's contact modal, loaded when first opened. */
export function LazyContactModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  if (!useOpenedOnce(opened)) return null;
  return (
    <Suspense fallback={null}>
      <ContactModal opened={opened} onClose={onClose} />
    </Suspense>
  );
}

/**
 * The inline demo request of the landing pages. On a prerendered page it appears once the page's code runs:
 * a form typed into before then would lose its text.
 */
export function LazyDemoRequestFlow() {
  const hydrated = useHydrated();
  const loading = (
    <Center mih={360}>
      <BusyIndicator label="Loading the form" />
    </Center>
  );
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <DemoRequestFlow />
    </Suspense>
  );
}
