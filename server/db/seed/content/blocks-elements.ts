// Blocks added to the demo pages by the elements area of issue 3 (see ../page-blocks.ts).
import type { SeedPageBlocks } from '../page-blocks.ts';

export const townElementsBlocks: SeedPageBlocks = () => ({
  'infos-utiles/numeros-utiles/numeros-utiles': [{ type: 'usefulNumbers', title: 'Urgences et services' }],
});

export const wineElementsBlocks: SeedPageBlocks = () => ({});
