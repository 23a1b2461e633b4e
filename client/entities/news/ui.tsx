// News cards: the regular card of a list, and the promoted item of SPEC §3 ("one promoted
// shown, promoted style flat": a wide, borderless card with its image and summary).
import { Trans } from '@lingui/react/macro';
import { newsPath } from '#shared/config/sections.ts';
import { formatDate } from '#shared/lib/format.ts';
import { Card } from '../../shared/ui/card.tsx';
import { Picture } from '../../shared/ui/picture.tsx';
import type { NewsItem } from './item.ts';
import './news.css';
import { AppLink } from '../../shared/ui/app-link.tsx';

function NewsDate({ iso }: { iso: string }) {
  return (
    <p className="news-date">
      <time dateTime={iso}>{formatDate(iso)}</time>
    </p>
  );
}

export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <Card
      kind="news"
      href={newsPath(item.slug, item.id)}
      title={item.title}
      titleClass="news-title"
      image={item.image}
      bodyClass="news-card-body"
    >
      <NewsDate iso={item.publishedAt} />
      {item.excerpt && <p className="news-excerpt">{item.excerpt}</p>}
    </Card>
  );
}

export type PromotedStyle = 'flat' | 'card';

export function PromotedNews({ item, style }: { item: NewsItem; style: PromotedStyle }) {
  return (
    <article className={`news-promoted news-promoted-${style}`}>
      {item.image && (
        <Picture
          className="news-promoted-image"
          src={item.image.url}
          alt={item.image.alt}
          width={640}
          height={360}
          sizes="(max-width: 959px) 100vw, 640px"
        />
      )}
      <div className="news-promoted-body">
        <p className="news-promoted-label">
          <Trans>Featured</Trans>
        </p>
        <h3 className="news-title">
          <AppLink to={newsPath(item.slug, item.id)}>{item.title}</AppLink>
        </h3>
        <NewsDate iso={item.publishedAt} />
        {item.excerpt && <p className="news-excerpt">{item.excerpt}</p>}
      </div>
    </article>
  );
}
