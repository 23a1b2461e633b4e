export type { BlockContext } from './definition.ts';
export { $blockData, $blocksStatus, blocksOpened } from './model.ts';
export { PageBlocks, PageLayout } from './ui.tsx';
