/** Runs a task when the browser has nothing more urgent to do (a short wait where it cannot say). */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: 2000 });
  else setTimeout(run, 200);
}
