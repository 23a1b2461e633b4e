import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $documentMeta, documentMetaSet } from '../../shared/model/meta.ts';
import { $service, $serviceStatus, fetchServiceFx, servicePageOpened } from './model.ts';

const service = (id: number, title = `Service ${id}`) => ({
  id,
  title,
  slug: `service-${id}`,
  summary: `Résumé ${id}`,
  body: '<p>Le détail</p>',
  image: null,
  tags: [],
  price: null,
  listing: null,
});

describe('the service page (SPEC §4 "the current service is reused if its id is unchanged")', () => {
  it('makes no second call for the service it already holds, and sets the page head again', async () => {
    const api = fakeApi({ 'GET /service/3': ok(service(3, 'Prêt de matériel')) });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(servicePageOpened, { scope, params: { id: '3' } });
    expect(scope.getState($service)?.title).toBe('Prêt de matériel');
    await allSettled(documentMetaSet, { scope, params: { title: 'Ailleurs', canonicalPath: '/ailleurs' } });
    expect(scope.getState($documentMeta).title).toBe('Ailleurs');
    await allSettled(servicePageOpened, { scope, params: { id: '3' } });
    expect(api.calls.map((c) => c.path)).toEqual(['/service/3']);
    expect(scope.getState($serviceStatus)).toBe(200);
    expect(scope.getState($documentMeta)).toMatchObject({
      title: 'Prêt de matériel',
      canonicalPath: '/services/service-3/3',
    });
  });

  it('clears the current service before loading another one', async () => {
    const api = fakeApi({ 'GET /service/4': ok(service(4)) });
    const seen: (number | null)[] = [];
    const scope = fork({
      values: [[$service, service(3)]],
      handlers: [
        [
          requestFx,
          (request: Parameters<typeof api.handler>[0]) => {
            // what the page holds while the other service loads
            seen.push(scope.getState($service)?.id ?? null);
            return api.handler(request);
          },
        ],
      ],
    });
    await allSettled(servicePageOpened, { scope, params: { id: '4' } });
    expect(seen).toEqual([null]);
    expect(scope.getState($service)?.id).toBe(4);
  });

  it('answers 404 for a malformed id without a call, and for a service of another site', async () => {
    const api = fakeApi({ 'GET /service/9': failure(404) });
    const scope = fork({ values: [[$service, service(3)]], handlers: [[requestFx, api.handler]] });
    await allSettled(servicePageOpened, { scope, params: { id: 'abc' } });
    expect(scope.getState($serviceStatus)).toBe(404);
    expect(scope.getState($service)).toBeNull();
    expect(api.calls).toEqual([]);
    await allSettled(servicePageOpened, { scope, params: { id: '9' } });
    expect(scope.getState($serviceStatus)).toBe(404);
    expect(scope.getState($service)).toBeNull();
  });

  it('reports a failing API as 500', async () => {
    const scope = fork({
      handlers: [
        [
          fetchServiceFx,
          () => {
            throw new Error('down');
          },
        ],
      ],
    });
    await allSettled(servicePageOpened, { scope, params: { id: '5' } });
    expect(scope.getState($serviceStatus)).toBe(500);
  });
});
