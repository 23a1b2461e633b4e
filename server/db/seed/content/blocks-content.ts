// Blocks added to the demo pages by the content area of issue 3 (see ../page-blocks.ts).
import type { SeedPageBlocks } from '../page-blocks.ts';

export const townContentBlocks: SeedPageBlocks = () => ({});

export const wineContentBlocks: SeedPageBlocks = () => ({});
