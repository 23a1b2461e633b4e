// An image of the site's media in responsive variants (/_ipx, shared/lib/images.ts). `width` and
// `height` give the aspect ratio so that nothing moves while it loads.
import { defaultSrc, srcSetFor } from '#shared/lib/images.ts';

export interface PictureProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The CSS `sizes` of the image; by default it is shown at most `width` pixels wide. */
  sizes?: string;
  className?: string;
  /** Images above the fold load at once; the others when they come near. */
  priority?: boolean;
}

export function Picture({ src, alt, width, height, sizes, className, priority = false }: PictureProps) {
  const srcSet = srcSetFor(src, width);
  return (
    <img
      className={className}
      src={defaultSrc(src, width)}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
