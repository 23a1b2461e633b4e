// Renders a page layout: its blocks in order, each by the view of its type, with its data.
import { useUnit } from 'effector-react';
import { memo, Suspense, useEffect } from 'react';
import type { LayoutBlockDto, PageDetail } from '#shared/contracts/page.ts';
import { RichText } from '../../shared/ui/rich-text.tsx';
import { $blockData, type BlockData } from './model.ts';
import { formViewHydrated, hydratesOnUse, useBlockView } from './views.tsx';
import './blocks.css';

function BlockView({ block, data }: { block: LayoutBlockDto; data: BlockData | undefined }) {
  const View = useBlockView(block.type, block.id);
  return View ? <View block={block as never} data={data} /> : null;
}

/** Tells a form block that its view has hydrated (./on-use.ts). */
function Hydrated({ blockId }: { blockId: string }) {
  useEffect(() => formViewHydrated(blockId), [blockId]);
  return null;
}

/** A block renders again only when its definition or its data changed: a form still waiting in
 * the server's markup (./on-use.ts) that received an update would be drawn anew by React. */
const Block = memo(function Block({ block, data }: { block: LayoutBlockDto; data: BlockData | undefined }) {
  if (!hydratesOnUse(block.type)) return <BlockView block={block} data={data} />;
  // a form: its own boundary keeps the server's markup until its view comes (./on-use.ts)
  return (
    <Suspense fallback={null}>
      <BlockView block={block} data={data} />
      <Hydrated blockId={block.id} />
    </Suspense>
  );
});

export function PageBlocks({ blocks }: { blocks: readonly LayoutBlockDto[] }) {
  const data = useUnit($blockData);
  return (
    <>
      {blocks.map((block) => (
        <Block key={block.id} block={block} data={data[block.id]} />
      ))}
    </>
  );
}

/** A page-builder page's HTML with the site's blocks in the places it marks (ADR 006 amended):
 * the HTML between two places as it was sanitised, each block by its own view. The server writes
 * every place in this one form (shared/lib/grape-placeholders.ts); split keeps the ids (odd parts). */
function GrapePage({ html, blocks }: { html: string; blocks: readonly LayoutBlockDto[] }) {
  return (
    <div className="grape-page">
      {html.split(/<div data-parvis-block="([a-z0-9-]+)"><\/div>/).map((part, i) =>
        i % 2 ? (
          <PageBlocks key={part} blocks={blocks.filter((b) => b.id === part)} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one stored HTML, always in their order
          part.trim() && <RichText key={i} html={part} className="grape-part" />
        ),
      )}
    </div>
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
        <GrapePage html={layout.html} blocks={layout.blocks} />
      </>
    );
  return <PageBlocks blocks={layout.blocks} />;
}
