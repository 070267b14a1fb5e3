import { lazy } from 'react';

export { useSaveDaySnapshot } from './api/useSaveDaySnapshot';
export { clearUserCaches } from './api/snapshot';
/** Loaded only when the app starts with no network (it is in the service worker's precache). */
export const LazyOfflineDayView = lazy(() =>
  import('./components/OfflineDayView').then((m) => ({ default: m.OfflineDayView })),
);
