// Forms hydrate when the visitor turns to them (issue 11): a page's form blocks work as plain HTML
// forms (they post to the server without JavaScript), so their code — the form kit and its texts —
// is not part of the first load. While the browser hydrates the server's page, a form block's
// view waits (its Suspense boundary keeps the server's markup) until the form comes near the
// viewport (then in idle time) or the visitor points at, touches or focuses it; a form sent
// meanwhile is held and sent again once its view has hydrated, by its own code. A page reached by
// a client-side navigation loads its form views with its data, as before (./model.ts).
import { whenIdle } from '../../shared/lib/idle.ts';

interface Waiting {
  promise: Promise<void>;
  /** A submission held before the view could take it. */
  held: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  release: () => void;
}

const waiting = new Map<string, Waiting>();

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Resolves when the visitor turns to the block, whose server markup is `element`. */
export function whenUsed(blockId: string, element: Element): Promise<void> {
  const known = waiting.get(blockId);
  if (known) return known.promise;
  let start: () => void = () => undefined;
  const entry: Waiting = {
    promise: new Promise<void>((resolve) => {
      start = resolve;
    }),
    held: null,
    release: () => undefined,
  };
  waiting.set(blockId, entry);
  let observer: IntersectionObserver | null = null;
  const used = () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, used);
    observer?.disconnect();
    start();
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    entry.held = { form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter };
    used();
  };
  for (const type of INTENT_EVENTS) element.addEventListener(type, used, { passive: true });
  element.addEventListener('submit', onSubmit, true);
  entry.release = () => element.removeEventListener('submit', onSubmit, true);
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) whenIdle(used);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
  }
  return entry.promise;
}

/** The block's view has hydrated: its own code takes the form's submissions from now on, the
 * one held meanwhile first. */
export function viewHydrated(blockId: string): void {
  const entry = waiting.get(blockId);
  if (!entry) return;
  entry.release();
  const held = entry.held;
  entry.held = null;
  if (held?.form.isConnected) held.form.requestSubmit(held.submitter);
}
