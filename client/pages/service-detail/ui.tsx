import { Trans } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { Link } from 'react-router';
import { ServicePrice } from '../../entities/service/index.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { Picture } from '../../shared/ui/picture.tsx';
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
      {service.image && (
        <Picture
          className="detail-cover"
          src={service.image.url}
          alt={service.image.alt}
          width={960}
          height={
            service.image.width && service.image.height
              ? Math.round((960 * service.image.height) / service.image.width)
              : 540
          }
          priority
        />
      )}
      <RichText html={service.body} />
      {back && (
        <p className="detail-back">
          <Link to={back.path}>
            <Trans>Back to: {back.title}</Trans>
          </Link>
        </p>
      )}
    </article>
  );
}
