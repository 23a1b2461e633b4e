import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ServiceCards } from '../../../entities/service/index.ts';
import { ListFooter } from '../list-controls.tsx';
import { type BlockViewProps, okData } from '../view-props.ts';
import type { ServicesData } from './services.request.ts';

export function ServicesBlock({ block, data }: BlockViewProps<'services'>) {
  const { t } = useLingui();
  const titleId = useId();
  const list = okData<ServicesData>(data);
  if (!list) return null;
  const title = block.title ?? t`Services`;
  return (
    <section className="block services" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {list.items.length === 0 ? (
        <p className="empty-state">
          <Trans>No service to show for now.</Trans>
        </p>
      ) : (
        <ServiceCards services={list.items} />
      )}
      <ListFooter list={list} label={title} />
    </section>
  );
}
