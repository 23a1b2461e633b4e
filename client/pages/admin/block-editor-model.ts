// /admin/pages/:id/contenu: a block page's content (ADR 015). The blocks on screen start from the
// page's shared draft (else its live layout); staff add, fill, move and remove blocks, each checked
// by the contract the API applies; the preview redraws with the public page's own components after
// each accepted change; the draft is saved whole, published, discarded, or replaced by a revision.
// Every write names the draft it started from: a newer one answers 409, and the editor offers to
// reload.
import { attach, combine, createEffect, createEvent, createStore, type Effect, sample } from 'effector';
import type { FieldError } from '#shared/contracts/account.ts';
import type { BlockOptions, EditorLayout, Revision, RevisionDetail } from '#shared/contracts/admin-layout.ts';
import type { BlockType, PageBlock } from '#shared/contracts/blocks.ts';
import { blockPlaceholder } from '#shared/lib/grape-placeholders.ts';
import { type ApiResponse, createApiEffect } from '../../shared/api/request.ts';
import { type Refusal, refusalOf } from './admin-form.ts';
import { descriptorOf } from './block-fields.ts';
import {
  type BlockChange,
  blockErrors,
  compareLayouts,
  cryptoRandom,
  type EditorBlock,
  errorsByBlock,
  insertBlock,
  moveBlock,
  newBlockId,
} from './block-layout.ts';
import { languagesNeeded } from './languages-model.ts';
import { panelStatusOf } from './panel-model.ts';
import { previewKit } from './preview-kit.ts';

// --- The ids of the editor's controls (the focus is moved to them) ----------------------------

export const blockElementId = (id: string) => `block-${id}`;
export const blockControlId = (id: string, control: 'toggle' | 'up' | 'down' | 'drag' | 'remove') =>
  `block-${id}-${control}`;
export const blockFieldId = (id: string, path: string) => `block-${id}-field-${path.replace(/\./g, '-')}`;
export const ADD_TYPE_ID = 'block-add-type';
export const EDITOR_STATUS_ID = 'block-editor-status';

// --- Opening --------------------------------------------------------------------------------

export const blockEditorOpened = createEvent<{ id: number }>();

const fetchLayoutFx = createApiEffect<number, EditorLayout>((id) => ({ path: `/admin/page/${id}/layout` }));
const fetchOptionsFx = createApiEffect<void, BlockOptions>(() => ({ path: '/admin/blocks/options' }));
const fetchRevisionsFx = createApiEffect<number, Revision[]>((id) => ({
  path: `/admin/page/${id}/layout/revisions`,
}));

export const $editorPageId = createStore(0).on(blockEditorOpened, (_, { id }) => id);
/** The API's last word on the page's layouts: its live blocks, its draft, the page. */
export const $editorLayout = createStore<EditorLayout | null>(null);
export const $blockOptions = createStore<BlockOptions | null>(null);
export const $revisions = createStore<Revision[]>([]);
/** 200, 404 for a page that is not there, 401/403, or 500. */
export const $blockEditorStatus = createStore(200);

// not a page's number (0): no such page
const opened = blockEditorOpened.filter({ fn: ({ id }) => id > 0 });
sample({ clock: opened, fn: ({ id }) => id, target: [fetchLayoutFx, fetchRevisionsFx] });
sample({ clock: opened, fn: () => undefined, target: [fetchOptionsFx, languagesNeeded] });
sample({ clock: blockEditorOpened, fn: ({ id }) => (id > 0 ? 200 : 404), target: $blockEditorStatus });
$editorLayout.reset(blockEditorOpened);

/** A page that is not there (or a number the API refuses) is a 404. */
const statusOfAnswer = (response: ApiResponse<unknown>) =>
  !response.body.success && (response.status === 404 || response.status === 400)
    ? 404
    : panelStatusOf(response);
