// Album cards (cover, title, date, number of photos) linking to the album pages.
import { Plural } from '@lingui/react/macro';
import { albumPath } from '#shared/config/sections.ts';
import { formatDate } from '#shared/lib/format.ts';
import { Card } from '../../shared/ui/card.tsx';
import type { AlbumItem } from './model.ts';

export function AlbumCards({ albums, titleTag = 'h3' }: { albums: AlbumItem[]; titleTag?: 'h2' | 'h3' }) {
  return (
    <ul className="album-cards">
      {albums.map((album) => (
        <Card
          key={album.id}
          kind="album"
          href={albumPath(album.slug, album.id)}
          title={album.title}
          titleTag={titleTag}
          image={album.cover}
          imageHeight={300}
        >
          <p className="album-card-meta">
            <time dateTime={album.publishedAt}>{formatDate(album.publishedAt)}</time>
            {' · '}
            <Plural value={album.imageCount} one="# photo" other="# photos" />
          </p>
        </Card>
      ))}
    </ul>
  );
}
