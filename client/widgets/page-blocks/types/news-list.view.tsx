import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { NewsCard, PromotedNews } from '../../../entities/news/index.ts';
import { ListFooter } from '../list-controls.tsx';
import { type BlockViewProps, okData } from '../view-props.ts';
import type { NewsListData } from './news-list.request.ts';
import './news-list.css';

export function NewsListBlock({ block, data }: BlockViewProps<'newsList'>) {
  const { t } = useLingui();
  const titleId = useId();
  const list = okData<NewsListData>(data);
  if (!list) return null;
  const empty = !list.promoted && list.items.length === 0;
  return (
    <section className="block news-list" aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title ?? t`News`}</h2>
      {list.promoted && <PromotedNews item={list.promoted} style={list.promotedStyle} />}
      {empty ? (
        <p className="empty-state">
          <Trans>No news for now.</Trans>
        </p>
      ) : (
        list.items.length > 0 && (
          <ul className="news-items">
            {list.items.map((item) => (
              <NewsCard key={item.id} item={item} />
            ))}
          </ul>
        )
      )}
      <ListFooter list={list} moreLink={block.moreLink} label={block.title} />
    </section>
  );
}
