// What the block editor draws its preview with (ADR 015): the public page's own blocks
// (widgets/page-blocks), given by the app with the editor's route module, from the CMS pages'
// own route chunk (client/app/panel-routes.ts). Imported by the panel's chunk instead, the blocks
// would be shared by two chunks and split out of the public pages' route chunk: one more script,
// heavier, on every content page's first load (tests/e2e/first-load-js.test.ts).
import type { EventCallable } from 'effector';
import type { ComponentType } from 'react';
import type { LayoutBlockDto } from '#shared/contracts/page.ts';

export interface BlockPreviewKit {
  PageBlocks: ComponentType<{ blocks: readonly LayoutBlockDto[] }>;
  /** The blocks' data is asked for (widgets/page-blocks/model.ts). */
  blocksOpened: EventCallable<{ blocks: readonly LayoutBlockDto[]; search: string }>;
}

let kit: BlockPreviewKit | null = null;

/** The kit came with the route module (the same code for every request). */
export function previewKitLoaded(loaded: BlockPreviewKit): void {
  kit = loaded;
}

/** The kit, once given. */
export const previewKit = (): BlockPreviewKit | null => kit;
