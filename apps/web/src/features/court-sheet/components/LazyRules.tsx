import { VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type {
  RenewalBanner as RenewalBannerComponent,
  RulesPanel as RulesPanelComponent,
} from '../../availability-rules';

/**
 * The availability rules' panel (their list and editor) and the renewal banner come with the rules feature, which
 * the sheet does not need to draw the day (issue 30 point 1): they load when first wanted, so the first load
 * fetches, parses and runs none of that code.
 */
const RulesPanel = lazy(() => import('../../availability-rules').then((m) => ({ default: m.RulesPanel })));
const RenewalBanner = lazy(() => import('../../availability-rules').then((m) => ({ default: m.RenewalBanner })));

/** Mounted once first opened, then kept, so closing it plays its transition and reopening is instant. */
export function LazyRulesPanel(props: ComponentProps<typeof RulesPanelComponent>) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  // The panel is a drawer: until its code arrives, the button that opened it shows it is on its way.
  return (
    <Suspense
      fallback={
        <VisuallyHidden role="status" aria-live="polite">
          Loading the availability rules…
        </VisuallyHidden>
      }
    >
      <RulesPanel {...props} />
    </Suspense>
  );
}

/**
 * Asked for only once the day is drawn (`ready`): the banner says some rules run out soon, which can wait for the
 * sheet, and a chunk requested before the first paint would count against it.
 */
export function LazyRenewalBanner({
  ready,
  ...props
}: ComponentProps<typeof RenewalBannerComponent> & { ready: boolean }) {
  const [wanted, setWanted] = useState(false);
  if (props.enabled && ready && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RenewalBanner {...props} />
    </Suspense>
  );
}
