import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $handoffState, enterPanelFx, handoffLanded, takeToken, takeTokenFx } from './handoff-model.ts';

const TOKEN = 'hV3qW0x9m5sZ1kL8pR2tY7uI4oA6eD0fG3jK9nB1cX5';

/** The browser's address and history, as the landing page finds them. */
function here(hash: string) {
  const replaceState = vi.fn();
  return {
    location: { hash, pathname: '/admin/relais', search: '' },
    history: { state: { key: 'k1' }, replaceState },
    replaceState,
  };
}

describe('hand-off landing model', () => {
  it('reads the token of the fragment and takes it off the address at once', () => {
    const browser = here(`#${TOKEN}`);
    expect(takeToken(browser)).toBe(TOKEN);
    expect(browser.replaceState).toHaveBeenCalledWith({ key: 'k1' }, '', '/admin/relais');
  });

  it('takes off a fragment that is no token too, and has no token then', () => {
    const browser = here('#not-a-token');
    expect(takeToken(browser)).toBeNull();
    expect(browser.replaceState).toHaveBeenCalledOnce();
    const bare = here('');
    expect(takeToken(bare)).toBeNull();
    expect(bare.replaceState).not.toHaveBeenCalled();
  });

  it('trades the token for a session, then loads the panel whole', async () => {
    const api = fakeApi({ 'POST /admin/handoff/redeem': ok({ token: 'session', idSite: 2 }) });
    const enter = vi.fn();
    const take = vi.fn(() => TOKEN);
    const scope = fork({
      handlers: [
        [requestFx, api.handler],
        [takeTokenFx, take],
        [enterPanelFx, enter],
      ],
    });
    await allSettled(handoffLanded, { scope });
    // a second landing (React's strict mode runs effects twice) reads nothing more
    await allSettled(handoffLanded, { scope });
    expect(take).toHaveBeenCalledOnce();
    expect(api.called('POST /admin/handoff/redeem').map((c) => c.body)).toEqual([{ token: TOKEN }]);
    expect(enter).toHaveBeenCalledOnce();
    expect(scope.getState($handoffState)).toBe('redeeming');
  });

  it('says the link is spent when the API refuses it, or when there is no token', async () => {
    const enter = vi.fn();
    const refused = fork({
      handlers: [
        [requestFx, fakeApi({ 'POST /admin/handoff/redeem': failure(401) }).handler],
        [takeTokenFx, () => TOKEN],
        [enterPanelFx, enter],
      ],
    });
    await allSettled(handoffLanded, { scope: refused });
    expect(refused.getState($handoffState)).toBe('failed');

    const api = fakeApi({});
    const none = fork({
      handlers: [
        [requestFx, api.handler],
        [takeTokenFx, () => null],
        [enterPanelFx, enter],
      ],
    });
    await allSettled(handoffLanded, { scope: none });
    expect(none.getState($handoffState)).toBe('failed');
    expect(api.calls).toEqual([]);
    expect(enter).not.toHaveBeenCalled();
  });
});
