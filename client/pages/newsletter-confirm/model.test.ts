import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $confirmState, confirmClicked, newsletterConfirmOpened } from './model.ts';

describe('newsletter confirmation page', () => {
  it('confirms nothing when opened, only on the click, with the token of the link', async () => {
    const api = fakeApi({ 'POST /newsletter/confirm': ok(null) });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(newsletterConfirmOpened, { scope, params: { token: 'abc', title: 'x' } });
    expect(api.calls).toEqual([]);
    expect(scope.getState($confirmState)).toBe('waiting');
    await allSettled(confirmClicked, { scope, params: 'abc' });
    expect(api.calls.map((c) => c.body)).toEqual([{ token: 'abc' }]);
    expect(scope.getState($confirmState)).toBe('confirmed');
  });

  it('tells a used or expired link from an unreachable service', async () => {
    const used = fork({
      handlers: [[requestFx, fakeApi({ 'POST /newsletter/confirm': failure(400) }).handler]],
    });
    await allSettled(confirmClicked, { scope: used, params: 'abc' });
    expect(used.getState($confirmState)).toBe('invalid');
    const down = fork({
      handlers: [[requestFx, fakeApi({ 'POST /newsletter/confirm': failure(503) }).handler]],
    });
    await allSettled(confirmClicked, { scope: down, params: 'abc' });
    expect(down.getState($confirmState)).toBe('failed');
  });
});
