import { Picture } from '../../../shared/ui/picture.tsx';
import type { BlockViewProps } from '../view-props.ts';
import './image.css';

const WIDTHS = { small: 320, medium: 640, full: 1200 } as const;

export function ImageBlock({ block }: BlockViewProps<'image'>) {
  const width = WIDTHS[block.size ?? 'medium'];
  const { image } = block;
  // without a known size the image gets a 3:2 frame (it is shown whole inside it)
  const height =
    image.width && image.height
      ? Math.round((width * image.height) / image.width)
      : Math.round((width * 2) / 3);
  return (
    <figure className={`block image-block image-block-${block.size ?? 'medium'}`}>
      <Picture src={image.url} alt={image.alt} width={width} height={height} />
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  );
}
