// Service cards: title (to the service's page), summary, price when set, image.
import { Trans } from '@lingui/react/macro';
import { servicePath } from '#shared/config/sections.ts';
import { Card } from '../../shared/ui/card.tsx';
import type { ServiceItem } from './model.ts';
import './service.css';

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
        <Card
          key={service.id}
          kind="service"
          href={servicePath(service.slug, service.id)}
          title={service.title}
          image={service.image}
        >
          {service.excerpt && <p className="service-card-text">{service.excerpt}</p>}
          {service.price && <ServicePrice price={service.price} />}
        </Card>
      ))}
    </ul>
  );
}
