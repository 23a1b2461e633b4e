// The cart starts in the browser once per app (ADR 011): restored from local storage after
// hydration, then kept in step with the other tabs. Whichever shop view shows first starts it.
import { allSettled, type Scope } from 'effector';
import { useProvidedScope } from 'effector-react';
import { useEffect } from 'react';
import { cartRestoreRequested, watchCartStorage } from './model.ts';

const started = new WeakSet<Scope>();

export function useCartStarted(): void {
  const scope = useProvidedScope();
  useEffect(() => {
    if (!scope || started.has(scope)) return;
    started.add(scope);
    void allSettled(cartRestoreRequested, { scope });
    // the listener lives as long as the page: one per app, never removed
    watchCartStorage(scope);
  }, [scope]);
}
