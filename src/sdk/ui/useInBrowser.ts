import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page is prerendered and hydrated, true once it runs in the browser: for output
 * that must never be in the static HTML (a random secret or UUID) and must not break hydration.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
