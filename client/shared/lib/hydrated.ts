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
