import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Popup } from '#shared/contracts/town.ts';
import { requestFx } from '../../shared/api/request.ts';
import { popupRequested } from '../../shared/model/overlays.ts';
import {
  $activePopup,
  $openedPopups,
  $popupQueue,
  fetchPopupFx,
  popupClosed,
  readPopupCloseFx,
  rememberPopupCloseFx,
} from './model.ts';
import { $popupsHeld, popupsHeldSet } from './requests.ts';

const NOW = Date.UTC(2026, 10, 22, 12);
const popup = (id: number, extra: Partial<Popup> = {}): Popup => ({
  id,
  title: `Popup ${id}`,
  body: '<p>Texte</p>',
  image: null,
  link: null,
  showOnEveryReload: false,
  hideDurationDays: 7,
  ...extra,
});

function setup(popups: Record<number, Popup>, stored: Record<string, string> = {}, held = false) {
  const api = vi.fn(async ({ path }: { path: string }) => {
    const found = popups[Number(path.split('/').pop())];
    return found
      ? { status: 200, body: { success: true, data: found, message: '' } }
      : { status: 404, body: { success: false, data: null, message: 'This popup is not shown.' } };
  });
  const remembered: number[] = [];
  const scope = fork({
    values: [[$popupsHeld, held]],
    handlers: [
      [requestFx, api],
      [
        readPopupCloseFx,
        ({ popup: p, trigger }: { popup: Popup; trigger: 'load' | 'button' }) => ({
          popup: p,
          trigger,
          available: true,
          stored: stored[`popup-${p.id}`] ?? null,
          now: NOW,
        }),
      ],
      [rememberPopupCloseFx, (p: Popup) => void remembered.push(p.id)],
    ],
  });
  return { scope, api, remembered };
}

