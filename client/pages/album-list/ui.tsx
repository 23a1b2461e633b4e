import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { ROUTES } from '#shared/config/routes.ts';
import { AlbumCards } from '../../entities/album/index.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { $albums, $albumsStatus } from './model.ts';

export function Component() {
  const { t } = useLingui();
  const [albums, status] = useUnit([$albums, $albumsStatus]);
  if (status !== 200 || !albums) return <ErrorPage status={status === 200 ? 404 : status} />;
  return (
    <article className="page albums-page">
      <Breadcrumbs crumbs={[{ title: t`Photo albums`, path: ROUTES.albums }]} />
      <h1 className="page-title">{t`Photo albums`}</h1>
      {albums.items.length === 0 ? (
        <p className="empty-state">
          <Trans>No album for now.</Trans>
        </p>
      ) : (
        <AlbumCards albums={albums.items} titleTag="h2" />
      )}
      <Pagination total={albums.total} nbItem={albums.nbItem} page={albums.page} />
    </article>
  );
}
