import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import {
  ElementFacts,
  EventWhen,
  factsOf,
  SeatsNote,
  tagLabel,
  usePlaces,
} from '../../entities/element/index.ts';
import { EventRegistration } from '../../features/event-registration/index.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { DetailBack, DetailCover } from '../../shared/ui/detail-parts.tsx';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { ImageGallery } from '../../shared/ui/image-gallery.tsx';
import { RichText } from '../../shared/ui/rich-text.tsx';
import { $element, $elementStatus, canonicalPathOf } from './model.ts';
import './element-detail.css';
import '../../widgets/page-blocks/types/agenda.css';

export function Component() {
  const { t } = useLingui();
  const [element, status] = useUnit([$element, $elementStatus]);
  // the places left are counted after hydration (ADR 003, "Volatile figures")
  const places = usePlaces(element?.route ?? 'agenda', element?.registration?.open ? [element.id] : []);
  if (status !== 200 || !element) return <ErrorPage status={status === 200 ? 404 : status} />;
  const listing = (element.listing ?? []).filter((c) => c.path !== '/');
  const back = listing[listing.length - 1];
  const facts = factsOf(element.data);
  const [cover, ...more] = element.images;
  const isEvent = element.route === 'agenda' && !!element.startAt;
  const registration = element.registration ?? null;
  const remaining = places[element.id];
  return (
    <article className="detail-page element-detail">
      <Breadcrumbs crumbs={[...listing, { title: element.title, path: canonicalPathOf(element) }]} />
      <h1 className="page-title">{element.title}</h1>
      {isEvent && (
        <p className="detail-when">
          <EventWhen startAt={element.startAt!} endAt={element.endAt} />
          {facts.location && <span className="agenda-location">{facts.location}</span>}
          <SeatsNote registration={registration} remaining={remaining} />
        </p>
      )}
      {element.summary && <p className="lead">{element.summary}</p>}
      <DetailCover image={cover} />
      <RichText html={element.body} />
      {Object.keys(facts).length > 0 && (
        <section className="detail-facts" aria-labelledby="detail-facts-title">
          <h2 id="detail-facts-title">
            <Trans>Practical information</Trans>
          </h2>
          <ElementFacts facts={facts} />
        </section>
      )}
      {more.length > 0 && <ImageGallery title={t`Photos`} images={element.images} />}
      {element.tags.length > 0 && (
        <p className="detail-tags">
          <span className="visually-hidden">{t`Themes:`} </span>
          {element.tags.map(tagLabel).join(' · ')}
        </p>
      )}
      {isEvent && (
        <p>
          <a
            className="button button-secondary"
            href={`/api/element/${element.route}/${element.id}/ics`}
            download
          >
            <Trans>Add to my calendar (.ics)</Trans>
          </a>
        </p>
      )}
      {isEvent && registration?.open && (
        <EventRegistration route={element.route} id={element.id} full={remaining === 0} />
      )}
      <DetailBack to={back} />
    </article>
  );
}
