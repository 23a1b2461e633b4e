import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { elementPath } from '#shared/config/sections.ts';
import { formatDate } from '#shared/lib/format.ts';
import { EventWhen, SeatsNote, usePlaces } from '../../../entities/element/index.ts';
import { EmptyList, ListCount, ListFooter, TagFilter, Tags } from '../list-controls.tsx';
import { type BlockViewProps, okData } from '../view-props.ts';
import type { ElementListData } from './element-list.request.ts';
import './agenda.css';
import { AppLink } from '../../../shared/ui/app-link.tsx';

export function AgendaBlock({ block, data }: BlockViewProps<'agenda'>) {
  const { t } = useLingui();
  const titleId = useId();
  const list = okData<ElementListData>(data);
  const past = block.when === 'past';
  const counted = past ? [] : (list?.items ?? []).filter((i) => i.registration?.open);
  const places = usePlaces(
    counted[0]?.route ?? 'agenda',
    counted.map((i) => i.id),
  );
  if (!list) return null;
  return (
    <section className="block agenda" aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title ?? (past ? t`Past events` : t`Upcoming events`)}</h2>
      {list.tags && <TagFilter tags={list.tags} active={list.tag} />}
      <ListCount total={list.total} filtered={!!list.tag} />
      {list.items.length === 0 ? (
        <EmptyList filtered={!!list.tag}>
          {past ? <Trans>No past event to show.</Trans> : <Trans>No event is planned for now.</Trans>}
        </EmptyList>
      ) : (
        <ul className="agenda-items">
          {list.items.map((item) => {
            const [day, month] = item.startAt ? formatDate(item.startAt).split('/') : [];
            return (
              <li key={item.id} className="agenda-item">
                <article>
                  {day && (
                    <p className="agenda-date" aria-hidden="true">
                      <span className="agenda-day">{day}</span>
                      <span className="agenda-month">/{month}</span>
                    </p>
                  )}
                  <div className="agenda-body">
                    <h3 className="element-title">
                      <AppLink to={elementPath(item.route, item.slug, item.id)}>{item.title}</AppLink>
                    </h3>
                    <p className="agenda-meta">
                      {item.startAt && <EventWhen startAt={item.startAt} endAt={item.endAt} />}
                      {item.facts.location && <span className="agenda-location">{item.facts.location}</span>}
                      {!past && <SeatsNote registration={item.registration} remaining={places[item.id]} />}
                    </p>
                    {item.excerpt && <p className="element-excerpt">{item.excerpt}</p>}
                    <Tags tags={item.tags} />
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <ListFooter
        list={list}
        moreLink={block.moreLink}
        label={block.title ?? (past ? t`Past events` : t`Upcoming events`)}
      />
    </section>
  );
}
