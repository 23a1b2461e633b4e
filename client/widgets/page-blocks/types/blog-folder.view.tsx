import { useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { parameterFlag } from '#shared/config/parameter-map.ts';
import { BlogListingView } from '../../../entities/blog/index.ts';
import { $parameters } from '../../../entities/site/index.ts';
import { ListFooter } from '../list-controls.tsx';
import { type BlockViewProps, okData } from '../view-props.ts';
import type { BlogFolderData } from './blog-folder.request.ts';
import './blog-folder.css';

export function BlogFolderBlock({ block, data }: BlockViewProps<'blogFolder'>) {
  const { t } = useLingui();
  const titleId = useId();
  const params = useUnit($parameters);
  const listing = okData<BlogFolderData>(data);
  // the blog exists only where the site turned it on
  if (!listing || !parameterFlag(params, 'BLOG_ENABLED')) return null;
  return (
    <section className="block blog-folder" aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title ?? listing.folder?.title ?? t`Blog`}</h2>
      {listing.folder?.description && <p className="blog-folder-description">{listing.folder.description}</p>}
      <BlogListingView listing={listing} />
      <ListFooter list={listing} moreLink={block.moreLink} label={block.title} />
    </section>
  );
}
