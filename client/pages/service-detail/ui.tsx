import { useUnit } from 'effector-react';
import { ServicePrice } from '../../entities/service/index.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { DetailBack, DetailCover } from '../../shared/ui/detail-parts.tsx';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { RichText } from '../../shared/ui/rich-text.tsx';
import { $service, $serviceStatus, canonicalServicePath } from './model.ts';

export function Component() {
  const [service, status] = useUnit([$service, $serviceStatus]);
  if (status !== 200 || !service) return <ErrorPage status={status === 200 ? 404 : status} />;
  const listing = (service.listing ?? []).filter((c) => c.path !== '/');
  const back = listing[listing.length - 1];
  return (
    <article className="detail-page service-detail">
      <Breadcrumbs crumbs={[...listing, { title: service.title, path: canonicalServicePath(service) }]} />
      <h1 className="page-title">{service.title}</h1>
      {service.summary && <p className="lead">{service.summary}</p>}
      {service.price && <ServicePrice price={service.price} />}
      <DetailCover image={service.image} />
      <RichText html={service.body} />
      <DetailBack to={back} />
    </article>
  );
}
