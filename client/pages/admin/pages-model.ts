// /admin/pages: the page tree of a locale (ADR 014), and its moves — by the move buttons (up,
// down, out, in: pages-tree.ts computes where) or by a drag and drop. A move shows at once, is
// sent to the API (`POST /admin/pages/:id/move`, which answers the whole tree), then announced;
// a refusal puts the tree back and says why.
import { createEvent, createStore, sample } from 'effector';
import type { AdminPage } from '#shared/contracts/admin-pages.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { lastRefusal } from './admin-form.ts';
import { languagesNeeded } from './languages-model.ts';
import { pagesPageEntered } from './pages-notice.ts';
import {
  applyMove,
  isNoMove,
  isRefusedMove,
  type MoveKind,
  type MoveTarget,
  moveTarget,
} from './pages-tree.ts';
import { panelStatusOf } from './panel-model.ts';
import { localeOf, pagesPath } from './paths.ts';

export const pagesOpened = createEvent<{ search: string }>();

/** Every page of a locale, flat, in tree order. */
export const fetchAdminPagesFx = createApiEffect<string, AdminPage[]>((locale) => ({
  path: '/admin/pages',
  query: new URLSearchParams({ locale }).toString(),
}));

export const $pagesLocale = createStore('fr_FR');
export const $pages = createStore<AdminPage[]>([]);
export const $pagesStatus = createStore(200);

sample({
  clock: pagesOpened,
  fn: ({ search }) => localeOf(search),
  target: [$pagesLocale, fetchAdminPagesFx],
});
sample({ clock: pagesOpened, fn: ({ search }) => pagesPath(localeOf(search)), target: pagesPageEntered });
sample({ clock: pagesOpened, fn: () => undefined, target: languagesNeeded });
sample({
  clock: fetchAdminPagesFx.done,
  source: $pagesLocale,
  // the answer of the locale on screen alone (the page form reads the same list)
  filter: (locale, { params }) => params === locale,
  fn: (_, { result }) => (result.body.success ? result.body.data : []),
  target: $pages,
});
sample({
  clock: fetchAdminPagesFx.done,
  source: $pagesLocale,
  filter: (locale, { params }) => params === locale,
  fn: (_, { result }) => panelStatusOf(result),
  target: $pagesStatus,
});
sample({ clock: fetchAdminPagesFx.fail, fn: () => 500, target: $pagesStatus });

// --- Moves --------------------------------------------------------------------------------

/** A move button pressed on a page. */
export const moveClicked = createEvent<{ id: number; kind: MoveKind }>();
/** A page dropped at the end of a drag (by pointer or keyboard). */
export const pageDropped = createEvent<{ id: number; target: MoveTarget }>();

/** What the move was made with: a move button (its kind) or the drag handle; the focus goes back
 * to it once the tree is drawn again. */
export type MoveControl = MoveKind | 'drag';

interface MoveRequest {
  id: number;
  target: MoveTarget;
  control: MoveControl;
}

const moveRequested = createEvent<MoveRequest>();

export const movePageFx = createApiEffect<MoveRequest, AdminPage[]>(({ id, target }) => ({
  method: 'POST',
  path: `/admin/pages/${id}/move`,
  body: { parentId: target.parentId, position: target.position },
}));

const buttonMove = sample({
  clock: moveClicked,
  source: $pages,
  filter: (pages, { id, kind }) => moveTarget(pages, id, kind) !== null,
  fn: (pages, { id, kind }): MoveRequest => ({ id, control: kind, target: moveTarget(pages, id, kind)! }),
});
const dropMove = sample({
  clock: pageDropped,
  source: $pages,
  filter: (pages, { id, target }) => !isNoMove(pages, id, target) && !isRefusedMove(pages, id, target),
  fn: (_, { id, target }): MoveRequest => ({ id, target, control: 'drag' }),
});
// one move at a time: the next one starts from the tree the API answered
sample({ clock: [buttonMove, dropMove], filter: movePageFx.pending.map((p) => !p), target: moveRequested });

/** The tree before the move on its way: put back if the API refuses it. */
const $treeBeforeMove = createStore<AdminPage[] | null>(null, { serialize: 'ignore' });
sample({ clock: moveRequested, source: $pages, target: $treeBeforeMove });
sample({
  clock: moveRequested,
  source: $pages,
  fn: (pages, { id, target }) => applyMove(pages, id, target),
  target: $pages,
});
sample({ clock: moveRequested, target: movePageFx });
sample({
  clock: movePageFx.done,
  filter: ({ result }) => result.body.success,
  fn: ({ result }) => result.body.data as AdminPage[],
  target: $pages,
});
const moveRefused = sample({
  clock: [movePageFx.done.filter({ fn: ({ result }) => !result.body.success }), movePageFx.fail],
  source: $treeBeforeMove,
  filter: (before): before is AdminPage[] => before !== null,
});
sample({ clock: moveRefused, target: $pages });
$treeBeforeMove.reset(pagesOpened);

/** Where the focus goes back after a move: the moved page's control (counted, so that the view
 * acts on each move, even a second one of the same page). */
export const $moveFocus = createStore<{ id: number; control: MoveControl; count: number } | null>(null, {
  serialize: 'ignore',
})
  .on(moveRequested, (last, { id, control }) => ({ id, control, count: (last?.count ?? 0) + 1 }))
  .on(movePageFx.finally, (last) => last && { ...last, count: last.count + 1 })
  .reset(pagesOpened);

/** The move the API made: the view says where the page is now (a polite live region). */
export const $moveDone = createStore<{ id: number; count: number } | null>(null, { serialize: 'ignore' })
  .on(movePageFx.done.filter({ fn: ({ result }) => result.body.success }), (last, { params }) => ({
    id: params.id,
    count: (last?.count ?? 0) + 1,
  }))
  .reset(pagesOpened);

/** Why the last move was refused (the API's sentence; empty when it could not be reached). */
export const $moveRefusal = lastRefusal(movePageFx, [pagesOpened, moveRequested]);
export const $movePending = movePageFx.pending;
