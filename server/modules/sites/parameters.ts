// Setting a site's parameters (SPEC §3 parameters): legal texts are HTML and are sanitised like
// any admin HTML; the site's caches are dropped once the values are written.
import { and, eq } from 'drizzle-orm';
import { PARAMETER_CATALOG } from '#shared/config/parameters.ts';
import { mapTiles } from '#shared/lib/map-tiles.ts';
import { msg } from '#shared/lib/messages.ts';
import { siteParameters } from '../../db/schema.ts';
import { sanitizeRichText } from '../content/sanitize.ts';
import type { SiteContext } from '../context.ts';
import { DomainError } from '../errors.ts';

const HTML_PARAMETERS = new Set(PARAMETER_CATALOG.filter((p) => p.group === 'legal').map((p) => p.type));

/** Sets each `TYPE` to its value (null empties it); an unknown type changes nothing. */
export async function setParameters(ctx: SiteContext, values: Record<string, string | null>): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    for (const [type, raw] of Object.entries(values)) {
      const value = raw !== null && HTML_PARAMETERS.has(type) ? sanitizeRichText(raw) : raw;
      if (type === 'MAP_TILES_URL' && value && !mapTiles({ MAP_TILES_URL: value }))
        throw new DomainError(
          'invalid',
          msg({
            id: 'api.parameter.mapTiles',
            message:
              'The map tiles address must be an https address of one server with {z}, {x} and {y}, for example https://tile.openstreetmap.org/{z}/{x}/{y}.png.',
            // the placeholders are written as such, not read as the message's own
            values: { z: '{z}', x: '{x}', y: '{y}' },
          }),
        );
      const updated = await tx
        .update(siteParameters)
        .set({ value, updatedAt: now })
        .where(and(eq(siteParameters.siteId, ctx.site.id), eq(siteParameters.type, type)))
        .returning({ id: siteParameters.id });
      if (updated.length === 0)
        throw new DomainError(
          'invalid',
          msg({
            id: 'api.parameter.unknownType',
            message: 'Unknown parameter type {type}.',
            values: { type },
          }),
        );
    }
  });
  await ctx.contentChanged();
}
