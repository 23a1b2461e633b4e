import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { ROUTES } from '#shared/config/routes.ts';
import { formatDate } from '#shared/lib/format.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { DetailBack, DetailCover } from '../../shared/ui/detail-parts.tsx';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { RichText } from '../../shared/ui/rich-text.tsx';
import { $article, $articleCrumbs, $articleStatus, canonicalArticlePath } from './model.ts';

export function Component() {
  const { t } = useLingui();
  const [article, crumbs, status] = useUnit([$article, $articleCrumbs, $articleStatus]);
  if (status !== 200 || !article) return <ErrorPage status={status === 200 ? 404 : status} />;
  const trail = crumbs.length ? crumbs : [{ title: article.title, path: canonicalArticlePath(article) }];
  const folder = trail.length > 1 ? trail[trail.length - 2]! : { title: t`Blog`, path: ROUTES.blog };
  return (
    <article className="detail-page blog-article">
      <Breadcrumbs crumbs={[{ title: t`Blog`, path: ROUTES.blog }, ...trail]} />
      <h1 className="page-title">{article.title}</h1>
      <p className="meta">
        <Trans>
          Published on <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        </Trans>
      </p>
      {article.summary && <p className="lead">{article.summary}</p>}
      <DetailCover image={article.image} />
      <RichText html={article.body} />
      <DetailBack to={folder} />
    </article>
  );
}
