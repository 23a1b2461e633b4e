// The CSRF rule of every state-changing request (docs/architecture.md, "decided"): a browser
// write must come from a page of the same origin. Browsers tell it by `Sec-Fetch-Site`; one
// that does not send it still sends `Origin` with every cross-site POST, PUT and DELETE, so
// a request that carries neither did not come from another site's page. A cookie-authenticated
// write must carry one of them (a session must never be usable by a request we cannot place).
import type { Request } from 'express';

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a state-changing request must be refused as cross-site. `cookieSession`: the
 * request is authenticated by the session cookie, so it must prove its origin. */
export function crossSiteWrite(req: Request, cookieSession = false): boolean {
  if (!STATE_CHANGING.has(req.method)) return false;
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin';
  const origin = req.get('origin');
  if (origin === undefined) return cookieSession;
  try {
    // `null` (an opaque origin: sandboxed frame, data: URL) parses as no host and is refused
    return new URL(origin).host.toLowerCase() !== (req.host ?? '').toLowerCase();
  } catch {
    return true;
  }
}
