// A one-off message shown at the top of the page the visitor is sent to (e.g. the home page
// after deleting the account). It belongs to that page: it is gone once the visitor moves on.
import { createEvent, createStore } from 'effector';

export type NoticeKind = 'accountDeleted' | 'loggedOut';

export interface Notice {
  kind: NoticeKind;
  /** The unprefixed path of the page that shows it. */
  path: string;
}

export const noticeShown = createEvent<Notice>();
export const noticeDismissed = createEvent();

export const $notice = createStore<Notice | null>(null, { serialize: 'ignore' })
  .on(noticeShown, (_, notice) => notice)
  .reset(noticeDismissed);
