// The block editor's writes (ADR 015): one shared draft per page beside its live layout,
// publishing (the replaced layout kept as one of the 20 newest revisions), discarding, restoring a
// revision into the draft. Each write locks its page's row, checks the draft it started from, and
// lands with its audit entry in one transaction; only publishing changes what visitors see.
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type {
  DraftWrite,
  EditorLayout,
  PublishInput,
  Revision,
  RevisionDetail,
} from '#shared/contracts/admin-layout.ts';
import { msg } from '#shared/lib/messages.ts';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  type LayoutBlock,
  layoutRevisions,
  pageLayouts,
  pages,
  siteInfo,
} from '../../db/schema.ts';
import { isUniqueViolation } from '../accounts/lookup.ts';
import { actorOf, audit } from '../audit/log.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { recordMediaUsage } from '../media/library.ts';
import { blockPlaces, grapeHash, placeholdersOf, sanitizeGrapeCss, sanitizeGrapeHtml } from './grape.ts';
import { sanitizeBlocks } from './write.ts';

/** The revisions kept per layout. */
export const REVISIONS_KEPT = 20;
export const LIVE_LAYOUT = 'default';
export const DRAFT_LAYOUT = 'draft';
/** The audit log's actions that write a draft: the latest names its author. */
const DRAFT_ACTIONS = ['draft.save', 'draft.restore'] as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PageRow = typeof pages.$inferSelect;
type LayoutRow = typeof pageLayouts.$inferSelect;

const pageNotFound = () =>
  new DomainError('not_found', msg({ id: 'api.page.notFound', message: 'This page does not exist.' }));

const STALE = msg({
  id: 'api.layout.stale',
  message:
    'Someone else changed this page’s draft since you opened it: reload the editor to see their version (yours is not saved).',
});
const NO_DRAFT = msg({ id: 'api.layout.noDraft', message: 'This page has no draft to publish.' });
const NOT_GRAPE = msg({
  id: 'api.layout.notGrape',
  message: 'This page is made of blocks: it has no page-builder HTML (change its kind of content first).',
});
const GRAPE_HTML_REQUIRED = msg({
  id: 'api.layout.grapeHtml',
  message: 'This page is built with the visual editor: its HTML is required.',
});
const MISPLACED = msg({
  id: 'api.layout.misplaced',
  message: 'The site’s blocks go at the top level of the page, empty, each once: move the marked ones out.',
});
const UNPLACED = msg({
  id: 'api.layout.unplaced',
  message: 'Each block of the page needs its place in the page builder’s HTML, and each place its block.',
});

/** Stored blocks checked again by today's contract: a block type or field the site no longer
 * accepts (stored by an older version) refuses the publish or restore, nothing written. */
function acceptedBlocks(blocks: unknown[]): LayoutBlock[] {
  try {
    return sanitizeBlocks(blocks);
  } catch {
    throw new DomainError(
      'conflict',
      msg({
        id: 'api.layout.outdated',
        message: 'This layout holds a block that the site no longer accepts: remove it, then try again.',
      }),
    );
  }
}

/** A short account of a layout's blocks for the audit log: each block's type and id. */
const summary = (blocks: readonly LayoutBlock[]): string =>
  blocks.length ? blocks.map((b) => `${b.type}#${b.id}`).join(', ') : '—';

async function lockPage(tx: Tx, siteId: number, id: number): Promise<PageRow> {
  const [row] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.id, id)))
    .for('update');
  if (!row) throw pageNotFound();
  return row;
}

/** A layout's page-builder part: its sanitised HTML and CSS and their hash (null for blocks). */
interface Canvas {
  html: string;
  css: string;
  hash: string;
}
const NO_CANVAS = { html: null, css: null, hash: null } as const;

/** A page-builder draft's HTML and CSS, sanitised, with its blocks in the order of their places;
 * every block placed once at the top level, every place a block of the draft (else 400). */
