// Setting a site's parameters (SPEC §3 parameters): legal texts are HTML and are sanitised like
// any admin HTML; the site's caches are dropped once the values are written.
import { and, eq } from 'drizzle-orm';
import { PARAMETER_CATALOG } from '#shared/config/parameters.ts';
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
