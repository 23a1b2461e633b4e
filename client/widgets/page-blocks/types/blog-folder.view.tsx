import { useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { parameterFlag } from '#shared/config/parameters.ts';
import { type BlogListing, BlogListingView } from '../../../entities/blog/index.ts';
import { $parameters } from '../../../entities/site/index.ts';
import { type BlockViewProps, okData } from '../view-props.ts';
import './blog-folder.css';

export function BlogFolderBlock({ block, data }: BlockViewProps<'blogFolder'>) {
  const { t } = useLingui();
  const titleId = useId();
  const params = useUnit($parameters);
  const listing = okData<BlogListing>(data);
  // the blog exists only where the site turned it on
  if (!listing || !parameterFlag(params, 'BLOG_ENABLED')) return null;
  return (
    <section className="block blog-folder" aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title ?? listing.folder?.title ?? t`Blog`}</h2>
      {listing.folder?.description && <p className="blog-folder-description">{listing.folder.description}</p>}
      <BlogListingView listing={listing} paginate={!!block.paginate} />
    </section>
  );
}