export function checkedCanvas(
  input: { html: string; css?: string | undefined },
  blocks: LayoutBlock[],
): { canvas: Canvas; blocks: LayoutBlock[] } {
  const html = sanitizeGrapeHtml(input.html);
  const css = sanitizeGrapeCss(input.css ?? '');
  const places = blockPlaces(html);
  const wrong = [...new Set([...places.misplaced, ...places.repeated])];
  if (wrong.length)
    throw new DomainError('invalid', MISPLACED, {
      fields: wrong.map((id) => ({ path: `html.${id}`, message: 'misplaced' })),
    });
  const ids = new Set(blocks.map((b) => b.id));
  const unknown = places.placed.filter((id) => !ids.has(id));
  const unplaced = blocks.filter((b) => !places.placed.includes(b.id));
  if (unknown.length || unplaced.length)
    throw new DomainError('invalid', UNPLACED, {
      fields: [
        ...unknown.map((id) => ({ path: `html.${id}`, message: 'unknown_block' })),
        ...unplaced.map((b) => ({ path: `blocks.${blocks.indexOf(b)}`, message: 'unplaced' })),
      ],
    });
  const ordered = places.placed.map((id) => blocks.find((b) => b.id === id)!);
  return { canvas: { html, css, hash: grapeHash(html, css) }, blocks: ordered };
}

/** The canvas a draft write carries: required on a page-builder page, refused on a block page. */
function canvasOfWrite(
  page: PageRow,
  input: { html?: string | undefined; css?: string | undefined },
  blocks: LayoutBlock[],
): { canvas: Canvas | null; blocks: LayoutBlock[] } {
  if (page.type !== 'GRAPE') {
    if (input.html !== undefined || input.css !== undefined)
      throw new DomainError('invalid', NOT_GRAPE, { fields: [{ path: 'html', message: 'not_grape' }] });
    return { canvas: null, blocks };
  }
  if (input.html === undefined)
    throw new DomainError('invalid', GRAPE_HTML_REQUIRED, {
      fields: [{ path: 'html', message: 'required' }],
    });
  return checkedCanvas({ html: input.html, css: input.css }, blocks);
}

/** A stored layout's canvas for a page-builder page (one built from blocks starts with their
 * places in order); none for a block page. */
function storedCanvas(
  page: PageRow,
  stored: { html: string | null; css: string | null },
  blocks: LayoutBlock[],
): Canvas | null {
  if (page.type !== 'GRAPE') return null;
  const html = stored.html ?? placeholdersOf(blocks.map((b) => b.id));
  return checkedCanvas({ html, css: stored.css ?? '' }, blocks).canvas;
}

async function layoutsOf(db: Pick<Db, 'select'>, siteId: number, pageId: number) {
  const rows = await db
    .select()
    .from(pageLayouts)
    .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.pageId, pageId)))
    .orderBy(asc(pageLayouts.id));
  return {
    // what the public page shows (server/modules/pages/queries.ts: its first active layout)
    live: rows.find((r) => r.isActive) ?? null,
    draft: rows.find((r) => r.name === DRAFT_LAYOUT && !r.isActive) ?? null,
  };
}

/** The draft the write started from must be the stored one (both none, or the same instant). */
function checkBase(draft: LayoutRow | null, base: string | null | undefined) {
  if (base === undefined) return;
  const stored = draft ? draft.updatedAt.getTime() : null;
  const asked = base === null ? null : new Date(base).getTime();
  if (stored !== asked) throw new DomainError('conflict', STALE);
}

async function sells(db: Pick<Db, 'select'>, siteId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: siteInfo.isEcommerce })
    .from(siteInfo)
    .where(eq(siteInfo.siteId, siteId));
  return row?.on ?? false;
}

async function editorLayout(
  ctx: RequestContext,
  db: Pick<Db, 'select'>,
  page: PageRow,
): Promise<EditorLayout> {
  const siteId = ctx.site.id;
  const [{ live, draft }, shop] = await Promise.all([layoutsOf(db, siteId, page.id), sells(db, siteId)]);
  const [author] = draft
    ? await db
        .select({ email: auditLog.actorEmail })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.siteId, siteId),
            eq(auditLog.entity, 'layout'),
            eq(auditLog.entityId, String(page.id)),
            inArray(auditLog.action, [...DRAFT_ACTIONS]),
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(1)
    : [];
  return {
    page: {
      id: page.id,
      locale: page.locale,
      title: page.title,
      path: `/${page.path}`,
      type: page.type,
      isValid: page.isValid,
      isEcommercePage: page.isEcommercePage,
    },
    live: live
      ? { id: live.id, blocks: live.blocks, updatedAt: live.updatedAt.toISOString(), ...canvasOf(live) }
      : null,
    draft: draft
      ? {
          id: draft.id,
          blocks: draft.blocks,
          updatedAt: draft.updatedAt.toISOString(),
          authorEmail: author?.email ?? null,
          ...canvasOf(draft),
        }
      : null,
    sells: shop,
  };
}

