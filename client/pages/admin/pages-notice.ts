// A message for the page of the tree that the panel goes to after a write (the list after a
// deletion, a new page's form after its creation): it belongs to that page, gone once another
// page of the panel opens.
import { createEvent, createStore } from 'effector';

export type PagesNotice =
  | { kind: 'trashed'; title: string; count: number; path: string }
  | { kind: 'created'; title: string; path: string };

export const pagesNoticeShown = createEvent<PagesNotice>();
/** A page of the tree opened, at this path (with its query). */
export const pagesPageEntered = createEvent<string>();

export const $pagesNotice = createStore<PagesNotice | null>(null, { serialize: 'ignore' })
  .on(pagesNoticeShown, (_, notice) => notice)
  .on(pagesPageEntered, (notice, path) => (notice && notice.path === path ? notice : null));
