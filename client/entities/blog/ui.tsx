// A blog folder's content: its sub-folders as cards, then its articles (12 a page); the page
// links that follow (plain links, without JavaScript too) are the caller's. Shared by the
// blogFolder block and the blog pages.
import { Trans } from '@lingui/react/macro';
import { blogFolderPath, blogPath } from '#shared/config/sections.ts';
import { formatDate } from '#shared/lib/format.ts';
import { slugify } from '#shared/lib/slug.ts';
import { Card } from '../../shared/ui/card.tsx';
import { LinkCards } from '../../shared/ui/link-cards.tsx';
import type { BlogListing } from './model.ts';
import './blog.css';

export function BlogListingView({
  listing,
  titleTag: Title = 'h3',
}: {
  listing: BlogListing;
  titleTag?: 'h2' | 'h3';
}) {
  const { folders, articles } = listing;
  return (
    <>
      {folders.length > 0 && (
        <LinkCards
          className="blog-folders"
          titleTag={Title}
          cards={folders.map((folder) => ({
            key: folder.id,
            href: blogFolderPath(folder.id, folder.slug, folder.title, slugify),
            title: folder.title,
            text: folder.description,
          }))}
        />
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
    </>
  );
}