sample({
  clock: fetchLayoutFx.done,
  source: $editorPageId,
  filter: (id, { params }) => params === id,
  fn: (_, { result }) => statusOfAnswer(result),
  target: $blockEditorStatus,
});
sample({ clock: fetchLayoutFx.fail, fn: () => 500, target: $blockEditorStatus });
sample({
  clock: fetchOptionsFx.doneData,
  filter: (response) => response.body.success,
  fn: (response) => response.body.data as BlockOptions,
  target: $blockOptions,
});
sample({
  clock: fetchRevisionsFx.doneData,
  fn: (response) => (response.body.success ? (response.body.data as Revision[]) : []),
  target: $revisions,
});

// --- The blocks on screen ---------------------------------------------------------------------

/** The blocks as staff edit them. */
export const $blocks = createStore<EditorBlock[]>([]);
/** Counts the times the blocks were replaced by the API's (opened, reloaded, discarded, restored):
 * the forms are drawn anew then, with what they hold. */
export const $blocksVersion = createStore(0);
/** The blocks the preview shows: those of the last accepted change. */
export const $previewBlocks = createStore<EditorBlock[]>([]);

/** Every change of the blocks; `commit`: an accepted one, which the preview shows. */
const blocksChanged = createEvent<{ blocks: EditorBlock[]; commit: boolean }>();
/** The blocks replaced by the API's answer. */
const blocksReplaced = createEvent<EditorLayout>();
/** The preview redraws with the blocks on screen. */
const previewCommitted = createEvent();

const local = { serialize: 'ignore' } as const;
/** Counts the changes staff made, and the count the API has (saved or published). */
const $editCount = createStore(0, local).on(blocksChanged, (n) => n + 1);
const $savedCount = createStore(0, local);
/** Changes not saved yet. */
export const $dirty = combine($editCount, $savedCount, (edits, saved) => edits !== saved);

const blocksOf = (layout: EditorLayout): EditorBlock[] =>
  (layout.draft?.blocks ?? layout.live?.blocks ?? []) as EditorBlock[];

$blocks.on(blocksChanged, (_, { blocks }) => blocks).on(blocksReplaced, (_, layout) => blocksOf(layout));
$blocksVersion.on(blocksReplaced, (n) => n + 1);
$editorLayout.on(blocksReplaced, (_, layout) => layout);
sample({ clock: blocksReplaced, source: $editCount, target: $savedCount });
sample({
  clock: [blocksReplaced, blocksChanged.filter({ fn: ({ commit }) => commit })],
  target: previewCommitted,
});

sample({
  clock: fetchLayoutFx.done,
  source: $editorPageId,
  filter: (id, { params, result }) => params === id && result.body.success,
  fn: (_, { result }) => result.body.data as EditorLayout,
  target: blocksReplaced,
});

// --- A page-builder page's canvas (type GRAPE, ADR 006 amended) --------------------------------

/** The page builder's HTML and CSS on screen (null for a block page): the HTML marks the place of
 * each of the page's blocks (shared/lib/grape-placeholders.ts). */
export interface Canvas {
  html: string;
  css: string;
}
export const $canvas = createStore<Canvas | null>(null);

/** A page-builder page's canvas as stored: a layout without HTML (a block page turned into a
 * page-builder page) starts with its blocks' places in order. */
export function canvasOf(layout: EditorLayout): Canvas | null {
  if (layout.page.type !== 'GRAPE') return null;
  const shown = layout.draft ?? layout.live;
  return {
    html: shown?.html ?? (shown?.blocks ?? []).map((b) => blockPlaceholder(b.id)).join('\n'),
    css: shown?.css ?? '',
  };
}
$canvas.on(blocksReplaced, (_, layout) => canvasOf(layout));

/** The page builder changed: its HTML and CSS, and the blocks it places in their order. */
export const canvasChanged = createEvent<Canvas & { placed: readonly string[] }>();
/** A block dropped into the page builder from its list: it is placed already. */
export const canvasBlockCreated = createEvent<EditorBlock>();

