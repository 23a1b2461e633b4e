import { Trans } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { formatDate } from '#shared/lib/format.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { DetailBack, DetailCover } from '../../shared/ui/detail-parts.tsx';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { RichText } from '../../shared/ui/rich-text.tsx';
import { $news, $newsStatus, canonicalNewsPath } from './model.ts';

export function Component() {
  const [item, status] = useUnit([$news, $newsStatus]);
  if (status !== 200 || !item) return <ErrorPage status={status === 200 ? 404 : status} />;
  const listing = (item.listing ?? []).filter((c) => c.path !== '/');
  const back = listing[listing.length - 1];
  return (
    <article className="detail-page news-detail">
      <Breadcrumbs crumbs={[...listing, { title: item.title, path: canonicalNewsPath(item) }]} />
      <h1 className="page-title">{item.title}</h1>
      <p className="meta">
        <Trans>
          Published on <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
        </Trans>
      </p>
      {item.summary && <p className="lead">{item.summary}</p>}
      <DetailCover image={item.image} />
      <RichText html={item.body} />
      <DetailBack to={back} />
    </article>
  );
}
