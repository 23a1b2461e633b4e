// /admin/journal: the site's audit log, newest first (ADR 013), a page at a time (`?page=`) and
// filtered by the kind of thing written (`?entite=`): plain links and a GET form, so that it reads
// without JavaScript too. A page past the last one does not exist (404).
import { createEvent, createStore, sample } from 'effector';
import type { AuditEntry } from '#shared/contracts/admin.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import { requestedPage } from '#shared/lib/pagination.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { panelStatusOf } from './panel-model.ts';

export const JOURNAL_PAGE_SIZE = 20;
/** The URL's parameter of the filter (the panel speaks French). */
export const ENTITY_PARAM = 'entite';
/** The API's own rule for an entity's name (shared/contracts/admin.ts). */
const ENTITY_NAME = /^[a-zA-Z.-]{1,40}$/;

export interface JournalQuery {
  page: number;
  entity: string | null;
}

/** What the page's URL asks for; a filter the API would refuse is no filter. */
export function journalQueryOf(search: string): JournalQuery {
  const params = new URLSearchParams(search);
  const entity = params.get(ENTITY_PARAM)?.trim() ?? '';
  return { page: requestedPage(params), entity: ENTITY_NAME.test(entity) ? entity : null };
}

/** The query of GET /admin/audit. */
export function auditQueryOf({ page, entity }: JournalQuery): string {
  const params = new URLSearchParams({ page: String(page), nbItem: String(JOURNAL_PAGE_SIZE) });
  if (entity) params.set('entity', entity);
  return params.toString();
}

/** A value before or after a change, as text: never read as HTML (the view prints text nodes). */
export function changeValueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export const journalOpened = createEvent<{ search: string }>();

const fetchJournalFx = createApiEffect<JournalQuery, ListResult<AuditEntry>>((query) => ({
  path: '/admin/audit',
  query: auditQueryOf(query),
}));

export const $journalQuery = createStore<JournalQuery>({ page: 1, entity: null });
export const $journal = createStore<ListResult<AuditEntry> | null>(null);
export const $journalStatus = createStore(200);

sample({ clock: journalOpened, fn: ({ search }) => journalQueryOf(search), target: $journalQuery });
sample({ clock: journalOpened, fn: ({ search }) => journalQueryOf(search), target: fetchJournalFx });
sample({
  clock: fetchJournalFx.doneData,
  fn: (response) => (response.body.success ? response.body.data : null),
  target: $journal,
});
sample({
  clock: fetchJournalFx.done,
  fn: ({ params, result }) => {
    // a page the API refuses (past its limit) or past the last one is not there
    if (result.status === 400) return 404;
    const status = panelStatusOf(result);
    return status === 200 && params.page > 1 && result.body.data.items.length === 0 ? 404 : status;
  },
  target: $journalStatus,
});
sample({ clock: fetchJournalFx.fail, fn: () => 500, target: $journalStatus });