const canvasOf = (row: LayoutRow) => ({
  html: row.html,
  css: row.css,
  hash: row.hash,
  previewHash: row.previewHash,
});

export async function getEditorLayout(ctx: RequestContext, pageId: number): Promise<EditorLayout> {
  const [page] = await ctx.db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, ctx.site.id), eq(pages.id, pageId)));
  if (!page) throw pageNotFound();
  return editorLayout(ctx, ctx.db, page);
}

/** A later instant than the stored one, even on a clock that stands still (tests) or runs behind:
 * each write of a draft is told apart by its `updatedAt`. */
const nextInstant = (now: Date, previous: Date | null) =>
  previous && previous.getTime() >= now.getTime() ? new Date(previous.getTime() + 1) : now;

/** Writes the draft's blocks (creating the draft), in the caller's transaction. */
async function writeDraft(
  tx: Tx,
  ctx: RequestContext,
  page: PageRow,
  draft: LayoutRow | null,
  blocks: LayoutBlock[],
  canvas: Canvas | null,
  action: string,
): Promise<number> {
  const siteId = ctx.site.id;
  const updatedAt = nextInstant(ctx.clock.now(), draft?.updatedAt ?? null);
  const fields = { blocks, ...(canvas ?? NO_CANVAS), updatedAt };
  let id: number;
  if (draft) {
    await tx
      .update(pageLayouts)
      .set(fields)
      .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.id, draft.id)));
    id = draft.id;
  } else {
    const [row] = await tx
      .insert(pageLayouts)
      .values({ siteId, pageId: page.id, name: DRAFT_LAYOUT, isActive: false, ...fields })
      .returning({ id: pageLayouts.id });
    id = row!.id;
  }
  await audit(
    ctx,
    {
      action,
      entity: 'layout',
      entityId: page.id,
      before: {
        draft: draft ? summary(draft.blocks) : null,
        ...(canvas ? { hash: draft?.hash ?? null } : {}),
      },
      after: { draft: summary(blocks), ...(canvas ? { hash: canvas.hash } : {}) },
    },
    tx as unknown as Db,
  );
  await recordLayoutUsages(tx, siteId, id, { blocks, ...(canvas ?? NO_CANVAS) });
  return id;
}

/** Which media the layout's blocks, HTML and CSS show (ADR 006 "Media", ADR 017). */
async function recordLayoutUsages(
  tx: Tx,
  siteId: number,
  id: number,
  fields: { blocks: LayoutBlock[] | null; html: string | null; css: string | null },
) {
  for (const [field, value] of Object.entries(fields))
    await recordMediaUsage(tx as unknown as Db, siteId, { kind: 'page_layouts', id, field }, value);
}

/** Runs an editor's write on its locked page; a twin draft (two first saves at once) is a 409. */
async function editorWrite(
  ctx: RequestContext,
  pageId: number,
  write: (tx: Tx, page: PageRow, layouts: Awaited<ReturnType<typeof layoutsOf>>) => Promise<void>,
): Promise<EditorLayout> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const page = await lockPage(tx, ctx.site.id, pageId);
      await write(tx, page, await layoutsOf(tx, ctx.site.id, pageId));
      const [after] = await tx
        .select()
        .from(pages)
        .where(and(eq(pages.siteId, ctx.site.id), eq(pages.id, pageId)));
      return editorLayout(ctx, tx, after!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', STALE);
    throw error;
  }
}

export function saveDraft(ctx: RequestContext, pageId: number, input: DraftWrite): Promise<EditorLayout> {
  const sanitized = sanitizeBlocks(input.blocks);
  return editorWrite(ctx, pageId, async (tx, page, { draft }) => {
    checkBase(draft, input.baseUpdatedAt);
    const { canvas, blocks } = canvasOfWrite(page, input, sanitized);
    await writeDraft(tx, ctx, page, draft, blocks, canvas, 'draft.save');
  });
}

