// GET /element/{route}/{id}/ics: an agenda event as an iCalendar file, its link on the site's
// configured address.
import { elementPath } from '#shared/config/sections.ts';
import { msg } from '#shared/lib/messages.ts';
import type { RequestContext } from '../context.ts';
import { findElement } from '../elements/queries.ts';
import { DomainError } from '../errors.ts';
import { icsFor } from './ics.ts';

export async function eventCalendar(
  ctx: RequestContext,
  route: string,
  id: number,
): Promise<{ filename: string; ics: string }> {
  const element = await findElement(ctx, route, id);
  if (!element?.startAt)
    throw new DomainError(
      'not_found',
      msg({ id: 'api.event.notFound', message: 'This event does not exist.' }),
    );
  const ics = icsFor({
    uid: `${element.id}@${ctx.site.slug}.parvis`,
    title: element.title,
    description: element.summary ?? '',
    location: typeof element.data.location === 'string' ? element.data.location : null,
    url: await ctx.siteLink(elementPath(route, element.slug, element.id)),
    start: new Date(element.startAt),
    end: element.endAt ? new Date(element.endAt) : null,
    now: ctx.clock.now(),
  });
  return { filename: `${element.slug || 'evenement'}.ics`, ics };
}
