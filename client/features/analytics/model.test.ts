import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { requestFx } from '../../shared/api/request.ts';
import { $analyticsWanted, analyticsAllowed, analyticsRefused } from './consent.ts';
import { $analytics, analyticsLoaderMounted } from './model.ts';

const PARAMETERS = [
  { type: 'MATOMO_URL', value: 'https://stats.example.org' },
  { type: 'MATOMO_SITE_ID', value: '4' },
];

function setup(values: [typeof $analytics, unknown][] = []) {
  const api = vi.fn(async (_request: { path: string }) => ({
    status: 200,
    body: { success: true, data: PARAMETERS, message: '' },
  }));
  return { api, scope: fork({ values: values as never, handlers: [[requestFx, api]] }) };
}

describe('analytics settings', () => {
  it('are fetched when the visitor accepts (the render of a visitor who had), and dropped on refusal', async () => {
    const { api, scope } = setup();
    await allSettled(analyticsAllowed, { scope });
    expect(api).toHaveBeenCalledTimes(1);
    expect(scope.getState($analytics)?.matomo).toEqual({ url: 'https://stats.example.org/', siteId: '4' });
    expect(scope.getState($analyticsWanted)).toBe(true);
    await allSettled(analyticsRefused, { scope });
    expect(scope.getState($analytics)).toBeNull();
    expect(scope.getState($analyticsWanted)).toBe(true); // the loader stays, to stop what runs
  });

  it('are fetched by the loader that came after the consent, unless the page brought them', async () => {
    const missed = setup();
    await allSettled(analyticsLoaderMounted, { scope: missed.scope });
    expect(missed.api).toHaveBeenCalledTimes(1);
    expect(missed.scope.getState($analytics)?.matomo?.siteId).toBe('4');
    const brought = setup([
      [$analytics, { matomo: null, gtm: 'GTM-X', googleAds: null, plausible: null, metaPixel: null }],
    ]);
    await allSettled(analyticsLoaderMounted, { scope: brought.scope });
    expect(brought.api).not.toHaveBeenCalled();
  });
});
