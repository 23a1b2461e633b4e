// A grid of images; each opens the fullscreen slider at its own place (SPEC §2).
import { useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import type { ImageRef } from '#shared/contracts/content.ts';
import { sliderOpened } from '../model/overlays.ts';
import { Picture } from './picture.tsx';
import './image-gallery.css';

export function ImageGallery({
  title,
  images,
  className = 'block gallery-block',
}: {
  title?: string | null | undefined;
  images: readonly ImageRef[];
  className?: string;
}) {
  const { t } = useLingui();
  const open = useUnit(sliderOpened);
  const titleId = useId();
  const media = images.map((image) => ({ url: image.url, alt: image.alt }));
  return (
    <section className={className} aria-labelledby={title ? titleId : undefined}>
      {title && <h2 id={titleId}>{title}</h2>}
      <ul className="gallery-grid">
        {images.map((image, index) => (
          <li key={image.url}>
            <button
              type="button"
              className="gallery-item"
              onClick={() => open({ media, index })}
              aria-label={t`Enlarge: ${image.alt || t`image ${index + 1}`}`}
            >
              <Picture
                src={image.url}
                alt=""
                width={320}
                height={240}
                sizes="(max-width: 575px) 50vw, 320px"
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
