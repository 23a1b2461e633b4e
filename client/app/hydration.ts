// What the server hands the browser: the serialized effector scope, the locale and the route's
// outcome (the loader's payload, the status, the error). Route errors travel as plain objects
// and are rebuilt here; a server error's message never leaves the server.
import { isRouteErrorResponse, RouteErrorResponse } from '../shared/router/answers.ts';

export const STATE_ELEMENT_ID = '__PARVIS_STATE__';

type SerializedError = { kind: 'response'; status: number; statusText: string } | { kind: 'error' };

export interface PageState {
  locale: string;
  effector: Record<string, unknown>;
  router: {
    data: unknown;
    status: number;
    error: SerializedError | null;
  };
  /** The page answers a form posted without JavaScript: the outcome it shows (errors, a
   * confirmation) lives in form stores that never travel to the browser, so the page is not
   * hydrated; its links and forms work as plain HTML, and the next page hydrates again. */
  formAnswer?: true;
}

export function serializeRouteError(error: unknown): SerializedError | null {
  if (error === null || error === undefined) return null;
  return isRouteErrorResponse(error)
    ? { kind: 'response', status: error.status, statusText: error.statusText }
    : { kind: 'error' };
}

export function routeErrorOf(error: SerializedError | null): unknown {
  if (!error) return null;
  return error.kind === 'response'
    ? new RouteErrorResponse(error.status, error.statusText)
    : new Error('Internal error');
}
