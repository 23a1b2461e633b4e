import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { requestFx } from '../../shared/api/request.ts';
import { pageEntered, reloadPageFx, visitSource, withoutQuery } from './model.ts';

const entry = (search: string) => ({ pathname: '/infos-utiles', search, hash: '#horaires' });

function setup(status = 200) {
  const api = vi.fn(async (_request: { path: string }) => ({
    status,
    body: { success: status === 200, data: null, message: '' },
  }));
  const reload = vi.fn();
  const scope = fork({
    handlers: [
      [requestFx, api],
      [reloadPageFx, reload],
    ],
  });
  return { scope, api, reload };
}

describe('the from parameter', () => {
  it('reads the source and builds the clean URL', () => {
    expect(visitSource('?from=newsletter&x=1')).toBe('newsletter');
    expect(visitSource('?x=1')).toBeNull();
    expect(visitSource('?from=')).toBeNull();
    expect(withoutQuery(entry('?from=affiche'))).toBe('/infos-utiles#horaires');
  });

  it('logs the visit, then reloads the page without the query string', async () => {
    const { scope, api, reload } = setup();
    await allSettled(pageEntered, { scope, params: entry('?from=affiche-mairie&utm=1') });
    expect(api).toHaveBeenCalledTimes(1);
    expect(api.mock.calls[0]![0]).toMatchObject({ path: '/site/visit/affiche-mairie' });
    expect(reload).toHaveBeenCalledWith('/infos-utiles#horaires');
  });

  it('reloads even when the API refuses the source, and encodes it', async () => {
    const { scope, api, reload } = setup(400);
    await allSettled(pageEntered, { scope, params: entry('?from=a/b c') });
    expect(api.mock.calls[0]![0]).toMatchObject({ path: '/site/visit/a%2Fb%20c' });
    expect(reload).toHaveBeenCalledWith('/infos-utiles#horaires');
  });

  it('does nothing without the parameter, and acts once per page life', async () => {
    const { scope, api, reload } = setup();
    await allSettled(pageEntered, { scope, params: entry('') });
    await allSettled(pageEntered, { scope, params: entry('?from=late') });
    expect(api).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    const twice = setup();
    await allSettled(pageEntered, { scope: twice.scope, params: entry('?from=x') });
    await allSettled(pageEntered, { scope: twice.scope, params: entry('?from=x') });
    expect(twice.api).toHaveBeenCalledTimes(1);
  });
});
