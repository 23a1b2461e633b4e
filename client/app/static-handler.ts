// The server's react-router handler of one locale. Its routes are the same for every request of
// that locale, and building the handler (flattening and ranking every route, compiling their
// paths) was a twentieth of a server render: it is built once per locale and kept. Lazy route
// modules, once loaded, stay in its routes as they do in the browser's router.
import { createStaticHandler, type StaticHandler } from 'react-router';
import type { LocaleDefinition } from '#shared/config/locales.ts';
import { createRoutes } from './routes.tsx';

const handlers = new Map<string, StaticHandler>();

export function staticHandlerFor(locale: LocaleDefinition): StaticHandler {
  // the whole definition is the key: the routes read its prefix and its code
  const key = JSON.stringify(locale);
  let handler = handlers.get(key);
  if (!handler) {
    handler = createStaticHandler(createRoutes(locale), {
      basename: locale.prefix ? `/${locale.prefix}` : '/',
    });
    handlers.set(key, handler);
  }
  return handler;
}
