// Pieces every detail page shares (element, news, service, blog article): the cover picture and
// the link back to the page that lists the item.
import { Trans } from '@lingui/react/macro';
import type { ImageRef } from '#shared/contracts/content.ts';
import { Picture } from './picture.tsx';
import './detail-parts.css';
import { AppLink } from './app-link.tsx';

const COVER_WIDTH = 960;

/** The item's main image across the content column, its height from its own ratio (16:9 unknown). */
export function DetailCover({ image }: { image: ImageRef | null | undefined }) {
  if (!image) return null;
  const height = image.width && image.height ? Math.round((COVER_WIDTH * image.height) / image.width) : 540;
  return (
    <Picture
      className="detail-cover"
      src={image.url}
      alt={image.alt}
      width={COVER_WIDTH}
      height={height}
      priority
    />
  );
}

/** "Back to: {title}", under the item. */
export function DetailBack({ to }: { to: { title: string; path: string } | null | undefined }) {
  if (!to) return null;
  return (
    <p className="detail-back">
      <AppLink to={to.path}>
        <Trans>Back to: {to.title}</Trans>
      </AppLink>
    </p>
  );
}
