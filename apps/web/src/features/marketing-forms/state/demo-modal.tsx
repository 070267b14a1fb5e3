import { createContext, use, useMemo, useState, type ReactNode } from 'react';

interface DemoModalState {
  opened: boolean;
  open: () => void;
  close: () => void;
}

const DemoModalContext = createContext<DemoModalState | null>(null);

/** Lets any public page (header button, golf Schedule button, offers) open the one demo modal. */
export function DemoModalProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const value = useMemo(() => ({ opened, open: () => setOpened(true), close: () => setOpened(false) }), [opened]);
  return <DemoModalContext value={value}>{children}</DemoModalContext>;
}

export function useDemoModal(): DemoModalState {
  const value = use(DemoModalContext);
  if (!value) throw new Error('useDemoModal needs a DemoModalProvider');
  return value;
}