/** The blocks follow the canvas: in the order of their places, those without a place removed. */
export const blocksInPlaceOrder = (
  blocks: readonly EditorBlock[],
  placed: readonly string[],
): EditorBlock[] => placed.flatMap((id) => blocks.find((b) => b.id === id) ?? []);
/** A report that changes nothing (the canvas said the same again) is not an edit. */
const canvasMoved = sample({
  clock: canvasChanged,
  source: { canvas: $canvas, blocks: $blocks },
  filter: ({ canvas, blocks }, next) =>
    canvas?.html !== next.html ||
    canvas.css !== next.css ||
    blocks.map((b) => b.id).join() !== next.placed.join(),
  fn: ({ blocks }, next) => ({ ...next, blocks: blocksInPlaceOrder(blocks, next.placed) }),
});
$canvas.on(canvasMoved, (_, { html, css }) => ({ html, css }));
sample({ clock: canvasMoved, fn: ({ blocks }) => ({ blocks, commit: true }), target: blocksChanged });
sample({
  clock: canvasBlockCreated,
  source: $blocks,
  filter: (blocks, block) => !blocks.some((b) => b.id === block.id),
  fn: (blocks, block) => ({ blocks: [...blocks, block], commit: true }),
  target: blocksChanged,
});

/** What the preview draws: the blocks that pass the contract (the others show a notice). */
export const previewableBlocks = (blocks: readonly EditorBlock[]): PageBlock[] =>
  blocks.filter((block) => blockErrors(block).length === 0) as PageBlock[];

/** The preview's blocks ask for their data, as the public page's do (./preview-kit.ts). */
const previewDataFx = createEffect((opened: { blocks: PageBlock[]; search: string }) => {
  previewKit()?.blocksOpened(opened);
});

sample({ clock: previewCommitted, source: $blocks, target: $previewBlocks });
sample({
  clock: previewCommitted,
  source: $blocks,
  fn: (blocks) => ({ blocks: previewableBlocks(blocks), search: '' }),
  target: previewDataFx,
});

// --- Checks -----------------------------------------------------------------------------------

/** What the contract refuses in each block, by block id. */
export const $blockIssues = $blocks.map((blocks) =>
  Object.fromEntries(blocks.map((block) => [block.id, blockErrors(block)])),
);
/** The fields staff have left (their errors show from then on), `<block id> <field>`. */
const $touched = createStore<Record<string, true>>({}, local).reset(blocksReplaced);
/** The fields staff have changed, `<block id> <field>`: a field only passed through shows no
 * error when left (its words would push what follows away from the pointer about to click it). */
const $edited = createStore<Record<string, true>>({}, local).reset(blocksReplaced);
/** Every error shows, once a save was tried. */
const $allShown = createStore(false, local).reset(blocksReplaced);
/** The API's refusals of the last save, by block id (a field changed since loses its own). */
const $serverErrors = createStore<Record<string, FieldError[]>>({}, local).reset(blocksReplaced);

const fieldOf = (path: string) => path.split('.')[0] ?? '';

/** The errors on screen, by block id: the API's, and the contract's of the fields left. */
export const $shownErrors = combine(
  { issues: $blockIssues, touched: $touched, all: $allShown, server: $serverErrors },
  ({ issues, touched, all, server }) => {
    const shown: Record<string, FieldError[]> = {};
    for (const [id, errors] of Object.entries(issues)) {
      const fromServer = server[id] ?? [];
      const own = errors.filter(
        (e) =>
          (all || touched[`${id} ${fieldOf(e.path)}`]) &&
          !fromServer.some((s) => fieldOf(s.path) === fieldOf(e.path)),
      );
      if (fromServer.length || own.length) shown[id] = [...fromServer, ...own];
    }
    return shown;
  },
);

// --- Editing ----------------------------------------------------------------------------------

/** The block whose form is open. */
export const $openBlock = createStore<string | null>(null, local).reset(blockEditorOpened);
/** Where the focus goes next: an element's id (counted: the view acts on each request). */
export const $focusRequest = createStore<{ target: string; count: number } | null>(null, local);
const focusRequested = createEvent<string>();
$focusRequest.on(focusRequested, (last, target) => ({ target, count: (last?.count ?? 0) + 1 }));

