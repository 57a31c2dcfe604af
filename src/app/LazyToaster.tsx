import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore } from '../ui/toast';

const Toaster = lazy(() => import('../ui/Toaster').then((module) => ({ default: module.Toaster })));

let toastSeen = false;
/** True from the first toast on: the toaster, once in, stays mounted so later toasts show at once. */
const toasterNeeded = () => (toastSeen ||= toastStore.getSnapshot().length > 0);

/**
 * The toaster (MUI's Snackbar and Alert) loads with the first toast rather than with every page:
 * most visits never show one.
 */
export function LazyToaster() {
  const needed = useSyncExternalStore(toastStore.subscribe, toasterNeeded, toasterNeeded);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
