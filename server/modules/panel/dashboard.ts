// The admin dashboard (ADR 013 "The panel"): what needs attention on the site. Messages, form
// submissions and registrations count from when the reader last marked each list seen (never:
// all of them); orders count while they wait for the estate (paid, not yet handled, until the
// shop's back office gives staff their own states).
import { and, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AttentionKind, Dashboard } from '#shared/contracts/admin.ts';
import {
  adminSeen,
  contactMessages,
  elements,
  eventRegistrations,
  formSubmissions,
  forms,
  orders,
  siteInfo,
} from '../../db/schema.ts';
import { actorOf } from '../audit/log.ts';
import type { RequestContext } from '../context.ts';

const LATEST = 5;

async function seenAt(ctx: RequestContext): Promise<Map<string, Date>> {
  const who = actorOf(ctx);
  const rows = await ctx.db
    .select({ kind: adminSeen.kind, seenAt: adminSeen.seenAt })
    .from(adminSeen)
    .where(
      and(
        eq(adminSeen.siteId, ctx.site.id),
        eq(adminSeen.actorKind, who.kind),
        eq(adminSeen.actorId, who.id),
      ),
    );
  return new Map(rows.map((r) => [r.kind, r.seenAt]));
}

const since = (column: PgColumn, at: Date | undefined): SQL | undefined => (at ? gt(column, at) : undefined);

export async function dashboard(ctx: RequestContext): Promise<Dashboard> {
  const [seen, [info]] = await Promise.all([
    seenAt(ctx),
    ctx.db
      .select({ url: siteInfo.url, isECommerce: siteInfo.isEcommerce, isBuilding: siteInfo.isBuilding })
      .from(siteInfo)
      .where(eq(siteInfo.siteId, ctx.site.id)),
  ]);
  const site = ctx.site.id;

  const messagesWhere = and(
    eq(contactMessages.siteId, site),
    since(contactMessages.createdAt, seen.get('CONTACT_MESSAGES')),
  );
  const submissionsWhere = and(
    eq(formSubmissions.siteId, site),
    since(formSubmissions.createdAt, seen.get('FORM_SUBMISSIONS')),
  );
  const registrationsWhere = and(
    eq(eventRegistrations.siteId, site),
    inArray(eventRegistrations.status, ['CONFIRMED', 'WAITLIST']),
    since(eventRegistrations.createdAt, seen.get('REGISTRATIONS')),
  );
  const [messages, messageCount, submissions, submissionCount, registrations, registrationCount] =
    await Promise.all([
      ctx.db
        .select({
          id: contactMessages.id,
          title: contactMessages.subject,
          detail: contactMessages.name,
          at: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(messagesWhere)
        .orderBy(desc(contactMessages.createdAt))
        .limit(LATEST),
      ctx.db.select({ n: count() }).from(contactMessages).where(messagesWhere),
      ctx.db
        .select({ id: formSubmissions.id, title: forms.title, at: formSubmissions.createdAt })
        .from(formSubmissions)
        .innerJoin(forms, and(eq(forms.siteId, formSubmissions.siteId), eq(forms.id, formSubmissions.formId)))
        .where(submissionsWhere)
        .orderBy(desc(formSubmissions.createdAt))
        .limit(LATEST),
      ctx.db.select({ n: count() }).from(formSubmissions).where(submissionsWhere),
      ctx.db
        .select({
          id: eventRegistrations.id,
          title: elements.title,
          name: eventRegistrations.name,
          seats: eventRegistrations.seats,
          at: eventRegistrations.createdAt,
        })
        .from(eventRegistrations)
        .innerJoin(
          elements,
          and(eq(elements.siteId, eventRegistrations.siteId), eq(elements.id, eventRegistrations.elementId)),
        )
        .where(registrationsWhere)
        .orderBy(desc(eventRegistrations.createdAt))
        .limit(LATEST),
      ctx.db.select({ n: count() }).from(eventRegistrations).where(registrationsWhere),
    ]);

  const attention: Dashboard['attention'] = [
    {
      kind: 'CONTACT_MESSAGES',
      count: messageCount[0]?.n ?? 0,
      latest: messages.map((m) => ({ id: m.id, title: m.title, detail: m.detail, at: m.at.toISOString() })),
      canMarkSeen: true,
    },
    {
      kind: 'FORM_SUBMISSIONS',
      count: submissionCount[0]?.n ?? 0,
      latest: submissions.map((s) => ({ id: s.id, title: s.title, detail: '', at: s.at.toISOString() })),
      canMarkSeen: true,
    },
    {
      kind: 'REGISTRATIONS',
      count: registrationCount[0]?.n ?? 0,
      latest: registrations.map((r) => ({
        id: r.id,
        title: r.title,
        detail: `${r.name} (${r.seats})`,
        at: r.at.toISOString(),
      })),
      canMarkSeen: true,
    },
  ];
  if (info?.isECommerce) {
    const waiting = and(eq(orders.siteId, site), eq(orders.state, 'PAID'));
    const [latest, [total]] = await Promise.all([
      ctx.db
        .select({
          id: orders.id,
          number: orders.number,
          firstname: orders.firstname,
          lastname: orders.lastname,
          at: orders.createdAt,
        })
        .from(orders)
        .where(waiting)
        .orderBy(desc(orders.createdAt))
        .limit(LATEST),
      ctx.db.select({ n: count() }).from(orders).where(waiting),
    ]);
    attention.push({
      kind: 'ORDERS',
      count: total?.n ?? 0,
      latest: latest.map((o) => ({
        id: o.id,
        title: o.number,
        detail: `${o.firstname} ${o.lastname}`,
        at: o.at.toISOString(),
      })),
      canMarkSeen: false,
    });
  }
  return {
    site: {
      name: ctx.site.name,
      url: info?.url ?? '',
      isECommerce: info?.isECommerce ?? false,
      isBuilding: info?.isBuilding ?? false,
    },
    attention,
  };
}

export async function markSeen(ctx: RequestContext, kind: Exclude<AttentionKind, 'ORDERS'>): Promise<void> {
  const who = actorOf(ctx);
  const now = ctx.clock.now();
  await ctx.db
    .insert(adminSeen)
    .values({ siteId: ctx.site.id, actorKind: who.kind, actorId: who.id, kind, seenAt: now })
    .onConflictDoUpdate({
      target: [adminSeen.siteId, adminSeen.actorKind, adminSeen.actorId, adminSeen.kind],
      set: { seenAt: now },
    });
}
