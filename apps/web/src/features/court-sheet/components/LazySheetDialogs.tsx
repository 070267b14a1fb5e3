import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { SheetDialogs as SheetDialogsComponent } from './SheetDialogs';

/**
 * The dialogs (booking, details, edit, delete, cancel and their forms) are a chunk of their own, loaded when the
 * first dialog opens: the sheet's first load does not wait for code nobody has asked for yet (issue 15).
 */
const SheetDialogs = lazy(() => import('./SheetDialogs').then((m) => ({ default: m.SheetDialogs })));

/** Stays mounted once loaded: a write started from a dialog (move, block) still reports after it closes. */
export function LazySheetDialogs(props: ComponentProps<typeof SheetDialogsComponent>) {
  const [wanted, setWanted] = useState(props.dialog.kind !== 'none');
  if (props.dialog.kind !== 'none' && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SheetDialogs {...props} />
    </Suspense>
  );
}
