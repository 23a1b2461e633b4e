import { Plural, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { ROUTES } from '#shared/config/routes.ts';
import { formatDate } from '#shared/lib/format.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { ImageGallery } from '../../shared/ui/image-gallery.tsx';
import { $album, $albumStatus, canonicalAlbumPath } from './model.ts';
import '../../shared/ui/detail-parts.css';
import { AppLink } from '../../shared/ui/app-link.tsx';

export function Component() {
  const { t } = useLingui();
  const [album, status] = useUnit([$album, $albumStatus]);
  if (status !== 200 || !album) return <ErrorPage status={status === 200 ? 404 : status} />;
  return (
    <article className="detail-page album-page">
      <Breadcrumbs
        crumbs={[
          { title: t`Photo albums`, path: ROUTES.albums },
          { title: album.title, path: canonicalAlbumPath(album) },
        ]}
      />
      <h1 className="page-title">{album.title}</h1>
      <p className="meta">
        <time dateTime={album.publishedAt}>{formatDate(album.publishedAt)}</time>
        {' · '}
        <Plural value={album.images.length} one="# photo" other="# photos" />
      </p>
      {album.description && <p className="lead">{album.description}</p>}
      <ImageGallery images={album.images} className="album-gallery" />
      <p className="detail-back">
        <AppLink to={ROUTES.albums}>{t`All the photo albums`}</AppLink>
      </p>
    </article>
  );
}
