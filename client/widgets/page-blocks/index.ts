export type { BlockContext } from './definition.ts';
export { $blockData, $blocksStatus, blocksLoaded, blocksOpened } from './model.ts';
export { PageBlocks, PageLayout } from './ui.tsx';