export async function discardDraft(
  ctx: RequestContext,
  pageId: number,
  baseUpdatedAt: string | undefined,
): Promise<EditorLayout> {
  const stalePreviews: string[] = [];
  const result = await editorWrite(ctx, pageId, async (tx, page, { draft }) => {
    if (!draft) return;
    checkBase(draft, baseUpdatedAt);
    if (draft.previewKey) stalePreviews.push(draft.previewKey);
    await dropDraft(tx, ctx, draft);
    await audit(
      ctx,
      {
        action: 'draft.discard',
        entity: 'layout',
        entityId: page.id,
        before: { draft: summary(draft.blocks) },
        after: { draft: null },
      },
      tx as unknown as Db,
    );
  });
  await removePreviews(ctx, stalePreviews);
  return result;
}

async function dropDraft(tx: Tx, ctx: RequestContext, draft: LayoutRow) {
  await recordLayoutUsages(tx, ctx.site.id, draft.id, { blocks: null, html: null, css: null });
  await tx.delete(pageLayouts).where(and(eq(pageLayouts.siteId, ctx.site.id), eq(pageLayouts.id, draft.id)));
}

export async function publishDraft(
  ctx: RequestContext,
  pageId: number,
  input: PublishInput,
): Promise<EditorLayout> {
  const siteId = ctx.site.id;
  // preview images no layout shows any more, removed once the publish is committed
  const stalePreviews: string[] = [];
  const result = await editorWrite(ctx, pageId, async (tx, page, { live, draft }) => {
    if (!draft) throw new DomainError('conflict', NO_DRAFT);
    checkBase(draft, input.baseUpdatedAt);
    const now = ctx.clock.now();
    // the draft was checked when saved; a block type removed since is refused here
    const blocks = acceptedBlocks(draft.blocks);
    // a page-builder draft carries its HTML, CSS and preview; a block draft clears them
    const canvas = {
      html: draft.html,
      css: draft.css,
      hash: draft.hash,
      previewKey: draft.previewKey,
      previewHash: draft.previewHash,
    };
    const replacedPreview = live?.previewKey && live.previewKey !== draft.previewKey ? live.previewKey : null;
    let liveId: number;
    if (live) {
      const actor = actorOf(ctx);
      await tx.insert(layoutRevisions).values({
        siteId,
        layoutId: live.id,
        blocks: live.blocks,
        html: live.html,
        css: live.css,
        createdAt: now,
        actorKind: actor.kind,
        actorId: actor.id,
        actorEmail: actor.email,
      });
      await pruneRevisions(tx, siteId, live.id);
      await tx
        .update(pageLayouts)
        .set({ blocks, ...canvas, updatedAt: nextInstant(now, live.updatedAt) })
        .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.id, live.id)));
      liveId = live.id;
    } else {
      const [row] = await tx
        .insert(pageLayouts)
        .values({ siteId, pageId, name: LIVE_LAYOUT, isActive: true, blocks, ...canvas, updatedAt: now })
        .returning({ id: pageLayouts.id });
      liveId = row!.id;
    }
    await dropDraft(tx, ctx, draft);
    await recordLayoutUsages(tx, siteId, liveId, { blocks, html: canvas.html, css: canvas.css });
    if (replacedPreview) stalePreviews.push(replacedPreview);
    const publishPage = input.publishPage === true && !page.isValid;
    if (publishPage)
      await tx
        .update(pages)
        .set({ isValid: true, updatedAt: now })
        .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)));
    await audit(
      ctx,
      {
        action: 'publish',
        entity: 'layout',
        entityId: page.id,
        before: { blocks: live ? summary(live.blocks) : null, ...(publishPage ? { isValid: false } : {}) },
        after: { blocks: summary(blocks), ...(publishPage ? { isValid: true } : {}) },
      },
      tx as unknown as Db,
    );
  });
  await ctx.contentChanged();
  await removePreviews(ctx, stalePreviews);
  return result;
}

/** Removes preview images' bytes (after the write that let them go is committed); a failure is
 * logged: an orphan file is harmless, a lost write is not. */
export async function removePreviews(ctx: RequestContext, keys: readonly string[]) {
  for (const key of keys)
    await ctx.storage.media.delete(ctx.site.id, key).catch((err: unknown) => {
      ctx.logger.warn({ err, key }, 'preview image not removed');
    });
}

/** Keeps the newest REVISIONS_KEPT revisions of a layout. */
async function pruneRevisions(tx: Tx, siteId: number, layoutId: number) {
  const old = await tx
    .select({ id: layoutRevisions.id })
    .from(layoutRevisions)
    .where(and(eq(layoutRevisions.siteId, siteId), eq(layoutRevisions.layoutId, layoutId)))
    .orderBy(desc(layoutRevisions.createdAt), desc(layoutRevisions.id))
    .offset(REVISIONS_KEPT);
  if (old.length)
    await tx.delete(layoutRevisions).where(
      and(
        eq(layoutRevisions.siteId, siteId),
        inArray(
          layoutRevisions.id,
          old.map((r) => r.id),
        ),
      ),
    );
}

