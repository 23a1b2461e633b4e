// What a block type needs before it can be rendered: the API call for its data (made in
// parallel with the other blocks' calls, on the server for the first page), reading an optional
// component configuration (`/component/conf/{slug}`, SPEC §7; the slug of each type:
// ./requests.ts, BLOCK_CONFS), and a selection of the answer (only what the view shows travels to
// the browser in the serialized state).
import type { BlockOf, BlockType } from '#shared/contracts/blocks.ts';
import { LIST_MAX_PAGE } from '#shared/lib/list-query.ts';
import { requestedPage } from '#shared/lib/pagination.ts';
import type { ApiRequest } from '../../shared/api/request.ts';

export interface BlockContext {
  /** The page URL's query (`?page=2`, `?tag=sport`): pagination and filters without JavaScript. */
  search: URLSearchParams;
  /** Today in the site's time zone, yyyy-mm-dd (upcoming events; cacheable per day). */
  today: string;
  /** The component configuration of the type's `conf` slug, when the site has one. */
  conf: Record<string, unknown> | null;
  /** Whether this block is the page's primary list: the first block that reads the URL's query
   * (`?page`, `?tag`, `?q`); the page's other lists are unfiltered. */
  primary: boolean;
  /** The URL parameter of this list's page (`?page=2`): `page` for the primary list,
   * `page-<block id>` for the page's other lists, so that every list reaches all its items;
   * null for a list that shows its first page only (a teaser with a link to all its items). */
  pageParam: string | null;
}

/** What a paginated list's data says of its page (the page links, a page past the last one). */
export interface ListPage {
  total: number;
  page: number;
  nbItem: number;
  pageParam: string | null;
}

/** The page of its list that a block asks for: from its own URL parameter, else the first (a
 * page past the API's last possible one asks for that one, which is empty: a 404, not a 400). */
export const pageOf = (context: BlockContext): number =>
  context.pageParam === null ? 1 : Math.min(requestedPage(context.search, context.pageParam), LIST_MAX_PAGE);

/** The URL parameter of a list's page (see `BlockContext.pageParam`). */
export const pageParamOf = (primary: boolean, blockId: string) => (primary ? 'page' : `page-${blockId}`);

type BlockRequest = Omit<ApiRequest, 'locale'>;

export interface BlockDefinition<T extends BlockType> {
  /** One call, or several made together (then `select` receives their answers in order; the
   * block's data is a failure if any of them fails). */
  request?: (block: BlockOf<T>, context: BlockContext) => BlockRequest | BlockRequest[] | null;
  select?: (data: unknown, block: BlockOf<T>, context: BlockContext) => unknown;
  /** The block reads the URL's query (pagination, filters): the first such block is primary. */
  readsQuery?: (block: BlockOf<T>) => boolean;
  /** The block is a list with page links (its data is then a `ListPage`). */
  paginates?: (block: BlockOf<T>) => boolean;
}

/** A list block paginates unless it is a teaser (`paginate: false`, with its `moreLink`). */
export const paginatesUnlessTeaser = (block: { paginate?: boolean | undefined }) => block.paginate !== false;

export const defineBlock = <T extends BlockType>(_type: T, definition: BlockDefinition<T>) => definition;
