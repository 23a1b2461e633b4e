import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { requestFx } from '../../shared/api/request.ts';
import { popupRequested } from '../../shared/model/overlays.ts';
import { $popupsWanted } from './requests.ts';

// this file never imports the model: it comes with the first request, as in a page
describe('popup requests before the popups model has loaded', () => {
  it('are kept, then sent to the model once it has loaded; later ones reach it directly', async () => {
    const api = vi.fn(async (_request: { path: string }) => ({
      status: 404,
      body: { success: false, data: null, message: 'This popup is not shown.' },
    }));
    const scope = fork({ handlers: [[requestFx, api]] });
    expect(scope.getState($popupsWanted)).toBe(false);
    await Promise.all([
      allSettled(popupRequested, { scope, params: { popupId: 3, trigger: 'load' } }),
      allSettled(popupRequested, { scope, params: { popupId: 4, trigger: 'button' } }),
    ]);
    const paths = () => api.mock.calls.map(([request]) => request.path);
    expect(paths()).toEqual(['/popup/3', '/popup/4']);
    expect(scope.getState($popupsWanted)).toBe(true);
    await allSettled(popupRequested, { scope, params: { popupId: 5, trigger: 'button' } });
    expect(paths()).toEqual(['/popup/3', '/popup/4', '/popup/5']);
  });
});
