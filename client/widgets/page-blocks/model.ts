// Loads the data of a page's blocks: first the component configurations the blocks' types read
// (site-wide, cached by the render's API client) and the definitions of their calls
// (./requests.ts), then every block's call in parallel. Only `success: true` answers count
// (SPEC §4); a block whose call failed shows nothing. The views of the page's block types that
// have a chunk of their own load meanwhile: the page shows its blocks once both are there
// (./views.tsx).
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { LayoutBlockDto } from '#shared/contracts/page.ts';
import type { SiteInfo } from '#shared/contracts/site.ts';
import { SITE_TIME_ZONE } from '#shared/lib/format.ts';
import { dateTimeFormat } from '#shared/lib/intl.ts';
import { pageCount } from '#shared/lib/pagination.ts';
import { $siteInfo } from '../../entities/site/index.ts';
import { type ApiResponse, apiFx } from '../../shared/api/request.ts';
import { pageFormsReset } from '../../shared/model/page-forms.ts';
import { $pageModules } from '../../shared/model/page-modules.ts';
import type { BlockContext, ListPage } from './definition.ts';
import { pageParamOf } from './definition.ts';
import { BLOCK_CONFS, definitionOf, loadBlockDefinitions } from './requests.ts';
import { loadBlockViews } from './views.tsx';

export type BlockData = { ok: true; data: unknown } | { ok: false; status: number };

export const blocksOpened = createEvent<{ blocks: readonly LayoutBlockDto[]; search: string }>();

/** The answers of the current page's blocks, by block id. */
export const $blockData = createStore<Record<string, BlockData>>({});
/** 200, or 404 for a page of a list past its last one. */
export const $blocksStatus = $blockData.map(blocksStatusOf);

const confOf = (type: string) => (BLOCK_CONFS as Record<string, string | undefined>)[type];

export function todayInSiteZone(now = new Date()): string {
  return dateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(now);
}

const preloadViewsFx = createEffect((types: string[]) => {
  // awaited with the page's data (loadBlocksFx); a chunk that fails is reported there
  loadBlockViews(types).catch(() => undefined);
});

/** The configurations, and the blocks' definitions meanwhile: a definition that did not load
 * leaves its blocks without data (they show nothing), as a failed call does. */
const fetchConfsFx = createEffect(async ({ slugs, types }: { slugs: string[]; types: string[] }) => {
  const [replies] = await Promise.all([
    Promise.all(
      slugs.map((slug) =>
        apiFx({ path: `/component/conf/${slug}` }).then(
          (r: ApiResponse) => [slug, r.body.success ? (r.body.data as { conf?: unknown }) : null] as const,
          () => [slug, null] as const,
        ),
      ),
    ),
    loadBlockDefinitions(types).catch(() => undefined),
  ]);
  return Object.fromEntries(
    replies.map(([slug, data]) => [slug, (data?.conf as Record<string, unknown> | undefined) ?? null]),
  );
});

