// The contact form (SPEC §7 POST /message, issue 3): stored, mailed to the site's contact
// address, rate-limited per address; a honeypot field quietly drops robots.

import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ContactBody } from '#shared/contracts/town.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages, siteParameters } from '../../db/schema.ts';
import type { Limit } from '../auth/rate-limit.ts';
import { consume } from '../auth/rate-limit.ts';
import { DomainError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { contactMessageMail } from '../mail/templates.ts';

export const CONTACT_LIMIT: Limit = { max: 5, windowS: 60 * 60 };

export async function leaveMessage(
  ctx: {
    db: Db;
    site: { id: number; name: string };
    mailer: Mailer;
    now: Date;
    address: string;
    log: Logger;
    limit?: Limit;
  },
  input: ContactBody,
): Promise<void> {
  const verdict = await consume(
    ctx.db,
    ctx.site.id,
    `contact:address:${ctx.address}`,
    ctx.limit ?? CONTACT_LIMIT,
    ctx.now,
  );
  if (!verdict.allowed) {
    throw new DomainError('rate_limited', 'Trop de messages envoyés. Réessayez plus tard.', {
      retryAfterS: verdict.retryAfterS,
    });
  }
  if (input.website) return; // a robot filled the hidden field: say thank you, keep nothing
  await ctx.db.insert(contactMessages).values({
    siteId: ctx.site.id,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    subject: input.subject,
    message: input.message,
    createdAt: ctx.now,
  });
  const [to] = await ctx.db
    .select({ value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.site.id), eq(siteParameters.type, 'COMPANY_EMAIL')));
  if (!to?.value) {
    ctx.log.warn(
      { site: ctx.site.id },
      'contact message stored, but the site has no COMPANY_EMAIL to send it to',
    );
    return;
  }
  try {
    await ctx.mailer.send({
      to: to.value,
      replyTo: input.email,
      siteName: ctx.site.name,
      ...contactMessageMail({ siteName: ctx.site.name, ...input, phone: input.phone ?? null }),
    });
  } catch (err) {
    ctx.log.error({ err }, 'contact message stored but not mailed');
  }
}
