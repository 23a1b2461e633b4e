import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { elementPath } from '#shared/config/sections.ts';
import { ElementFacts, type ElementItem } from '../../../entities/element/index.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { EmptyList, ListCount, ListFooter, ListSearch, TagFilter, Tags } from '../list-controls.tsx';
import { type BlockViewProps, okData } from '../view-props.ts';
import type { ElementListData } from './element-list.request.ts';
import './element-list.css';
import { AppLink } from '../../../shared/ui/app-link.tsx';

function ElementCard({ item, display }: { item: ElementItem; display: 'cards' | 'list' | 'compact' }) {
  const href = elementPath(item.route, item.slug, item.id);
  if (display === 'compact')
    return (
      <li className="element-compact">
        <AppLink to={href}>{item.title}</AppLink>
      </li>
    );
  return (
    <Card
      kind="element"
      className={display === 'cards' ? 'element-card' : 'element-row'}
      href={href}
      title={item.title}
      titleClass="element-title"
      image={display === 'cards' ? item.image : null}
      imageHeight={267}
    >
      {item.excerpt && <p className="element-excerpt">{item.excerpt}</p>}
      <ElementFacts facts={item.facts} only={['address', 'hours', 'phone', 'contact']} />
      <Tags tags={item.tags} />
    </Card>
  );
}

export function ElementListBlock({ block, data }: BlockViewProps<'elementList'>) {
  const titleId = useId();
  const list = okData<ElementListData>(data);
  if (!list) return null;
  const display = block.display ?? 'cards';
  return (
    <section className="block element-list" aria-labelledby={block.title ? titleId : undefined}>
      {block.title && <h2 id={titleId}>{block.title}</h2>}
      {block.search && <ListSearch id={block.id} q={list.q} tag={list.tag} />}
      {list.tags && <TagFilter tags={list.tags} active={list.tag} />}
      <ListCount total={list.total} filtered={!!(list.q || list.tag)} />
      {list.items.length === 0 ? (
        <EmptyList filtered={!!(list.q || list.tag)}>
          <Trans>Nothing to show here for now.</Trans>
        </EmptyList>
      ) : (
        <ul className={`element-items element-items-${display}`}>
          {list.items.map((item) => (
            <ElementCard key={item.id} item={item} display={display} />
          ))}
        </ul>
      )}
      <ListFooter list={list} moreLink={block.moreLink} label={block.title} />
    </section>
  );
}
