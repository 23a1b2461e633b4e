export type { BlockContext } from './definition.ts';
export { $blockData, blocksOpened } from './model.ts';
export { PageBlocks, PageLayout } from './ui.tsx';
