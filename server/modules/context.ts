// The one context the domain works with, handed in rather than imported (docs/architecture.md,
// "One request context"). The API builds a RequestContext for every request
// (server/api/router.ts); the CLI and the seed build a SiteContext for the site they act on. Each
// dependency has one way in: the database, the clock, the logger, the site's links and caches,
// and for requests the mailer, the limits, who asks and from where.
import pino, { type Logger } from 'pino';
import type { Language } from '#shared/contracts/site.ts';
import type { Db } from '../db/client.ts';
import type { ContentEvents } from '../events/content-events.ts';
import type { RateLimits } from './auth/rate-limit.ts';
import type { ActiveSession, SessionOperator, SessionUser } from './auth/sessions.ts';
import { bumpContentVersion } from './content/version.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MailContent } from './mail/templates.ts';
import type { MediaStorage } from './media/storage.ts';
import type { PaymentSettings } from './secrets/payment-settings.ts';
import { siteLinkFor } from './sites/links.ts';
import { findSiteById, type SiteRef } from './sites/queries.ts';

export interface Clock {
  now(): Date;
}

/** What a module needs to act on one site's data. */
export interface SiteContext {
  db: Db;
  site: SiteRef;
  clock: Clock;
  logger: Logger;
  /** An absolute URL on the site's configured address (mail, calendars), never the request's Host. */
  siteLink(path: string): Promise<string>;
  /** The site's content changed: its caches are dropped, in every process. A module that writes
   * a site's content calls this itself, so that no caller can forget it. With `tags` (the cache
   * tags of what the write changed, shared/lib/cache-tags.ts) only the entries built from those
   * are dropped; without, everything of the site (ADR 003, "Tags"). */
  contentChanged(tags?: readonly string[]): Promise<void>;
}

export interface StorageDirs {
  /** Files visitors send (DATA_DIR/uploads). */
  uploadsDir: string;
  /** The sites' media, each site's under its own prefix (ADR 006, "Media"). */
  media: MediaStorage;
}

/** A request to a site: the site's context, plus who asks, in which language and from where. */
export interface RequestContext extends SiteContext {
  /** The site's account signed in, if any. */
  user: SessionUser | null;
  /** An operator of the deployment signed in on this host (ADR 013): no account of the site. */
  operator: SessionOperator | null;
  session: ActiveSession | null;
  /** The request's language code (userLang header), one of the site's active languages. */
  locale: string;
  languages: Language[];
  mailer: Mailer;
  limits: RateLimits;
  /** The client's address (the proxy's view of it only with TRUST_PROXY). */
  address: string;
  storage: StorageDirs;
  /** The vault of the site's payment keys and where Stripe is reached (ADR 012, "Payment"). */
  payments: PaymentSettings;
  /** Sends a mail from the site; a failure is logged and never thrown: an answer does not
   * depend on the mail server (no enumeration, no 500). */
  sendMail(to: string, content: MailContent & { replyTo?: string }): Promise<void>;
  /** The context of another site of the deployment, for an operator's call that writes a site
   * other than the host's (a site created, ADR 019): its links and its content changes. */
  contextOf(site: SiteRef): SiteContext;
}

export interface SiteDeps {
  db: Db;
  /** Null where no cache can listen (the seed before any server runs). */
  events: ContentEvents | null;
  /** Absent for the seed and the CLI's quiet writes: nothing is logged. */
  logger?: Logger | undefined;
  now?: (() => Date) | undefined;
}

export interface RequestDeps extends SiteDeps {
  logger: Logger;
  mailer: Mailer;
  limits: RateLimits;
  storage: StorageDirs;
  payments: PaymentSettings;
}

export type Requester = Pick<
  RequestContext,
  'user' | 'operator' | 'session' | 'locale' | 'languages' | 'address'
>;

export function createSiteContext(deps: SiteDeps, site: SiteRef): SiteContext {
  return {
    db: deps.db,
    site,
    clock: { now: deps.now ?? (() => new Date()) },
    logger: deps.logger ?? pino({ enabled: false }),
    siteLink: (path) => siteLinkFor(deps.db, site.id, path),
    contentChanged: (tags) => bumpContentVersion(deps.db, deps.events, site.id, tags ?? null),
  };
}

/** The context of an operator's command or of the seed, for the site with this id. */
export async function siteContextFor(deps: SiteDeps, siteId: number): Promise<SiteContext> {
  const site = await findSiteById(deps.db, siteId);
  if (!site) throw new Error(`No site with id ${siteId}.`);
  return createSiteContext(deps, site);
}

export function createRequestContext(deps: RequestDeps, site: SiteRef, requester: Requester): RequestContext {
  const base = createSiteContext(deps, site);
  return {
    ...base,
    ...requester,
    mailer: deps.mailer,
    limits: deps.limits,
    storage: deps.storage,
    payments: deps.payments,
    contextOf: (other) => createSiteContext(deps, other),
    async sendMail(to, content) {
      try {
        await deps.mailer.send({ to, ...content, siteName: site.name });
      } catch (err) {
        base.logger.error({ err, subject: content.subject }, 'mail not sent');
      }
    },
  };
}
