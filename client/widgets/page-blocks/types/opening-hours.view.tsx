import { useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { $parameters, OpeningHoursList, openingHoursOf } from '../../../entities/site/index.ts';
import type { BlockViewProps } from '../view-props.ts';
import './opening-hours.css';

export function OpeningHoursBlock({ block }: BlockViewProps<'openingHours'>) {
  const { t } = useLingui();
  const titleId = useId();
  const hours = openingHoursOf(useUnit($parameters));
  if (!hours.length) return null;
  return (
    <section className="block opening-hours" aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title ?? t`Opening hours`}</h2>
      <OpeningHoursList hours={hours} highlightToday />
    </section>
  );
}
