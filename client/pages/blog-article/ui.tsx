import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/config/routes.ts';
import { formatDate } from '#shared/lib/format.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { Picture } from '../../shared/ui/picture.tsx';
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
      {article.image && (
        <Picture
          className="detail-cover"
          src={article.image.url}
          alt={article.image.alt}
          width={960}
          height={
            article.image.width && article.image.height
              ? Math.round((960 * article.image.height) / article.image.width)
              : 540
          }
          priority
        />
      )}
      <RichText html={article.body} />
      <p className="detail-back">
        <Link to={folder.path}>
          <Trans>Back to: {folder.title}</Trans>
        </Link>
      </p>
    </article>
  );
}
