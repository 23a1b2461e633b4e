// The page builder's preview images (SPEC §5, ADR 006 amended): the editor asks whether the layout
// it shows has a current preview (`hash/check`), and when not, draws one from its canvas and sends
// it; the page list shows it. A preview that could not be drawn or sent is not an error staff
// must act on: the list then shows none.
import { createEvent, createStore, sample } from 'effector';
import type { HashCheckAnswer } from '#shared/contracts/admin-layout.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import type { CanvasHandle } from './builder-canvas.ts';

/** The canvas on screen (one at a time): a write first takes what is being typed in it. */
let activeCanvas: CanvasHandle | null = null;
export const canvasMounted = (handle: CanvasHandle | null) => {
  activeCanvas = handle;
};
/** Reports the canvas as it is now (a text being typed ends); nothing without a canvas. */
export const flushCanvas = async (): Promise<void> => {
  await activeCanvas?.flush();
};

export interface LayoutRef {
  pageId: number;
  layoutId: number;
}

export const hashCheckFx = createApiEffect<LayoutRef & { html: string; css: string }, HashCheckAnswer>(
  ({ pageId, layoutId, html, css }) => ({
    method: 'POST',
    path: `/admin/page/${pageId}/layout/${layoutId}/hash/check`,
    body: { html, css },
  }),
);

export const uploadPreviewFx = createApiEffect<LayoutRef & { image: Blob }, { previewHash: string | null }>(
  ({ pageId, layoutId, image }) => {
    const body = new FormData();
    body.append('file', image, 'apercu.png');
    return { method: 'PUT', path: `/admin/page/${pageId}/layout/${layoutId}/preview`, body };
  },
);

/** The layout whose preview is stale and should be drawn now (null: none to draw). */
export const previewWanted = createEvent<LayoutRef | null>();
export const $previewWanted = createStore<LayoutRef | null>(null, { serialize: 'ignore' }).on(
  previewWanted,
  (_, wanted) => wanted,
);
/** The layout's preview was sent (or could not be drawn): nothing more to do for it. */
export const previewDone = createEvent();
$previewWanted.reset(previewDone);

sample({
  clock: hashCheckFx.done,
  filter: ({ result }) => result.body.success && (result.body.data as HashCheckAnswer).previewStale,
  fn: ({ params }) => ({ pageId: params.pageId, layoutId: params.layoutId }),
  target: previewWanted,
});
sample({ clock: uploadPreviewFx.finally, target: previewDone });
