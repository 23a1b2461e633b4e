// A page that a link of one of our e-mails opens (newsletter, agenda registration). Mail
// scanners fetch links on their own: opening the page confirms nothing; the visitor's click on
// the page's button sends the link's token, and the answer decides what the page says.
import { createEvent, createStore, sample } from 'effector';
import { type ApiResponse, createApiEffect } from '../api/request.ts';
import { documentMetaSet } from '../model/meta.ts';

/** What the page says before the click, and after it when the link or the service failed. */
export type ConfirmLinkState = 'waiting' | 'invalid' | 'failed';

export function createConfirmLink<T, S extends string>(options: {
  /** The API call the click makes (POST, body `{token}`). */
  path: string;
  /** The page's path pattern, its canonical path (never indexed). */
  canonicalPath: string;
  /** What a successful answer means for the page. */
  stateOf: (data: T) => S;
}) {
  const opened = createEvent<{ token: string; title: string }>();
  const clicked = createEvent<string>();
  const confirmFx = createApiEffect<string, T>((token) => ({
    method: 'POST',
    path: options.path,
    body: { token },
  }));
  const $state = createStore<S | ConfirmLinkState>('waiting', { serialize: 'ignore' })
    .on(confirmFx.doneData, (_, { status, body }: ApiResponse<T>) =>
      body.success ? options.stateOf(body.data) : status === 400 || status === 404 ? 'invalid' : 'failed',
    )
    .on(confirmFx.fail, () => 'failed')
    .reset(opened);
  /** The data of the successful answer. */
  const $answer = createStore<T | null>(null, { serialize: 'ignore' })
    .on(confirmFx.doneData, (_, { body }: ApiResponse<T>) => (body.success ? body.data : null))
    .reset(opened);

  sample({
    clock: clicked,
    source: confirmFx.pending,
    filter: (pending, token) => !pending && token.length > 0,
    fn: (_, token) => token,
    target: confirmFx,
  });
  sample({
    clock: opened,
    fn: ({ title }) => ({ title, canonicalPath: options.canonicalPath, noindex: true }),
    target: documentMetaSet,
  });
  return { opened, clicked, $state, $answer, $pending: confirmFx.pending };
}
