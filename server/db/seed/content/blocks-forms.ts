// Blocks added to the demo pages by the forms area of issue 3 (see ../page-blocks.ts).
import type { SeedPageBlocks } from '../page-blocks.ts';

export const townFormsBlocks: SeedPageBlocks = () => ({});

export const wineFormsBlocks: SeedPageBlocks = () => ({});
