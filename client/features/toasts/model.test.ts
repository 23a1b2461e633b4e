import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastShown } from '../../shared/model/overlays.ts';
import { $toasts, MAX_TOASTS, toastDismissed } from './model.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a toast for 3000 ms, then removes it', async () => {
    const scope = fork();
    const settled = allSettled(toastShown, { scope, params: { kind: 'success', text: 'Enregistré' } });
    expect(scope.getState($toasts)).toEqual([{ id: 1, kind: 'success', text: 'Enregistré' }]);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(scope.getState($toasts)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('removes a dismissed toast at once, and its timer then changes nothing', async () => {
    const scope = fork();
    const first = allSettled(toastShown, { scope, params: { kind: 'info', text: 'Un' } });
    await vi.advanceTimersByTimeAsync(1_000);
    const second = allSettled(toastShown, { scope, params: { kind: 'error', text: 'Deux' } });
    // allSettled waits for every pending effect of the scope (the other timer too): not awaited here
    const dismissed = allSettled(toastDismissed, { scope, params: 1 });
    expect(scope.getState($toasts).map((t) => t.id)).toEqual([2]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(scope.getState($toasts).map((t) => t.id)).toEqual([2]);
    await vi.advanceTimersByTimeAsync(1_000);
    await Promise.all([first, second, dismissed]);
    expect(scope.getState($toasts)).toEqual([]);
  });

  it(`keeps at most ${MAX_TOASTS} toasts, the newest`, async () => {
    const scope = fork();
    const all = Array.from({ length: MAX_TOASTS + 2 }, (_, i) =>
      allSettled(toastShown, { scope, params: { kind: 'info', text: `n°${i + 1}` } }),
    );
    expect(scope.getState($toasts).map((t) => 'text' in t && t.text)).toEqual(['n°3', 'n°4', 'n°5', 'n°6']);
    await vi.advanceTimersByTimeAsync(3_000);
    await Promise.all(all);
    expect(scope.getState($toasts)).toEqual([]);
  });
});
