import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $confirmedEvent, $confirmState, confirmClicked, registrationConfirmOpened } from './model.ts';

const event = { title: 'Atelier vannerie', path: '/agenda/atelier-vannerie/12' };

describe('agenda registration confirmation page', () => {
  it('confirms nothing when opened, only on the click, with the token of the link', async () => {
    const api = fakeApi({ 'POST /registration/confirm': ok({ outcome: 'confirmed', seats: 1, event }) });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(registrationConfirmOpened, { scope, params: { token: 'abc', title: 'x' } });
    expect(api.calls).toEqual([]);
    expect(scope.getState($confirmState)).toBe('waiting');
    await allSettled(confirmClicked, { scope, params: 'abc' });
    expect(api.calls.map((c) => c.body)).toEqual([{ token: 'abc' }]);
    expect(scope.getState($confirmState)).toBe('confirmed');
    expect(scope.getState($confirmedEvent)).toEqual(event);
  });

  it('says when the hold expired or the event is full, and tells a bad link from an unreachable service', async () => {
    for (const outcome of ['expired', 'full'] as const) {
      const scope = fork({
        handlers: [
          [requestFx, fakeApi({ 'POST /registration/confirm': ok({ outcome, seats: 1, event }) }).handler],
        ],
      });
      await allSettled(confirmClicked, { scope, params: 'abc' });
      expect(scope.getState($confirmState)).toBe(outcome);
    }
    for (const [status, state] of [
      [404, 'invalid'],
      [503, 'failed'],
    ] as const) {
      const scope = fork({
        handlers: [[requestFx, fakeApi({ 'POST /registration/confirm': failure(status) }).handler]],
      });
      await allSettled(confirmClicked, { scope, params: 'abc' });
      expect(scope.getState($confirmState)).toBe(state);
    }
  });
});
