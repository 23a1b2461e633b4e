export type { BlockContext } from './definition.ts';
export { $blockData, blocksLoaded, blocksOpened } from './model.ts';
export { PageBlocks, PageLayout } from './ui.tsx';
