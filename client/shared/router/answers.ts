// What a page's loader may answer or throw (ADR 009). Loaders open their page in the request's
// effector scope: the data lives there, so the router only carries a small payload for the
// layout, the page's status and redirects.

/** A loader's answer with a status other than 200 (the payload is still the layout's). */
export class StatusAnswer<T = unknown> {
  readonly payload: T;
  readonly status: number;
  constructor(payload: T, status: number) {
    this.payload = payload;
    this.status = status;
  }
}

export const withStatus = <T>(payload: T, status: number): StatusAnswer<T> =>
  new StatusAnswer(payload, status);

/** Thrown by a loader: the visitor goes to `to`, an app path (the router adds the locale's
 * prefix), with this status on the server (a client-side navigation replaces the entry). */
export class Redirect {
  readonly to: string;
  readonly status: number;
  constructor(to: string, status: number) {
    this.to = to;
    this.status = status;
  }
}

export function redirect(to: string, status = 302): Redirect {
  return new Redirect(to, status);
}

/** An error the router answers itself (no route for the path): its status, no detail. */
export class RouteErrorResponse {
  readonly status: number;
  readonly statusText: string;
  constructor(status: number, statusText = '') {
    this.status = status;
    this.statusText = statusText;
  }
}

export const isRouteErrorResponse = (error: unknown): error is RouteErrorResponse =>
  error instanceof RouteErrorResponse;
