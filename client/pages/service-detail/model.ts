// A service's page: /services/:slug?/:id (SPEC §2). SPEC §4: "the current service is reused if
// its id equals the requested one; otherwise it is cleared and reloaded" — going back to the
// same service costs no call, and another service never shows the previous one while it loads.
import { createEvent, createStore, sample } from 'effector';
import { servicePath } from '#shared/config/sections.ts';
import type { ServiceDetail } from '#shared/contracts/town.ts';
import { cropText } from '#shared/lib/format.ts';
import { htmlToText } from '#shared/lib/html.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { answerStatus, parseRouteId } from '../../shared/lib/route-params.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

export const servicePageOpened = createEvent<{ id: string | undefined }>();

export const fetchServiceFx = createApiEffect<number, ServiceDetail>((id) => ({ path: `/service/${id}` }));

export const $service = createStore<ServiceDetail | null>(null);
export const $serviceStatus = createStore(200);

const requested = sample({
  clock: servicePageOpened,
  source: $service,
  fn: (current, { id }) => ({ current, id: parseRouteId(id) }),
});
const reused = sample({
  clock: requested,
  filter: ({ current, id }) => id !== null && current?.id === id,
  fn: ({ current }) => current!,
});
const reload = sample({
  clock: requested,
  filter: ({ current, id }) => id !== null && current?.id !== id,
  fn: ({ id }) => id!,
});

sample({ clock: requested, filter: ({ id }) => id === null, fn: () => 404, target: $serviceStatus });
sample({ clock: requested, filter: ({ id }) => id === null, fn: () => null, target: $service });
sample({ clock: reused, fn: () => 200, target: $serviceStatus });
sample({ clock: reload, fn: () => null, target: $service });
sample({ clock: reload, target: fetchServiceFx });
sample({ clock: fetchServiceFx.doneData, fn: answerStatus, target: $serviceStatus });
sample({ clock: fetchServiceFx.fail, fn: () => 500, target: $serviceStatus });
sample({
  clock: fetchServiceFx.doneData,
  filter: (r) => r.body.success,
  fn: ({ body }) => body.data,
  target: $service,
});

export const canonicalServicePath = (service: Pick<ServiceDetail, 'slug' | 'id'>) =>
  servicePath(service.slug, service.id);

const shown = sample({
  clock: [reused, fetchServiceFx.doneData.filterMap((r) => (r.body.success ? r.body.data : undefined))],
});
sample({
  clock: shown,
  fn: (service) => ({
    title: service.title,
    description: service.summary ?? cropText(htmlToText(service.body), 160),
    canonicalPath: canonicalServicePath(service),
    image: service.image?.url ?? null,
  }),
  target: documentMetaSet,
});
