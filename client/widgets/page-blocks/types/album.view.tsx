import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { AlbumCards } from '../../../entities/album/index.ts';
import { ImageGallery } from '../../../shared/ui/image-gallery.tsx';
import { ListFooter } from '../list-controls.tsx';
import { type BlockViewProps, okData } from '../view-props.ts';
import type { AlbumBlockData } from './album.request.ts';
import './album.css';

export function AlbumBlock({ block, data }: BlockViewProps<'album'>) {
  const { t } = useLingui();
  const titleId = useId();
  const answer = okData<AlbumBlockData>(data);
  if (!answer) return null;
  if (answer.kind === 'list')
    return (
      <section className="block album-list" aria-labelledby={titleId}>
        <h2 id={titleId}>{block.title ?? t`Photo albums`}</h2>
        {answer.albums.length === 0 ? (
          <p className="empty-state">
            <Trans>No album for now.</Trans>
          </p>
        ) : (
          <AlbumCards albums={answer.albums} />
        )}
        <ListFooter list={answer} label={block.title ?? t`Photo albums`} />
      </section>
    );
  const { album } = answer;
  return (
    <section className="block album-block" aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title ?? album.title}</h2>
      {album.description && <p className="album-description">{album.description}</p>}
      <ImageGallery images={album.images} className="album-gallery" />
    </section>
  );
}
