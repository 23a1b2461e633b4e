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
  /** Whether this block is the page's first paginated block (the one `?page` applies to). */
  paginated: boolean;
}

export interface BlockDefinition<T extends BlockType> {
  conf?: string;
  request?: (block: BlockOf<T>, context: BlockContext) => Omit<ApiRequest, 'locale'> | null;
  select?: (data: unknown, block: BlockOf<T>) => unknown;
  /** The block reads `?page` (only the first such block of a page does). */
  paginates?: (block: BlockOf<T>) => boolean;
}

export const defineBlock = <T extends BlockType>(_type: T, definition: BlockDefinition<T>) => definition;
