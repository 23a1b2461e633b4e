// Renders a page layout: an ordered list of typed blocks (issue 2 renders rich text; other
// block types are rendered by their own components as they arrive).
import type { LayoutBlockDto } from '#shared/contracts/page.ts';
import { RichText } from './rich-text.tsx';

export function LayoutBlocks({ blocks }: { blocks: readonly LayoutBlockDto[] }) {
  return (
    <>
      {blocks.map((block) =>
        block.type === 'richText' && typeof block.html === 'string' ? (
          <RichText key={block.id} html={block.html} />
        ) : null,
      )}
    </>
  );
}
