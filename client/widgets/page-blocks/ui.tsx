// Renders a page layout: its blocks in order, each by the view of its type, with its data.
import { useUnit } from 'effector-react';
import type { ComponentType } from 'react';
import type { LayoutBlockDto, PageDetail } from '#shared/contracts/page.ts';
import { RichText } from '../../shared/ui/rich-text.tsx';
import { $blockData } from './model.ts';
import type { BlockViewProps } from './view-props.ts';
import { BLOCK_VIEWS } from './views.tsx';
import './blocks.css';

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

/** A page's content: its page-builder HTML (type GRAPE, with its scoped stylesheet) or its blocks. */
export function PageLayout({ page }: { page: Pick<PageDetail, 'type' | 'layout'> }) {
  const { layout } = page;
  if (!layout) return null;
  if (page.type === 'GRAPE' && layout.html !== null)
    return (
      <>
        {layout.css && <link rel="stylesheet" href={`/api/layout/${layout.id}/css?v=${layout.hash ?? ''}`} />}
        <RichText html={layout.html} className="grape-page" />
      </>
    );
  return <PageBlocks blocks={layout.blocks} />;
}
