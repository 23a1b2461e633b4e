// Every redirect of the product goes through here: its target is a path of the site's own host
// (shared/lib/local-path.ts), whatever built it — a visitor's return URL, a normalised request
// path, a route's canonical URL or a configured link — so none can send a visitor elsewhere.
import type { Response } from 'express';
import { localPathOr } from '#shared/lib/local-path.ts';

export function redirectWithinSite(res: Response, status: number, target: unknown, fallback = '/'): void {
  res.redirect(status, localPathOr(target, fallback));
}
