import { useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { ROUTES } from '#shared/config/routes.ts';
import { BlogListingView } from '../../entities/blog/index.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { $blogFolderCrumbs, $blogListing, $blogStatus } from './model.ts';

export function Component() {
  const { t } = useLingui();
  const [listing, crumbs, status] = useUnit([$blogListing, $blogFolderCrumbs, $blogStatus]);
  if (status !== 200 || !listing) return <ErrorPage status={status === 200 ? 404 : status} />;
  const blog = { title: t`Blog`, path: ROUTES.blog };
  return (
    <article className="page blog-page">
      <Breadcrumbs crumbs={listing.folder ? [blog, ...crumbs] : [blog]} />
      <h1 className="page-title">{listing.folder?.title ?? t`Blog`}</h1>
      {listing.folder?.description && <p className="lead">{listing.folder.description}</p>}
      <BlogListingView listing={listing} titleTag="h2" />
      <Pagination total={listing.total} nbItem={listing.nbItem} page={listing.page} />
    </article>
  );
}
