import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { LOADING_BAR } from '#shared/config/constants.ts';
import { requestFx } from '../../shared/api/request.ts';
import { toastShown } from '../../shared/model/overlays.ts';
import {
  $loadingBar,
  FAILED_HIDE_DELAY_MS,
  HIDDEN,
  type LoadingBarAction,
  type LoadingBarState,
  loadingBarReducer,
  MAX_PROGRESS,
  navigationFinished,
  navigationStarted,
} from './model.ts';

/** Runs a navigation of `duration` ms with a tick every 100 ms, then keeps ticking `after` ms. */
function run(duration: number, after: number): LoadingBarState[] {
  const actions: LoadingBarAction[] = [{ type: 'finish', now: duration }];
  for (let now = LOADING_BAR.tickMs; now <= duration + after; now += LOADING_BAR.tickMs) {
    actions.push({ type: 'tick', now });
  }
  actions.sort((a, b) => ('now' in a ? a.now : 0) - ('now' in b ? b.now : 0));
  const seen: LoadingBarState[] = [];
  let state = loadingBarReducer(HIDDEN, { type: 'start', now: 0 });
  for (const action of actions) {
    state = loadingBarReducer(state, action);
    seen.push(state);
  }
  return seen;
}

describe('loading bar timing (SPEC §9)', () => {
  it('shows nothing for a navigation shorter than the 200 ms throttle', () => {
    const seen = run(150, 1_000);
    expect(seen.every((s) => !s.visible)).toBe(true);
    expect(seen.at(-1)).toEqual(HIDDEN);
    let state = loadingBarReducer(HIDDEN, { type: 'start', now: 1_000 });
    state = loadingBarReducer(state, { type: 'finish', now: 1_199 });
    expect(state).toEqual(HIDDEN);
  });

  it('appears at 200 ms and fills over the 5000 ms nominal duration, never complete before the end', () => {
    let state = loadingBarReducer(HIDDEN, { type: 'start', now: 0 });
    state = loadingBarReducer(state, { type: 'tick', now: 100 });
    expect(state).toMatchObject({ phase: 'progressing', visible: false, progress: 0 });
    state = loadingBarReducer(state, { type: 'tick', now: 200 });
    expect(state).toMatchObject({ visible: true, progress: 4 });
    state = loadingBarReducer(state, { type: 'tick', now: 2_500 });
    expect(state.progress).toBe(50);
    state = loadingBarReducer(state, { type: 'tick', now: 9_000 });
    expect(state).toMatchObject({ phase: 'progressing', progress: MAX_PROGRESS });
  });

  it('finishes full, then hides 500 ms after the end', () => {
    const seen = run(1_000, 1_000);
    const finished = seen.filter((s) => s.phase === 'finished');
    expect(finished[0]).toMatchObject({ visible: true, progress: 100, endedAt: 1_000 });
    // the ticks at 1000…1400 keep it, the tick at 1500 hides it
    expect(finished).toHaveLength(6);
    expect(seen.at(-1)).toEqual(HIDDEN);
    const end = finished[0]!;
    expect(loadingBarReducer(end, { type: 'tick', now: 1_499 }).phase).toBe('finished');
    expect(loadingBarReducer(end, { type: 'tick', now: 1_500 })).toEqual(HIDDEN);
  });

  it('a failure turns the bar red and full, even before the throttle, and it stays as long as the toast', () => {
    let state = loadingBarReducer(HIDDEN, { type: 'start', now: 0 });
    state = loadingBarReducer(state, { type: 'fail' });
    expect(state).toMatchObject({ phase: 'failed', visible: true, progress: 100, endedAt: null });
    // the navigation ends after its failed call: the bar stays failed
    state = loadingBarReducer(state, { type: 'finish', now: 50 });
    expect(state.phase).toBe('failed');
    state = loadingBarReducer(state, { type: 'tick', now: 100 });
    expect(state.endedAt).toBe(100);
    state = loadingBarReducer(state, { type: 'tick', now: 100 + FAILED_HIDE_DELAY_MS - 1 });
    expect(state.phase).toBe('failed');
    state = loadingBarReducer(state, { type: 'tick', now: 100 + FAILED_HIDE_DELAY_MS });
    expect(state).toEqual(HIDDEN);
  });

  it('ignores a failure when no navigation is under way, and a new start during a navigation', () => {
    expect(loadingBarReducer(HIDDEN, { type: 'fail' })).toEqual(HIDDEN);
    const started = loadingBarReducer(HIDDEN, { type: 'start', now: 10 });
    expect(loadingBarReducer(started, { type: 'start', now: 500 })).toBe(started);
    expect(loadingBarReducer(HIDDEN, { type: 'finish', now: 10 })).toEqual(HIDDEN);
  });
});

describe('loading bar model', () => {
  const serverError = async () => ({ status: 500, body: { success: false, data: null, message: 'boom' } });

  it('marks the bar failed and shows one error toast when a call fails during a navigation', async () => {
    const toast = vi.fn();
    const scope = fork({ handlers: [[requestFx, serverError]] });
    const unwatch = toastShown.watch(toast); // test-only observer of the scope's toasts
    await allSettled(navigationStarted, { scope, params: 0 });
    await allSettled(requestFx, { scope, params: { path: '/page/a' } });
    await allSettled(requestFx, { scope, params: { path: '/page/b' } });
    await allSettled(navigationFinished, { scope, params: 300 });
    unwatch();
    expect(scope.getState($loadingBar).phase).toBe('failed');
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0]![0]).toMatchObject({ kind: 'error' });
  });

  it('counts unreachable API and 5xx answers as failures, not 4xx answers or calls outside navigations', async () => {
    const notFound = async () => ({ status: 404, body: { success: false, data: null, message: 'x' } });
    const scope = fork({ handlers: [[requestFx, notFound]] });
    await allSettled(navigationStarted, { scope, params: 0 });
    await allSettled(requestFx, { scope, params: { path: '/page/absente' } });
    expect(scope.getState($loadingBar).phase).toBe('progressing');

    const offline = fork({
      handlers: [
        [
          requestFx,
          async () => {
            throw new TypeError('Failed to fetch');
          },
        ],
      ],
    });
    await allSettled(requestFx, { scope: offline, params: { path: '/news' } });
    expect(offline.getState($loadingBar)).toEqual(HIDDEN);
    await allSettled(navigationStarted, { scope: offline, params: 0 });
    await allSettled(requestFx, { scope: offline, params: { path: '/news' } });
    expect(offline.getState($loadingBar).phase).toBe('failed');
  });
});
