// Service cards: title (to the service's page), summary, price when set, image.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { servicePath } from '#shared/config/sections.ts';
import { Picture } from '../../shared/ui/picture.tsx';
import type { ServiceItem } from './model.ts';

export function ServicePrice({ price }: { price: string }) {
  return (
    <p className="service-price">
      <Trans>Price: {price}</Trans>
    </p>
  );
}

export function ServiceCards({ services }: { services: ServiceItem[] }) {
  return (
    <ul className="service-cards">
      {services.map((service) => (
        <li key={service.id} className="service-card">
          <article>
            {service.image && (
              <Picture
                className="service-card-image"
                src={service.image.url}
                alt=""
                width={400}
                height={225}
                sizes="(max-width: 575px) 100vw, 400px"
              />
            )}
            <h3 className="service-card-title">
              <Link to={servicePath(service.slug, service.id)}>{service.title}</Link>
            </h3>
            {service.excerpt && <p className="service-card-text">{service.excerpt}</p>}
            {service.price && <ServicePrice price={service.price} />}
          </article>
        </li>
      ))}
    </ul>
  );
}
