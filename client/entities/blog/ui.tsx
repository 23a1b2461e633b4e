// A blog folder's content: its sub-folders as cards, then its articles (12 a page) with page
// links that work without JavaScript. Shared by the blogFolder block and the blog pages.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { blogFolderPath, blogPath } from '#shared/config/sections.ts';
import { formatDate } from '#shared/lib/format.ts';
import { slugify } from '#shared/lib/slug.ts';
import { Card } from '../../shared/ui/card.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import type { BlogListing } from './model.ts';

export function BlogListingView({
  listing,
  paginate,
  titleTag: Title = 'h3',
}: {
  listing: BlogListing;
  paginate: boolean;
  titleTag?: 'h2' | 'h3';
}) {
  const { folders, articles } = listing;
  return (
    <>
      {folders.length > 0 && (
        <ul className="card-grid blog-folders">
          {folders.map((folder) => (
            <li key={folder.id} className="card">
              <Link to={blogFolderPath(folder.id, folder.slug, folder.title, slugify)} className="card-link">
                <Title className="card-title">{folder.title}</Title>
                {folder.description && <span className="card-text">{folder.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {articles.length === 0 ? (
        folders.length === 0 && (
          <p className="empty-state">
            <Trans>No article for now.</Trans>
          </p>
        )
      ) : (
        <ul className="blog-articles">
          {articles.map((article) => (
            <Card
              key={article.id}
              kind="blog"
              href={blogPath(article.id, article.slug, article.title, slugify)}
              title={article.title}
              titleTag={Title}
              image={article.image}
            >
              <p className="blog-card-date">
                <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
              </p>
              {article.excerpt && <p className="blog-card-excerpt">{article.excerpt}</p>}
            </Card>
          ))}
        </ul>
      )}
      {paginate && <Pagination total={listing.total} nbItem={listing.nbItem} page={listing.page} />}
    </>
  );
}