const loadBlocksFx = createEffect(
  async ({
    blocks,
    search,
    confs,
  }: {
    blocks: readonly LayoutBlockDto[];
    search: string;
    confs: Record<string, Record<string, unknown> | null>;
  }): Promise<{ data: Record<string, BlockData>; modules: string[] }> => {
    // a view whose chunk did not load is asked for again when rendered: its failure shows there
    const views = loadBlockViews(blocks.map((block) => block.type)).catch((): string[] => []);
    const params = new URLSearchParams(search);
    const today = todayInSiteZone();
    let primaryTaken = false;
    const calls = blocks.flatMap((block) => {
      const definition = definitionOf(block.type);
      if (!definition?.request) return [];
      const primary = !primaryTaken && !!definition.readsQuery?.(block as never);
      if (primary) primaryTaken = true;
      const conf = confOf(block.type);
      const context: BlockContext = {
        search: params,
        today,
        conf: conf ? (confs[conf] ?? null) : null,
        primary,
        pageParam: definition.paginates?.(block as never) ? pageParamOf(primary, block.id) : null,
      };
      const request = definition.request(block as never, context);
      return request ? [{ block, definition, request, context }] : [];
    });
    // every call starts here, synchronously, so that each one runs in the caller's scope
    const replies = await Promise.all(
      calls.map(async ({ block, definition, request, context }): Promise<[string, BlockData]> => {
        const many = Array.isArray(request);
        const answers = await Promise.all((many ? request : [request]).map((r) => apiFx(r))).catch(
          () => null,
        );
        if (!answers) return [block.id, { ok: false, status: 500 }];
        const failed = answers.find((r: ApiResponse) => !r.body.success);
        if (failed) return [block.id, { ok: false, status: failed.status }];
        const data = many ? answers.map((r) => r.body.data) : answers[0]!.body.data;
        const selected = definition.select ? definition.select(data, block as never, context) : data;
        return [block.id, { ok: true, data: selected }];
      }),
    );
    return { data: Object.fromEntries(replies), modules: await views };
  },
);

const confSlugsOf = (blocks: readonly LayoutBlockDto[]) => [
  ...new Set(blocks.flatMap((b) => confOf(b.type) ?? [])),
];

const isListPage = (data: unknown): data is ListPage =>
  typeof data === 'object' && data !== null && typeof (data as ListPage).pageParam === 'string';

/** 404 when a list is asked for a page past its last one (`?page=9` of a list of two pages):
 * that page does not exist, as a detail page's unknown id does not. */
export function blocksStatusOf(data: Record<string, BlockData>): number {
  const beyond = Object.values(data).some(
    (d) => d.ok && isListPage(d.data) && d.data.page > pageCount(d.data.total, d.data.nbItem),
  );
  return beyond ? 404 : 200;
}

/** The latest opened page: answers to an earlier one (a quick second navigation) are dropped. */
const $opened = createStore<{ blocks: readonly LayoutBlockDto[]; search: string } | null>(null, {
  serialize: 'ignore',
}).on(blocksOpened, (_, opened) => opened);

// only the configurations the site has are asked for (its site information lists them)
const confsToFetch = (blocks: readonly LayoutBlockDto[], site: SiteInfo | null) =>
  confSlugsOf(blocks).filter((slug) => site?.componentConfs.includes(slug));

sample({
  clock: blocksOpened,
  source: $siteInfo,
  fn: (site, { blocks }) => ({ slugs: confsToFetch(blocks, site), types: blocks.map((b) => b.type) }),
  target: fetchConfsFx,
});
sample({
  clock: fetchConfsFx.done,
  source: { opened: $opened, site: $siteInfo },
  filter: ({ opened, site }, { params }) =>
    opened !== null &&
    params.slugs.join() === confsToFetch(opened.blocks, site).join() &&
    params.types.join() === opened.blocks.map((b) => b.type).join(),
  fn: ({ opened }, { result }) => ({ ...opened!, confs: result }),
  target: loadBlocksFx,
});
const latestLoaded = sample({
  clock: loadBlocksFx.done,
  source: $opened,
  filter: (opened, { params }) => opened?.blocks === params.blocks && opened.search === params.search,
  fn: (_, { result }) => result,
});
/** The blocks of the latest opened page have their data and their views (a page shows them
 * together). */
export const blocksLoaded = latestLoaded.map(({ data }) => data);
sample({ clock: blocksLoaded, target: $blockData });
// what the server preloads besides the page's route module
sample({ clock: latestLoaded, fn: ({ modules }) => modules, target: $pageModules });

// the views load as soon as the page is known, while its configurations are asked for
sample({
  clock: blocksOpened,
  fn: ({ blocks }) => blocks.map((block) => block.type),
  target: preloadViewsFx,
});

// the forms of a page start blank each time a page opens
sample({ clock: blocksOpened, target: pageFormsReset });
