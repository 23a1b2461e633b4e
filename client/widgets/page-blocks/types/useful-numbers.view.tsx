import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { telHref } from '#shared/lib/phone.ts';
import { type BlockViewProps, okData } from '../view-props.ts';
import type { UsefulNumber } from './useful-numbers.request.ts';
import './useful-numbers.css';

export function UsefulNumbersBlock({ block, data }: BlockViewProps<'usefulNumbers'>) {
  const { t } = useLingui();
  const titleId = useId();
  const numbers = okData<UsefulNumber[]>(data);
  if (!numbers?.length) return null;
  return (
    <section className="block useful-numbers" aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title ?? t`Useful numbers`}</h2>
      <ul className="useful-numbers-list">
        {numbers.map((n) => (
          <li key={n.id} className="useful-number">
            <span className="useful-number-title">{n.title}</span>
            {n.phone && (
              <a className="useful-number-phone" href={telHref(n.phone)}>
                {n.phone}
              </a>
            )}
            {n.summary && <span className="useful-number-text">{n.summary}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
