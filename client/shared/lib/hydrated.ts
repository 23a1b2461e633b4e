import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False in the server render and while hydrating, true afterwards (and on pages opened in the
 * browser). Forms that need JavaScript keep their submit button disabled until then: a click
 * before hydration would post the form to a page that has no handler for it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** True in the browser until its first page, the server's, has hydrated (entry-client.tsx says
 * when); false on the server. What may wait to hydrate (a form, on use) waits only then. */
let hydrating = typeof document !== 'undefined';

export const firstPageHydrating = (): boolean => hydrating;

export function firstPageHydrated(): void {
  hydrating = false;
}
