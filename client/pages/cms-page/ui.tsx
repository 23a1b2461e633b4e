import { Trans } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { Link } from 'react-router';
import { pageHref } from '#shared/config/routes.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { PageLayout } from '../../widgets/page-blocks/index.ts';
import { $cmsPage, $cmsPageStatus } from './model.ts';

export function Component() {
  const [page, status] = useUnit([$cmsPage, $cmsPageStatus]);
  if (status !== 200 || !page) return <ErrorPage status={status === 200 ? 404 : status} />;
  return (
    <article className="page">
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <h1 className="page-title">{page.title}</h1>
      <PageLayout page={page} />
      {page.children.length > 0 && (
        <section className="page-children" aria-labelledby="page-children-title">
          <h2 id="page-children-title">
            <Trans>In this section</Trans>
          </h2>
          <ul className="card-grid">
            {page.children.map((child) => (
              <li key={child.id} className="card">
                <Link to={pageHref(child.path)} className="card-link">
                  <span className="card-title">{child.title}</span>
                  {child.metaDescription && <span className="card-text">{child.metaDescription}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
