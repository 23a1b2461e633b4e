// What the server hands the browser: the serialized effector scope, the locale and the
// router's hydration data. Route errors travel as plain objects and are rebuilt here.
import {
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type HydrationState,
  isRouteErrorResponse,
} from 'react-router';

export const STATE_ELEMENT_ID = '__PARVIS_STATE__';

type SerializedError =
  | { kind: 'response'; status: number; statusText: string; data: unknown }
  | { kind: 'error' };

export interface PageState {
  locale: string;
  effector: Record<string, unknown>;
  router: {
    loaderData: Record<string, unknown>;
    errors: Record<string, SerializedError> | null;
  };
  /** The page answers a form posted without JavaScript: the outcome it shows (errors, a
   * confirmation) lives in form stores that never travel to the browser, so the page is not
   * hydrated; its links and forms work as plain HTML, and the next page hydrates again. */
  formAnswer?: true;
}

export function serializeRouterErrors(errors: Record<string, unknown> | null): PageState['router']['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { kind: 'response', status: error.status, statusText: error.statusText, data: null }
        : { kind: 'error' }, // never the message or stack of a server error
    ]),
  );
}

export function hydrationStateOf(router: PageState['router']): HydrationState {
  const errors = router.errors
    ? Object.fromEntries(
        Object.entries(router.errors).map(([id, e]) => [
          id,
          e.kind === 'response'
            ? new ErrorResponseImpl(e.status, e.statusText, e.data)
            : new Error('Internal error'),
        ]),
      )
    : null;
  return { loaderData: router.loaderData, actionData: null, errors };
}
