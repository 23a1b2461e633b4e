// A component whose code loads the first time it is shown (a dialog, an overlay): pages that
// never show it never download it. The caller renders it only when there is something to show
// (an open slider, a popup due); until its chunk arrives nothing is drawn, as before it opened.
// A chunk that fails to load goes through SPEC §2's reload guard, then to the error boundary.
import { type ComponentType, lazy, Suspense } from 'react';
import { guardedImport } from './lazy-chunk.ts';

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(guardedImport(async () => ({ default: await load() })));
  // built once per module at import time, as React.lazy is: its identity never changes
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level factory, like React.lazy
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