export const blockToggled = createEvent<string>();
$openBlock.on(blockToggled, (open, id) => (open === id ? null : id));
/** The page builder selected a block's place (its form opens), or something else (null). */
export const blockSelected = createEvent<string | null>();
$openBlock.on(blockSelected, (_, id) => id);

/** A field typed in (the preview waits until it is left). */
export const blockFieldChanged = createEvent<{ id: string; name: string; value: unknown }>();
/** A field whose choice is made at once (a box, a list): the preview shows it. */
export const blockFieldSet = createEvent<{ id: string; name: string; value: unknown }>();
/** A field left: its errors show, and the preview shows what it holds. */
export const blockFieldLeft = createEvent<{ id: string; name: string }>();

const withField = (
  blocks: EditorBlock[],
  { id, name, value }: { id: string; name: string; value: unknown },
) =>
  blocks.map((block) => {
    if (block.id !== id) return block;
    const next: EditorBlock = { ...block };
    if (value === undefined) delete next[name];
    else next[name] = value;
    return next;
  });

sample({
  clock: blockFieldChanged,
  source: $blocks,
  fn: (blocks, change) => ({ blocks: withField(blocks, change), commit: false }),
  target: blocksChanged,
});
sample({
  clock: blockFieldSet,
  source: $blocks,
  fn: (blocks, change) => ({ blocks: withField(blocks, change), commit: true }),
  target: blocksChanged,
});
const marked = (marks: Record<string, true>, { id, name }: { id: string; name: string }) =>
  marks[`${id} ${name}`] ? marks : { ...marks, [`${id} ${name}`]: true as const };
$edited.on(blockFieldChanged, marked);
$touched.on(blockFieldSet, marked);
sample({
  clock: blockFieldLeft,
  source: { touched: $touched, edited: $edited },
  filter: ({ edited }, { id, name }) => edited[`${id} ${name}`] === true,
  fn: ({ touched }, field) => marked(touched, field),
  target: $touched,
});
$serverErrors.on([blockFieldChanged, blockFieldSet], (errors, { id, name }) => {
  const own = errors[id];
  if (!own?.some((e) => fieldOf(e.path) === name)) return errors;
  return { ...errors, [id]: own.filter((e) => fieldOf(e.path) !== name) };
});
sample({
  clock: blockFieldLeft,
  source: { blocks: $blocks, preview: $previewBlocks },
  filter: ({ blocks, preview }) => blocks !== preview,
  target: previewCommitted,
});

/** A new block of its type, after the block whose form is open (else at the end), its form open
 * and its first field focused. */
export const blockAdded = createEvent<{ type: BlockType }>();

/** A new block's values. */
export function newBlock(type: BlockType, taken: readonly string[], random = cryptoRandom): EditorBlock {
  const initial = descriptorOf(type)?.initial ?? {};
  return { id: newBlockId(type, taken, random), type, ...structuredClone(initial) };
}

const added = sample({
  clock: blockAdded,
  source: { blocks: $blocks, open: $openBlock },
  fn: ({ blocks, open }, { type }) => {
    const block = newBlock(
      type,
      blocks.map((b) => b.id),
    );
    return { blocks: insertBlock(blocks, block, open), block };
  },
});
sample({ clock: added, fn: ({ blocks }) => ({ blocks, commit: true }), target: blocksChanged });
sample({ clock: added, fn: ({ block }) => block.id, target: $openBlock });
sample({
  clock: added,
  fn: ({ block }) => {
    const first = descriptorOf(block.type)?.fields[0];
    return first ? blockFieldId(block.id, first.name) : blockControlId(block.id, 'toggle');
  },
  target: focusRequested,
});

// --- Moving -----------------------------------------------------------------------------------

/** « Monter » / « Descendre » pressed on a block (the focus stays on that button). */
export const blockMoved = createEvent<{ id: string; direction: 'up' | 'down' }>();
/** A block dropped by a drag (pointer or keyboard) at the place of another. */
export const blockDropped = createEvent<{ id: string; overId: string }>();

/** The last move, said by a polite live region: the block and its place now (counted, so that
 * the same words are said again). */
