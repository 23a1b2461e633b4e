// How an element's facts, an event's dates and its places are written, in lists and detail pages.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Element } from '#shared/contracts/content.ts';
import { formatDate, formatTime, sameDay } from '#shared/lib/format.ts';
import { telHref } from '#shared/lib/phone.ts';
import { type FactKey, type Facts, safeWebsite } from './model.ts';
import './element.css';

const FACT_LABELS: Record<FactKey, MessageDescriptor> = {
  location: msg`Venue`,
  address: msg`Address`,
  hours: msg`Opening hours`,
  phone: msg`Phone`,
  email: msg`E-mail`,
  website: msg`Website`,
  contact: msg`Contact`,
  director: msg`Head`,
  levels: msg`Classes`,
  activity: msg`Business`,
};

function FactValue({ name, value }: { name: FactKey; value: string }) {
  if (name === 'phone') return <a href={telHref(value)}>{value}</a>;
  if (name === 'email') return <a href={`mailto:${value}`}>{value}</a>;
  if (name === 'website') {
    const url = safeWebsite(value);
    return url ? (
      <a href={url} rel="noopener noreferrer external">
        {url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
      </a>
    ) : (
      <>{value}</>
    );
  }
  return <>{value}</>;
}

export function ElementFacts({ facts, only }: { facts: Facts; only?: readonly FactKey[] }) {
  const { i18n } = useLingui();
  const entries = (Object.entries(facts) as [FactKey, string][]).filter(([k]) => !only || only.includes(k));
  if (!entries.length) return null;
  return (
    <dl className="facts">
      {entries.map(([name, value]) => (
        <div key={name} className={`fact fact-${name}`}>
          <dt>{i18n._(FACT_LABELS[name])}</dt>
          <dd>
            <FactValue name={name} value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "05/12/2026, 14:00 – 20:00", or "from 05/12/2026 14:00 to 06/12/2026 18:00" over days. */
export function EventWhen({ startAt, endAt }: { startAt: string; endAt: string | null }) {
  const start = (
    <time dateTime={startAt}>
      {formatDate(startAt)}, {formatTime(startAt)}
    </time>
  );
  if (!endAt) return <span className="event-when">{start}</span>;
  if (sameDay(startAt, endAt))
    return (
      <span className="event-when">
        <time dateTime={startAt}>
          {formatDate(startAt)}, {formatTime(startAt)}
        </time>{' '}
        – <time dateTime={endAt}>{formatTime(endAt)}</time>
      </span>
    );
  const end = (
    <time dateTime={endAt}>
      {formatDate(endAt)}, {formatTime(endAt)}
    </time>
  );
  return (
    <span className="event-when">
      <Trans>
        From {start} to {end}
      </Trans>
    </span>
  );
}

/** Places of an event taking registrations: closed, full, a few left, or — while the count is
 * not known (the server's HTML, before the uncached call of places.ts answers) — open. */
export function SeatsNote({
  registration,
  remaining,
}: {
  registration: Element['registration'];
  /** Places left; null without capacity, undefined while not counted. */
  remaining?: number | null | undefined;
}) {
  if (!registration) return null;
  if (!registration.open)
    return (
      <span className="seats seats-closed">
        <Trans>Registration closed</Trans>
      </span>
    );
  if (remaining === 0)
    return (
      <span className="seats seats-full">
        <Trans>Full — waiting list open</Trans>
      </span>
    );
  if (remaining === null || remaining === undefined)
    return (
      <span className="seats">
        <Trans>Registration open</Trans>
      </span>
    );
  return (
    <span className="seats">
      <Plural value={remaining} one="# place left" other="# places left" />
    </span>
  );
}

/** A tag as visitors read it: tags are stored as written (`fête`, `vie municipale`), shown capitalised. */
export function tagLabel(tag: string): string {
  const text = tag.replace(/-/g, ' ');
  return text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);
}
