import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $online, browserWentOffline, browserWentOnline, networkStatusRead } from './model.ts';

describe('online status', () => {
  it('starts online, reads the browser, then follows its online and offline events', async () => {
    const scope = fork();
    expect(scope.getState($online)).toBe(true);
    await allSettled(networkStatusRead, { scope, params: false });
    expect(scope.getState($online)).toBe(false);
    await allSettled(browserWentOnline, { scope });
    expect(scope.getState($online)).toBe(true);
    await allSettled(browserWentOffline, { scope });
    expect(scope.getState($online)).toBe(false);
  });
});
