// Renders a page layout: its blocks in order, each by the view of its type, with its data.
import { useUnit } from 'effector-react';
import type { ComponentType } from 'react';
import type { LayoutBlockDto } from '#shared/contracts/page.ts';
import { $blockData } from './model.ts';
import type { BlockViewProps } from './view-props.ts';
import { BLOCK_VIEWS } from './views.tsx';

const viewOf = (type: string) =>
  (BLOCK_VIEWS as Record<string, ComponentType<BlockViewProps<never>> | undefined>)[type];

export function PageBlocks({ blocks }: { blocks: readonly LayoutBlockDto[] }) {
  const data = useUnit($blockData);
  return (
    <>
      {blocks.map((block) => {
        const View = viewOf(block.type);
        return View ? <View key={block.id} block={block as never} data={data[block.id]} /> : null;
      })}
    </>
  );
}
