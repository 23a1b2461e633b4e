// A grid of images; each one opens the fullscreen slider at its own place (SPEC §2).
import { useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { sliderOpened } from '../../../shared/model/overlays.ts';
import { Picture } from '../../../shared/ui/picture.tsx';
import type { BlockViewProps } from '../view-props.ts';

export function GalleryBlock({ block }: BlockViewProps<'gallery'>) {
  const { t } = useLingui();
  const open = useUnit(sliderOpened);
  const titleId = useId();
  const media = block.images.map((image) => ({ url: image.url, alt: image.alt }));
  return (
    <section className="block gallery-block" aria-labelledby={block.title ? titleId : undefined}>
      {block.title && <h2 id={titleId}>{block.title}</h2>}
      <ul className="gallery-grid">
        {block.images.map((image, index) => (
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