export const $moveNews = createStore<{ id: string; position: number; count: number; n: number } | null>(
  null,
  local,
).reset(blockEditorOpened);

const moved = createEvent<{ blocks: EditorBlock[]; id: string; control: 'up' | 'down' | 'drag' }>();
sample({
  clock: blockMoved,
  source: $blocks,
  fn: (blocks, { id, direction }) => {
    const at = blocks.findIndex((b) => b.id === id);
    return {
      blocks: [...moveBlock(blocks, id, direction === 'up' ? at - 1 : at + 1)],
      id,
      control: direction,
    };
  },
  filter: (blocks, { id, direction }) => {
    const at = blocks.findIndex((b) => b.id === id);
    return at >= 0 && (direction === 'up' ? at > 0 : at < blocks.length - 1);
  },
  target: moved,
});
sample({
  clock: blockDropped,
  source: $blocks,
  filter: (blocks, { id, overId }) => id !== overId && blocks.some((b) => b.id === overId),
  fn: (blocks, { id, overId }) => ({
    blocks: [
      ...moveBlock(
        blocks,
        id,
        blocks.findIndex((b) => b.id === overId),
      ),
    ],
    id,
    control: 'drag' as const,
  }),
  target: moved,
});
sample({ clock: moved, fn: ({ blocks }) => ({ blocks, commit: true }), target: blocksChanged });
$moveNews.on(moved, (last, { blocks, id }) => ({
  id,
  position: blocks.findIndex((b) => b.id === id) + 1,
  count: blocks.length,
  n: (last?.n ?? 0) + 1,
}));
sample({ clock: moved, fn: ({ id, control }) => blockControlId(id, control), target: focusRequested });

// --- Removing, once confirmed -------------------------------------------------------------------

export const blockRemoveAsked = createEvent<string>();
export const blockRemoveCancelled = createEvent();
export const blockRemoveConfirmed = createEvent();
/** The block whose removal waits for a confirmation. */
export const $removeAsked = createStore<string | null>(null, local)
  .on(blockRemoveAsked, (_, id) => id)
  .reset(blockRemoveCancelled, blocksReplaced);

const removed = sample({
  clock: blockRemoveConfirmed,
  source: { blocks: $blocks, id: $removeAsked },
  filter: ({ id }) => id !== null,
  fn: ({ blocks, id }) => {
    const at = blocks.findIndex((b) => b.id === id);
    const rest = blocks.filter((b) => b.id !== id);
    // the focus goes to the block that took its place, else the one before, else the add field
    const next = rest[at] ?? rest[at - 1] ?? null;
    return { blocks: rest, id: id!, focus: next ? blockControlId(next.id, 'toggle') : ADD_TYPE_ID };
  },
});
sample({ clock: removed, fn: ({ blocks }) => ({ blocks, commit: true }), target: blocksChanged });
sample({ clock: removed, fn: ({ focus }) => focus, target: focusRequested });
$removeAsked.reset(removed);
$openBlock.on(removed, (open, { id }) => (open === id ? null : open));

// --- Saving, publishing, discarding -----------------------------------------------------------

/** What the editor says after a write (counted: the status takes the focus each time). */
export type EditorNotice =
  | { kind: 'saved' | 'published' | 'discarded' | 'restored' | 'reloaded'; n: number }
  | { kind: 'invalid'; blocks: number; n: number };
export const $editorNotice = createStore<EditorNotice | null>(null, local).reset(blockEditorOpened);
const noticeShown = createEvent<
  | { kind: 'saved' | 'published' | 'discarded' | 'restored' | 'reloaded' }
  | { kind: 'invalid'; blocks: number }
>();
$editorNotice.on(noticeShown, (last, notice) => ({ ...notice, n: (last?.n ?? 0) + 1 }));

