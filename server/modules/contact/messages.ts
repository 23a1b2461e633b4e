// The contact form (SPEC §7 POST /message): stored, mailed to the site's contact
// address, rate-limited per address; a honeypot field quietly drops robots.

import { and, eq } from 'drizzle-orm';
import type { ContactBody } from '#shared/contracts/town.ts';
import { msg } from '#shared/lib/messages.ts';
import { contactMessages, siteParameters } from '../../db/schema.ts';
import { enforceLimits } from '../auth/rate-limit.ts';
import type { RequestContext } from '../context.ts';
import { contactMessageMail } from '../mail/templates.ts';

export async function leaveMessage(ctx: RequestContext, input: ContactBody): Promise<void> {
  await enforceLimits(
    ctx,
    [[`contact:address:${ctx.address}`, ctx.limits.contactPerAddress]],
    msg({ id: 'api.contact.rateLimited', message: 'Too many messages sent. Try again later.' }),
  );
  if (input.website) return; // a robot filled the hidden field: say thank you, keep nothing
  await ctx.db.insert(contactMessages).values({
    siteId: ctx.site.id,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    subject: input.subject,
    message: input.message,
    createdAt: ctx.clock.now(),
  });
  const [to] = await ctx.db
    .select({ value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.site.id), eq(siteParameters.type, 'COMPANY_EMAIL')));
  if (!to?.value) {
    ctx.logger.warn(
      { site: ctx.site.id },
      'contact message stored, but the site has no COMPANY_EMAIL to send it to',
    );
    return;
  }
  await ctx.sendMail(to.value, {
    replyTo: input.email,
    ...contactMessageMail({ siteName: ctx.site.name, ...input, phone: input.phone ?? null }),
  });
}