describe('popups model', () => {
  it('loads and opens a requested popup, adds it to the opened list, and never opens it twice', async () => {
    const { scope, api } = setup({ 3: popup(3) });
    await allSettled(popupRequested, { scope, params: { popupId: 3, trigger: 'load' } });
    expect(scope.getState($activePopup)?.title).toBe('Popup 3');
    expect(scope.getState($openedPopups)).toEqual([3]);
    await allSettled(popupClosed, { scope });
    expect(scope.getState($activePopup)).toBeNull();
    await allSettled(popupRequested, { scope, params: { popupId: 3, trigger: 'load' } });
    expect(scope.getState($activePopup)).toBeNull();
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('remembers the close of a popup, not of one shown on every reload', async () => {
    const { scope, remembered } = setup({ 3: popup(3), 5: popup(5, { showOnEveryReload: true }) });
    await allSettled(popupRequested, { scope, params: { popupId: 3, trigger: 'load' } });
    await allSettled(popupClosed, { scope });
    await allSettled(popupRequested, { scope, params: { popupId: 5, trigger: 'load' } });
    expect(scope.getState($activePopup)?.id).toBe(5);
    await allSettled(popupClosed, { scope });
    expect(remembered).toEqual([3]);
  });

  it('does not open a popup closed within its hide duration', async () => {
    const { scope } = setup({ 3: popup(3), 4: popup(4) }, { 'popup-3': String(NOW - 86_400_000) });
    await allSettled(popupRequested, { scope, params: { popupId: 3, trigger: 'load' } });
    expect(scope.getState($activePopup)).toBeNull();
    expect(scope.getState($openedPopups)).toEqual([]);
    await allSettled(popupRequested, { scope, params: { popupId: 4, trigger: 'load' } });
    expect(scope.getState($activePopup)?.id).toBe(4);
  });

  it('shows one popup at a time, the next after the first is closed', async () => {
    const { scope } = setup({ 3: popup(3), 4: popup(4) });
    await allSettled(popupRequested, { scope, params: { popupId: 3, trigger: 'load' } });
    await allSettled(popupRequested, { scope, params: { popupId: 4, trigger: 'load' } });
    expect(scope.getState($activePopup)?.id).toBe(3);
    await allSettled(popupClosed, { scope });
    expect(scope.getState($activePopup)?.id).toBe(4);
    expect(scope.getState($openedPopups)).toEqual([3, 4]);
  });

  it('opens nothing for a popup the site does not show, and loads a popup once when asked twice at once', async () => {
    const { scope, api } = setup({ 3: popup(3) });
    await allSettled(popupRequested, { scope, params: { popupId: 99, trigger: 'load' } });
    expect(scope.getState($activePopup)).toBeNull();
    await Promise.all([
      allSettled(popupRequested, { scope, params: { popupId: 3, trigger: 'load' } }),
      allSettled(popupRequested, { scope, params: { popupId: 3, trigger: 'load' } }),
    ]);
    expect(api.mock.calls.filter(([r]) => r.path === '/popup/3')).toHaveLength(1);
    expect(scope.getState($activePopup)?.id).toBe(3);
  });

  it('opens a popup by its button every time, even within its hide duration and after a close', async () => {
    const { scope, api, remembered } = setup({ 3: popup(3) }, { 'popup-3': String(NOW - 60_000) });
    const click = { popupId: 3, trigger: 'button' as const };
    await allSettled(popupRequested, { scope, params: { popupId: 3, trigger: 'load' } });
    expect(scope.getState($activePopup)).toBeNull();
    await allSettled(popupRequested, { scope, params: click });
    expect(scope.getState($activePopup)?.id).toBe(3);
    await allSettled(popupClosed, { scope });
    expect(remembered).toEqual([3]);
    await allSettled(popupRequested, { scope, params: click });
    expect(scope.getState($activePopup)?.id).toBe(3);
    // a click on the popup already shown adds nothing
    await allSettled(popupRequested, { scope, params: click });
    expect(scope.getState($popupQueue)).toHaveLength(1);
    expect(api).toHaveBeenCalledTimes(3);
  });

  it('holds a popup that opens by itself while held (the consent banner asks), never a click', async () => {
    const { scope } = setup({ 3: popup(3), 4: popup(4) }, {}, true);
    await allSettled(popupRequested, { scope, params: { popupId: 3, trigger: 'load' } });
    expect(scope.getState($activePopup)).toBeNull();
    await allSettled(popupRequested, { scope, params: { popupId: 4, trigger: 'button' } });
    expect(scope.getState($activePopup)?.id).toBe(4);
    await allSettled(popupClosed, { scope });
    expect(scope.getState($activePopup)).toBeNull();
    await allSettled(popupsHeldSet, { scope, params: false });
    expect(scope.getState($activePopup)?.id).toBe(3);
    expect(scope.getState($openedPopups)).toEqual([4, 3]);
    await allSettled(popupClosed, { scope });
    // released once: holding again shows nothing new
    await allSettled(popupsHeldSet, { scope, params: true });
    await allSettled(popupsHeldSet, { scope, params: false });
    expect(scope.getState($activePopup)).toBeNull();
  });

  it('does not open a held popup that a click opened meanwhile a second time', async () => {
    const { scope } = setup({ 3: popup(3) }, {}, true);
    await allSettled(popupRequested, { scope, params: { popupId: 3, trigger: 'load' } });
    await allSettled(popupRequested, { scope, params: { popupId: 3, trigger: 'button' } });
    await allSettled(popupClosed, { scope });
    await allSettled(popupsHeldSet, { scope, params: false });
    expect(scope.getState($activePopup)).toBeNull();
  });

  it('opens nothing outside a browser', async () => {
    const scope = fork({
      handlers: [
        [fetchPopupFx, async () => ({ status: 200, body: { success: true, data: popup(3), message: '' } })],
      ],
    });
    await allSettled(popupRequested, { scope, params: { popupId: 3, trigger: 'load' } });
    expect(scope.getState($activePopup)).toBeNull();
  });
});
