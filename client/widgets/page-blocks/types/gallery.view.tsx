import { ImageGallery } from '../../../shared/ui/image-gallery.tsx';
import type { BlockViewProps } from '../view-props.ts';

export function GalleryBlock({ block }: BlockViewProps<'gallery'>) {
  return <ImageGallery title={block.title} images={block.images} />;
}
