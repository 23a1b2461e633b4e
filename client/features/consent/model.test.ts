import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $consent,
  $consentBannerVisible,
  consentChosen,
  consentManageOpened,
  saveConsentFx,
} from './model.ts';

describe('consent model', () => {
  it('shows the banner until a choice is known, and hides it for a choice the server read', () => {
    expect(fork().getState($consentBannerVisible)).toBe(true);
    const scope = fork({ values: [[$consent, { choice: 'none', decidedAt: 1 }]] });
    expect(scope.getState($consentBannerVisible)).toBe(false);
  });

  it('saves a choice, keeps it and hides the banner; "Gérer les cookies" shows it again', async () => {
    const save = vi.fn(async (choice: 'all' | 'none') => ({ choice, decidedAt: 42 }));
    const scope = fork({ handlers: [[saveConsentFx, save]] });
    await allSettled(consentChosen, { scope, params: 'none' });
    expect(save).toHaveBeenCalledWith('none');
    expect(scope.getState($consent)).toEqual({ choice: 'none', decidedAt: 42 });
    expect(scope.getState($consentBannerVisible)).toBe(false);
    await allSettled(consentManageOpened, { scope });
    expect(scope.getState($consentBannerVisible)).toBe(true);
    await allSettled(consentChosen, { scope, params: 'all' });
    expect(scope.getState($consent)?.choice).toBe('all');
    expect(scope.getState($consentBannerVisible)).toBe(false);
  });

  it('keeps the banner when saving fails', async () => {
    const scope = fork({
      handlers: [
        [
          saveConsentFx,
          async () => {
            throw new Error('offline');
          },
        ],
      ],
    });
    await allSettled(consentChosen, { scope, params: 'all' });
    expect(scope.getState($consent)).toBeNull();
    expect(scope.getState($consentBannerVisible)).toBe(true);
  });
});
