// SPEC §2/§9 loading bar of client-side navigations: hidden, progressing, finished (hidden again
// 500 ms later) or failed. Nothing shows for a navigation shorter than the 200 ms throttle; the
// bar fills over the 5000 ms nominal duration, one step per 100 ms tick. The timing rules are
// the pure reducer below; the view feeds it the router's navigation state and the clock.
import { msg } from '@lingui/core/macro';
import { createEvent, createStore, merge, sample } from 'effector';
import { LOADING_BAR, TOAST_DURATION_MS } from '#shared/config/constants.ts';
import { requestFx } from '../../shared/api/request.ts';
import { toastShown } from '../../shared/model/overlays.ts';

export type LoadingPhase = 'hidden' | 'progressing' | 'finished' | 'failed';

export interface LoadingBarState {
  phase: LoadingPhase;
  /** Shown on screen (false during the throttle). */
  visible: boolean;
  /** 0–100. */
  progress: number;
  startedAt: number | null;
  /** When it finished or failed; a failure learns its time at the next tick. */
  endedAt: number | null;
}

export type LoadingBarAction =
  | { type: 'start'; now: number }
  | { type: 'finish'; now: number }
  | { type: 'fail' }
  | { type: 'tick'; now: number };

export const HIDDEN: LoadingBarState = {
  phase: 'hidden',
  visible: false,
  progress: 0,
  startedAt: null,
  endedAt: null,
};

/** A progressing bar never looks complete before the navigation is. */
export const MAX_PROGRESS = 95;
/** A failed bar stays as long as the toast that explains it. */
export const FAILED_HIDE_DELAY_MS = TOAST_DURATION_MS;

export function loadingBarReducer(state: LoadingBarState, action: LoadingBarAction): LoadingBarState {
  switch (action.type) {
    case 'start':
      // a navigation that interrupts another one continues the same bar
      if (state.phase === 'progressing') return state;
      return { phase: 'progressing', visible: false, progress: 0, startedAt: action.now, endedAt: null };
    case 'finish': {
      if (state.phase !== 'progressing') return state;
      const elapsed = action.now - (state.startedAt ?? action.now);
      if (!state.visible && elapsed < LOADING_BAR.throttleMs) return HIDDEN;
      return { ...state, phase: 'finished', visible: true, progress: 100, endedAt: action.now };
    }
    case 'fail':
      if (state.phase === 'hidden' || state.phase === 'failed') return state;
      return { ...state, phase: 'failed', visible: true, progress: 100, endedAt: null };
    case 'tick': {
      if (state.phase === 'hidden') return state;
      if (state.phase === 'progressing') {
        const elapsed = action.now - (state.startedAt ?? action.now);
        if (elapsed < LOADING_BAR.throttleMs) return state;
        const progress = Math.min(MAX_PROGRESS, (elapsed / LOADING_BAR.durationMs) * 100);
        return { ...state, visible: true, progress: Math.round(progress * 10) / 10 };
      }
      if (state.endedAt === null) return { ...state, endedAt: action.now };
      const delay = state.phase === 'failed' ? FAILED_HIDE_DELAY_MS : LOADING_BAR.hideDelayMs;
      return action.now - state.endedAt >= delay ? HIDDEN : state;
    }
  }
}

/** The router started loading a location (time from performance.now()). */
export const navigationStarted = createEvent<number>();
/** The router is idle again. */
export const navigationFinished = createEvent<number>();
export const loadingBarTicked = createEvent<number>();
/** A page's data could not be loaded (an API error, a loader that threw). */
export const dataRefreshFailed = createEvent();

export const $loadingBar = createStore<LoadingBarState>(HIDDEN, { serialize: 'ignore' })
  .on(navigationStarted, (s, now) => loadingBarReducer(s, { type: 'start', now }))
  .on(navigationFinished, (s, now) => loadingBarReducer(s, { type: 'finish', now }))
  .on(loadingBarTicked, (s, now) => loadingBarReducer(s, { type: 'tick', now }));

export const $loadingPhase = $loadingBar.map((s) => s.phase);

const REFRESH_FAILED = msg`This page could not be loaded. Check your connection and try again.`;

// SPEC §8: a failed data refresh marks the bar as failed and shows the error, once per
// navigation (a failure outside a navigation is the business of the part that made the call).
const barFailed = sample({
  clock: dataRefreshFailed,
  source: $loadingBar,
  filter: (bar) => bar.phase === 'progressing' || bar.phase === 'finished',
});
$loadingBar.on(barFailed, (s) => loadingBarReducer(s, { type: 'fail' }));
sample({
  clock: barFailed,
  fn: () => ({ kind: 'error' as const, message: REFRESH_FAILED }),
  target: toastShown,
});

// A call fails when it does not reach the API or the API answers with a server error; 4xx
// answers are the pages' business (a 404 page is no failure).
sample({
  clock: merge([requestFx.fail, requestFx.doneData.filter({ fn: (r) => r.status >= 500 })]),
  target: dataRefreshFailed,
});
