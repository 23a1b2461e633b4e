import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { Link } from 'react-router';
import { formatDate } from '#shared/lib/format.ts';
import { $menu, visibleMenu } from '../../entities/menu/index.ts';
import { $promotedNews } from '../../entities/news/index.ts';
import { $siteInfo } from '../../entities/site/index.ts';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { PageLayout } from '../../widgets/page-blocks/index.ts';
import { $cmsPage, $cmsPageStatus } from '../cms-page/model.ts';

export function Component() {
  const { t } = useLingui();
  const [page, status, site, promoted, menu] = useUnit([
    $cmsPage,
    $cmsPageStatus,
    $siteInfo,
    $promotedNews,
    $menu,
  ]);
  if (status !== 200 || !page) return <ErrorPage status={status === 200 ? 404 : status} />;
  const featured = promoted[0];
  const sections = visibleMenu(menu?.pages ?? []).filter((p) => p.id !== page.id && p.children.length > 0);
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title" className="hero-title">
          {site?.name ?? page.title}
        </h1>
        {page.metaDescription && <p className="hero-text">{page.metaDescription}</p>}
      </section>
      {featured && (
        <section className="promoted" aria-labelledby="promoted-title">
          <h2 id="promoted-title">
            <Trans>Featured</Trans>
          </h2>
          <article className="promoted-card">
            {featured.image && (
              <img src={featured.image.url} alt={featured.image.alt} width="480" height="270" />
            )}
            <div>
              <h3>{featured.title}</h3>
              <p className="meta">
                <time dateTime={featured.publishedAt}>{formatDate(featured.publishedAt)}</time>
              </p>
              {featured.summary && <p>{featured.summary}</p>}
            </div>
          </article>
        </section>
      )}
      <PageLayout page={page} />
      {sections.length > 0 && (
        <nav className="quick-links" aria-label={t`Quick links`}>
          <ul className="card-grid">
            {sections.map((child) => (
              <li key={child.id} className="card">
                <Link to={child.path} className="card-link">
                  <span className="card-title">{child.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
