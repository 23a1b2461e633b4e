// Album cards (cover, title, date, number of photos) linking to the album pages.
import { Plural } from '@lingui/react/macro';
import { Link } from 'react-router';
import { albumPath } from '#shared/config/sections.ts';
import { formatDate } from '#shared/lib/format.ts';
import { Picture } from '../../shared/ui/picture.tsx';
import type { AlbumItem } from './model.ts';

export function AlbumCards({
  albums,
  titleTag: Title = 'h3',
}: {
  albums: AlbumItem[];
  titleTag?: 'h2' | 'h3';
}) {
  return (
    <ul className="album-cards">
      {albums.map((album) => (
        <li key={album.id} className="album-card">
          <article>
            {album.cover && (
              <Picture
                className="album-card-image"
                src={album.cover.url}
                alt=""
                width={400}
                height={300}
                sizes="(max-width: 575px) 100vw, 400px"
              />
            )}
            <Title className="album-card-title">
              <Link to={albumPath(album.slug, album.id)}>{album.title}</Link>
            </Title>
            <p className="album-card-meta">
              <time dateTime={album.publishedAt}>{formatDate(album.publishedAt)}</time>
              {' · '}
              <Plural value={album.imageCount} one="# photo" other="# photos" />
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