interface SaveParams {
  id: number;
  blocks: EditorBlock[];
  /** A page-builder page's HTML and CSS (null for a block page). */
  canvas: Canvas | null;
  baseUpdatedAt: string | null;
  /** The count of changes sent. */
  count: number;
  /** Publish once saved, and the page itself with it. */
  publish: { publishPage: boolean } | null;
}
const saveDraftFx = createApiEffect<SaveParams, EditorLayout>(({ id, blocks, canvas, baseUpdatedAt }) => ({
  method: 'PUT',
  path: `/admin/page/${id}/layout/draft`,
  body: canvas ? { blocks, html: canvas.html, css: canvas.css, baseUpdatedAt } : { blocks, baseUpdatedAt },
}));
interface PublishParams {
  id: number;
  baseUpdatedAt: string;
  publishPage: boolean;
  count: number;
}
const publishFx = createApiEffect<PublishParams, EditorLayout>(({ id, baseUpdatedAt, publishPage }) => ({
  method: 'POST',
  path: `/admin/page/${id}/layout/publish`,
  body: publishPage ? { baseUpdatedAt, publishPage } : { baseUpdatedAt },
}));
const discardDraftFx = createApiEffect<{ id: number; baseUpdatedAt: string }, EditorLayout>(
  ({ id, baseUpdatedAt }) => ({
    method: 'DELETE',
    path: `/admin/page/${id}/layout/draft`,
    query: new URLSearchParams({ baseUpdatedAt }).toString(),
  }),
);
const restoreFx = createApiEffect<
  { id: number; revisionId: number; baseUpdatedAt: string | null },
  EditorLayout
>(({ id, revisionId, baseUpdatedAt }) => ({
  method: 'POST',
  path: `/admin/page/${id}/layout/revisions/${revisionId}/restore`,
  body: { baseUpdatedAt },
}));

const writes = [saveDraftFx, publishFx, discardDraftFx, restoreFx] as Effect<unknown, ApiResponse<unknown>>[];
/** A write is on its way: the others wait. */
export const $writePending = combine(
  writes.map((fx) => fx.pending),
  (pending) => pending.some(Boolean),
);
const $idle = $writePending.map((pending) => !pending);

export const saveClicked = createEvent();
export const publishClicked = createEvent<{ publishPage: boolean }>();

const saveRequested = createEvent<{ publish: { publishPage: boolean } | null }>();
sample({ clock: saveClicked, fn: () => ({ publish: null }), target: saveRequested });

const checkedSave = sample({
  clock: saveRequested,
  source: { issues: $blockIssues, blocks: $blocks, idle: $idle },
  filter: ({ idle }) => idle,
  fn: ({ issues, blocks }, { publish }) => ({
    publish,
    invalid: blocks.filter((b) => (issues[b.id]?.length ?? 0) > 0),
  }),
});
/** The blocks refused before anything is sent: every error shows, the first block's form opens
 * and its first wrong field takes the focus. */
const refusedHere = checkedSave.filterMap(({ invalid }) => (invalid.length ? invalid : undefined));
const showRefusal = createEvent<{ blocks: number; id: string; path: string }>();
sample({
  clock: refusedHere,
  source: $blockIssues,
  fn: (issues, invalid) => ({
    blocks: invalid.length,
    id: invalid[0]!.id,
    path: issues[invalid[0]!.id]?.[0]?.path ?? 'type',
  }),
  target: showRefusal,
});
$allShown.on(showRefusal, () => true);
sample({ clock: showRefusal, fn: ({ id }) => id, target: $openBlock });
sample({
  clock: showRefusal,
  fn: ({ blocks }) => ({ kind: 'invalid' as const, blocks }),
  target: noticeShown,
});
sample({ clock: showRefusal, fn: ({ id, path }) => blockFieldId(id, fieldOf(path)), target: focusRequested });

sample({
  clock: checkedSave.filter({ fn: ({ invalid }) => invalid.length === 0 }),
  source: { id: $editorPageId, blocks: $blocks, canvas: $canvas, layout: $editorLayout, count: $editCount },
  filter: ({ layout }) => layout !== null,
  fn: ({ id, blocks, canvas, layout, count }, { publish }): SaveParams => ({
    id,
    blocks,
    canvas,
    baseUpdatedAt: layout?.draft?.updatedAt ?? null,
    count,
    publish,
  }),
  target: saveDraftFx,
});

