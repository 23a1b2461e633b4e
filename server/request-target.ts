// The request line's target in absolute form (`GET http://host/path HTTP/1.1`, what a client
// sends to a proxy) is legal HTTP/1.1. RFC 9112 §3.2.2: the server then uses the target's host
// and ignores the Host header. The request is handed to the app again in the usual origin form
// (Express's router keeps the scheme and host of the first target it saw, so rewriting the URL
// in place is not enough), and no part of the app (site resolution, render, redirects, caches)
// has to know the difference. A target that is neither a path nor an http(s) URL answers 400.
import type { IncomingMessage, ServerResponse } from 'node:http';

type Request = IncomingMessage & { originalUrl?: string };

export function originFormTarget(app: (req: Request, res: ServerResponse) => void) {
  return (req: Request, res: ServerResponse, next: () => void): void => {
    const target = req.url ?? '/';
    if (target.startsWith('/')) {
      next();
      return;
    }
    let url: URL | null = null;
    try {
      url = new URL(target);
    } catch {
      // refused below
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.host) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      res.end('Requête invalide : cette adresse ne peut pas être servie.');
      return;
    }
    req.headers.host = url.host;
    req.url = `${url.pathname}${url.search}`;
    req.originalUrl = req.url;
    app(req, res);
  };
}
