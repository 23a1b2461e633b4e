import { createEvent, createStore, sample } from 'effector';
import type { Parameter } from '#shared/contracts/site.ts';
import { toParameterMap } from '../../entities/site/index.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

interface LegalPageRequest {
  parameter: string;
  path: string;
  title: string;
}

/** A legal page shows the HTML of one legal-text parameter (SPEC §3), sanitised on save. */
export const legalPageOpened = createEvent<LegalPageRequest>();

const fetchLegalTextFx = createApiEffect<LegalPageRequest, Parameter[]>(() => ({ path: '/parameter' }));

export const $legalPage = createStore<{ parameter: string; title: string; html: string | null } | null>(null);
/** 200 with a text, 404 when the site has none, 500 when the API failed. */
export const $legalPageStatus = createStore(200);

sample({ clock: legalPageOpened, target: fetchLegalTextFx });
sample({
  clock: fetchLegalTextFx.done,
  fn: ({ params, result }) => ({
    parameter: params.parameter,
    title: params.title,
    html: result.body.success ? toParameterMap(result.body.data)[params.parameter] || null : null,
  }),
  target: $legalPage,
});
sample({
  clock: fetchLegalTextFx.done,
  fn: ({ params, result }) =>
    !result.body.success ? 500 : toParameterMap(result.body.data)[params.parameter] ? 200 : 404,
  target: $legalPageStatus,
});
sample({ clock: fetchLegalTextFx.fail, fn: () => 500, target: $legalPageStatus });
sample({
  clock: legalPageOpened,
  fn: ({ title, path }) => ({ title, canonicalPath: path }),
  target: documentMetaSet,
});