const saved = saveDraftFx.done.filterMap(({ params, result }) =>
  result.body.success ? { params, layout: result.body.data } : undefined,
);
$editorLayout.on(saved, (_, { layout }) => layout);
sample({ clock: saved, fn: ({ params }) => params.count, target: $savedCount });
$serverErrors.reset(saved);
sample({
  clock: saved,
  filter: ({ params }) => params.publish === null,
  fn: () => ({ kind: 'saved' as const }),
  target: noticeShown,
});
sample({
  clock: saved,
  filter: ({ params, layout }) => params.publish !== null && layout.draft !== null,
  fn: ({ params, layout }): PublishParams => ({
    id: params.id,
    baseUpdatedAt: layout.draft!.updatedAt,
    publishPage: params.publish!.publishPage,
    count: params.count,
  }),
  target: publishFx,
});

// the API's field errors, by block: each beside its field, the first block's form open
const refusedThere = saveDraftFx.done.filterMap(({ params, result }) => {
  if (result.body.success || result.status !== 400 || !Array.isArray(result.body.data)) return undefined;
  const byBlock = errorsByBlock(result.body.data as FieldError[], params.blocks);
  const first = params.blocks.find((b) => byBlock[b.id]);
  return first ? { byBlock, first, count: Object.keys(byBlock).filter(Boolean).length } : undefined;
});
$serverErrors.on(refusedThere, (_, { byBlock }) => byBlock);
sample({
  clock: refusedThere,
  fn: ({ byBlock, first, count }) => ({ blocks: count, id: first.id, path: byBlock[first.id]![0]!.path }),
  target: showRefusal,
});

// publishing what is on screen: saved first when it changed (or was never saved)
sample({
  clock: publishClicked,
  source: $dirty,
  filter: (dirty) => dirty,
  fn: (_, { publishPage }) => ({ publish: { publishPage } }),
  target: saveRequested,
});
sample({
  clock: publishClicked,
  source: { dirty: $dirty, layout: $editorLayout, id: $editorPageId, count: $editCount, idle: $idle },
  filter: ({ dirty, layout, idle }) => idle && !dirty && layout?.draft != null,
  fn: ({ layout, id, count }, { publishPage }): PublishParams => ({
    id,
    baseUpdatedAt: layout!.draft!.updatedAt,
    publishPage,
    count,
  }),
  target: publishFx,
});
const published = publishFx.done.filterMap(({ params, result }) =>
  result.body.success ? { params, layout: result.body.data } : undefined,
);
$editorLayout.on(published, (_, { layout }) => layout);
sample({ clock: published, fn: ({ params }) => params.count, target: $savedCount });
sample({ clock: published, fn: () => ({ kind: 'published' as const }), target: noticeShown });
sample({ clock: published, fn: ({ params }) => params.id, target: fetchRevisionsFx });

/** Discarding, once confirmed: the blocks go back to the live page's. */
export const discardAsked = createEvent();
export const discardCancelled = createEvent();
export const discardConfirmed = createEvent();
export const $discardAsked = createStore(false, local)
  .on(discardAsked, () => true)
  .reset(discardCancelled, discardConfirmed, blockEditorOpened);

sample({
  clock: discardConfirmed,
  source: { id: $editorPageId, layout: $editorLayout, idle: $idle },
  filter: ({ layout, idle }) => idle && layout?.draft != null,
  fn: ({ id, layout }) => ({ id, baseUpdatedAt: layout!.draft!.updatedAt }),
  target: discardDraftFx,
});
// changes never saved: nothing to ask the API
const discardedHere = sample({
  clock: discardConfirmed,
  source: $editorLayout,
  filter: (layout): layout is EditorLayout => layout !== null && layout.draft === null,
});
const discarded = discardDraftFx.done.filterMap(({ result }) =>
  result.body.success ? result.body.data : undefined,
);
sample({ clock: [discarded, discardedHere], target: blocksReplaced });
sample({
  clock: [discarded, discardedHere],
  fn: () => ({ kind: 'discarded' as const }),
  target: noticeShown,
});

// --- Another's draft: reloading --------------------------------------------------------------

