import type { BlockOf, BlockType } from '#shared/contracts/blocks.ts';
import type { BlockData } from './model.ts';

export interface BlockViewProps<T extends BlockType> {
  block: BlockOf<T>;
  /** The answer of the block's call (./requests.ts), for types that load data. */
  data: BlockData | undefined;
}

/** The selected answer of a block's call, when it succeeded. */
export const okData = <D>(data: BlockData | undefined): D | null => (data?.ok ? (data.data as D) : null);