async function liveLayoutId(ctx: RequestContext, pageId: number): Promise<number | null> {
  const [page] = await ctx.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, ctx.site.id), eq(pages.id, pageId)));
  if (!page) throw pageNotFound();
  const { live } = await layoutsOf(ctx.db, ctx.site.id, pageId);
  return live?.id ?? null;
}

const toRevision = (r: typeof layoutRevisions.$inferSelect): Revision => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  authorEmail: r.actorEmail,
  blockCount: r.blocks.length,
});

export async function listRevisions(ctx: RequestContext, pageId: number): Promise<Revision[]> {
  const layoutId = await liveLayoutId(ctx, pageId);
  if (layoutId === null) return [];
  const rows = await ctx.db
    .select()
    .from(layoutRevisions)
    .where(and(eq(layoutRevisions.siteId, ctx.site.id), eq(layoutRevisions.layoutId, layoutId)))
    .orderBy(desc(layoutRevisions.createdAt), desc(layoutRevisions.id))
    .limit(REVISIONS_KEPT);
  return rows.map(toRevision);
}

const revisionNotFound = () =>
  new DomainError(
    'not_found',
    msg({
      id: 'api.layout.revisionNotFound',
      message: 'This version of the page does not exist (any more).',
    }),
  );

async function findRevision(ctx: RequestContext, db: Pick<Db, 'select'>, pageId: number, revisionId: number) {
  const [row] = await db
    .select({ revision: layoutRevisions })
    .from(layoutRevisions)
    .innerJoin(
      pageLayouts,
      and(eq(pageLayouts.siteId, layoutRevisions.siteId), eq(pageLayouts.id, layoutRevisions.layoutId)),
    )
    .where(
      and(
        eq(layoutRevisions.siteId, ctx.site.id),
        eq(layoutRevisions.id, revisionId),
        eq(pageLayouts.pageId, pageId),
      ),
    );
  if (!row) throw revisionNotFound();
  return row.revision;
}

export async function getRevision(
  ctx: RequestContext,
  pageId: number,
  revisionId: number,
): Promise<RevisionDetail> {
  const row = await findRevision(ctx, ctx.db, pageId, revisionId);
  return { ...toRevision(row), blocks: row.blocks, html: row.html, css: row.css };
}

export function restoreRevision(
  ctx: RequestContext,
  pageId: number,
  revisionId: number,
  baseUpdatedAt: string | null,
): Promise<EditorLayout> {
  return editorWrite(ctx, pageId, async (tx, page, { draft }) => {
    const revision = await findRevision(ctx, tx, pageId, revisionId);
    checkBase(draft, baseUpdatedAt);
    const blocks = acceptedBlocks(revision.blocks);
    await writeDraft(tx, ctx, page, draft, blocks, storedCanvas(page, revision, blocks), 'draft.restore');
  });
}

/** The pages of a site that have a draft (the page tree shows it). */
export async function pagesWithDraft(db: Pick<Db, 'select'>, siteId: number): Promise<Set<number>> {
  const rows = await db
    .select({ pageId: pageLayouts.pageId })
    .from(pageLayouts)
    .where(
      and(
        eq(pageLayouts.siteId, siteId),
        eq(pageLayouts.name, DRAFT_LAYOUT),
        eq(pageLayouts.isActive, false),
      ),
    );
  return new Set(rows.map((r) => r.pageId));
}

/** The preview images of the site's live page-builder layouts, by page (the page list shows them). */
export async function livePreviews(
  db: Pick<Db, 'select'>,
  siteId: number,
): Promise<Map<number, { layoutId: number; hash: string }>> {
  const rows = await db
    .select({ pageId: pageLayouts.pageId, layoutId: pageLayouts.id, hash: pageLayouts.previewHash })
    .from(pageLayouts)
    .where(
      and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.isActive, true), isNotNull(pageLayouts.previewKey)),
    );
  return new Map(rows.flatMap((r) => (r.hash ? [[r.pageId, { layoutId: r.layoutId, hash: r.hash }]] : [])));
}