/** The API's sentence when the draft changed since it was read (409): the editor offers to reload. */
export const $conflict = createStore<string | null>(null, local).reset(blockEditorOpened, blocksReplaced);
/** Why the last write was refused otherwise (no answer at all: an empty sentence, status 0). */
export const $writeRefusal = createStore<Refusal | null>(null, local).reset(
  blockEditorOpened,
  blocksReplaced,
  saveRequested,
  publishClicked,
  discardConfirmed,
);
for (const fx of writes) {
  $conflict.on(fx.doneData, (conflict, response) =>
    !response.body.success && response.status === 409 ? (response.body.message ?? '') : conflict,
  );
  $writeRefusal
    .on(fx.doneData, (refusal, response) => {
      if (response.body.success) return null;
      if (response.status === 409) return refusal;
      if (response.status === 400 && Array.isArray(response.body.data) && response.body.data.length)
        return null;
      return refusalOf(response);
    })
    .on(fx.fail, () => ({ message: '', status: 0 }));
}

export const reloadClicked = createEvent();
const reloadLayoutFx = attach({ effect: fetchLayoutFx });
sample({ clock: reloadClicked, source: $editorPageId, target: reloadLayoutFx });
sample({
  clock: reloadLayoutFx.doneData,
  filter: (response) => response.body.success,
  fn: () => ({ kind: 'reloaded' as const }),
  target: noticeShown,
});

// --- Revisions ----------------------------------------------------------------------------------

const fetchRevisionFx = createApiEffect<{ id: number; revisionId: number }, RevisionDetail>(
  ({ id, revisionId }) => ({ path: `/admin/page/${id}/layout/revisions/${revisionId}` }),
);

export const compareClicked = createEvent<number>();
export const comparisonClosed = createEvent();
/** A revision beside the live layout, block by block. */
export const $comparison = createStore<{ revision: RevisionDetail; changes: BlockChange[] } | null>(
  null,
  local,
).reset(blockEditorOpened, comparisonClosed);
export const $comparisonFailed = createStore(false, local)
  .on(fetchRevisionFx.doneData, (_, response) => !response.body.success)
  .on(fetchRevisionFx.fail, () => true)
  .reset(blockEditorOpened, comparisonClosed, compareClicked);
export const $comparePending = fetchRevisionFx.pending;

sample({
  clock: compareClicked,
  source: $editorPageId,
  fn: (id, revisionId) => ({ id, revisionId }),
  target: fetchRevisionFx,
});
sample({
  clock: fetchRevisionFx.doneData,
  source: $editorLayout,
  filter: (_, response) => response.body.success,
  fn: (layout, response) => {
    const revision = response.body.data as RevisionDetail;
    return {
      revision,
      changes: compareLayouts(
        revision.blocks as EditorBlock[],
        (layout?.live?.blocks ?? []) as EditorBlock[],
      ),
    };
  },
  target: $comparison,
});

export const restoreAsked = createEvent<number>();
export const restoreCancelled = createEvent();
export const restoreConfirmed = createEvent();
/** The revision whose restoring waits for a confirmation. */
export const $restoreAsked = createStore<number | null>(null, local)
  .on(restoreAsked, (_, id) => id)
  .reset(restoreCancelled, blockEditorOpened);

sample({
  clock: restoreConfirmed,
  source: { id: $editorPageId, revisionId: $restoreAsked, layout: $editorLayout, idle: $idle },
  filter: ({ revisionId, idle }) => idle && revisionId !== null,
  fn: ({ id, revisionId, layout }) => ({
    id,
    revisionId: revisionId!,
    baseUpdatedAt: layout?.draft?.updatedAt ?? null,
  }),
  target: restoreFx,
});
const restored = restoreFx.done.filterMap(({ result }) =>
  result.body.success ? result.body.data : undefined,
);
sample({ clock: restored, target: blocksReplaced });
sample({ clock: restored, fn: () => ({ kind: 'restored' as const }), target: noticeShown });
$restoreAsked.reset(restoreFx.finally);
$comparison.reset(restored);
