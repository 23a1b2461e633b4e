import { describe, expect, it } from 'vitest';
import { KNOWN_LOCALES } from '#shared/config/locales.ts';
import { staticHandlerFor } from './static-handler.ts';

describe('staticHandlerFor', () => {
  it('builds the handler of a locale once and hands it back to every request', () => {
    const locale = KNOWN_LOCALES[0]!;
    expect(staticHandlerFor({ ...locale })).toBe(staticHandlerFor({ ...locale }));
  });

  it('keeps one handler per locale, each with its own paths', () => {
    const [first, second] = KNOWN_LOCALES;
    expect(second).toBeDefined();
    const a = staticHandlerFor(first!);
    const b = staticHandlerFor(second!);
    expect(b).not.toBe(a);
    expect(a.dataRoutes[0]!.id).not.toBe(b.dataRoutes[0]!.id);
  });
});
