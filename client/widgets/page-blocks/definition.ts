// What a block type needs before it can be rendered: the API call for its data (made in
// parallel with the other blocks' calls, on the server for the first page), an optional
// component configuration read by slug (`/component/conf/{slug}`, SPEC §7), and a selection of
// the answer (only what the view shows travels to the browser in the serialized state).
import type { BlockOf, BlockType } from '#shared/contracts/blocks.ts';
import type { ApiRequest } from '../../shared/api/request.ts';

export interface BlockContext {
  /** The page URL's query (`?page=2`, `?tag=sport`): pagination and filters without JavaScript. */
  search: URLSearchParams;
  /** Today in the site's time zone, yyyy-mm-dd (upcoming events; cacheable per day). */
  today: string;
  /** The component configuration of the type's `conf` slug, when the site has one. */
  conf: Record<string, unknown> | null;
  /** Whether this block is the page's primary list: the first block that reads the URL's query
   * (`?page`, `?tag`, `?q`); the page's other lists show their first page, unfiltered. */
  primary: boolean;
}

type BlockRequest = Omit<ApiRequest, 'locale'>;

export interface BlockDefinition<T extends BlockType> {
  conf?: string;
  /** One call, or several made together (then `select` receives their answers in order; the
   * block's data is a failure if any of them fails). */
  request?: (block: BlockOf<T>, context: BlockContext) => BlockRequest | BlockRequest[] | null;
  select?: (data: unknown, block: BlockOf<T>, context: BlockContext) => unknown;
  /** The block reads the URL's query (pagination, filters): only the first such block does. */
  readsQuery?: (block: BlockOf<T>) => boolean;
}

export const defineBlock = <T extends BlockType>(_type: T, definition: BlockDefinition<T>) => definition;
