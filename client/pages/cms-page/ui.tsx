// The view of every CMS page, the home page included. It shows the page the model committed
// (its blocks' data loaded with it) by what that page is, not by the route that is still on
// screen: during a client-side navigation the previous route's view stays mounted until the
// loader ends, so a view chosen by route would show the home page as a generic page meanwhile.
import { Trans } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { pageHref } from '#shared/config/routes.ts';
import type { PageDetail } from '#shared/contracts/page.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { LinkCards } from '../../shared/ui/link-cards.tsx';
import { PageLayout } from '../../widgets/page-blocks/index.ts';
import { HomePage } from './home.tsx';
import { $cmsPage, $cmsPageStatus } from './model.ts';

function CmsPage({ page }: { page: PageDetail }) {
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
          <LinkCards
            cards={page.children.map((child) => ({
              key: child.id,
              href: pageHref(child.path),
              title: child.title,
              text: child.metaDescription,
            }))}
          />
        </section>
      )}
    </article>
  );
}

export function Component() {
  const [page, status] = useUnit([$cmsPage, $cmsPageStatus]);
  if (status !== 200 || !page) return <ErrorPage status={status === 200 ? 404 : status} />;
  return pageHref(page.path) === '/' ? <HomePage page={page} /> : <CmsPage page={page} />;
}
