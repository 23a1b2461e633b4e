import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ServiceCards, type ServiceItem } from '../../../entities/service/index.ts';
import { type BlockViewProps, okData } from '../view-props.ts';

export function ServicesBlock({ block, data }: BlockViewProps<'services'>) {
  const { t } = useLingui();
  const titleId = useId();
  const services = okData<ServiceItem[]>(data);
  if (!services) return null;
  return (
    <section className="block services" aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title ?? t`Services`}</h2>
      {services.length === 0 ? (
        <p className="empty-state">
          <Trans>No service to show for now.</Trans>
        </p>
      ) : (
        <ServiceCards services={services} />
      )}
    </section>
  );
}
