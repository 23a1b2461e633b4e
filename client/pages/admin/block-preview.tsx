// The live preview of the blocks (ADR 015): drawn by the public page's own components
// (widgets/page-blocks) with their data, as visitors will see them; a block the contract refuses
// shows a notice in its place. Its links and forms do nothing here (capture handlers stop them
// before the components' own), so staff cannot leave the editor by a click in the preview.
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { MouseEvent, ReactNode, SyntheticEvent } from 'react';
import type { LayoutBlockDto } from '#shared/contracts/page.ts';
import { $previewBlocks } from './block-editor-model.ts';
import { blockErrors, type EditorBlock } from './block-layout.ts';
import { useBlockName } from './block-list.tsx';
import { previewKit } from './preview-kit.ts';

/** A popup opened when the page loads would open over the editor at each change: said instead. */
const opensOnLoad = (block: EditorBlock) => block.type === 'popup' && block.trigger === 'load';

function Notice({ children }: { children: ReactNode }) {
  return <p className="block-preview-notice">{children}</p>;
}

function PreviewBlock({ block }: { block: EditorBlock }) {
  const blockName = useBlockName();
  const name = blockName(block);
  if (blockErrors(block).length > 0)
    return (
      <Notice>
        <Trans>The block {name} is not shown: its form has errors to correct.</Trans>
      </Notice>
    );
  if (opensOnLoad(block))
    return (
      <Notice>
        <Trans>Here, the popup of the block {name} opens when the page loads.</Trans>
      </Notice>
    );
  return <KitBlocks blocks={[block as unknown as LayoutBlockDto]} />;
}

/** The public page's own blocks (they come with the route module, ./preview-kit.ts). */
function KitBlocks({ blocks }: { blocks: readonly LayoutBlockDto[] }) {
  const kit = previewKit();
  return kit ? <kit.PageBlocks blocks={blocks} /> : null;
}

/** A link followed, a form sent: nothing happens in the preview. */
function stopLink(event: MouseEvent<HTMLElement>) {
  if ((event.target as Element).closest('a[href]')) {
    event.preventDefault();
    event.stopPropagation();
  }
}
function stopSubmit(event: SyntheticEvent) {
  event.preventDefault();
  event.stopPropagation();
}

export function BlockPreview({ title }: { title: string }) {
  const { t } = useLingui();
  const blocks = useUnit($previewBlocks);
  return (
    <section
      className="block-preview"
      aria-label={t`Preview`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls on its own: the keyboard scrolls it too
      tabIndex={0}
      onClickCapture={stopLink}
      onAuxClickCapture={stopLink}
      onSubmitCapture={stopSubmit}
    >
      <p className="block-preview-label" aria-hidden="true">
        <Trans>Preview</Trans>
      </p>
      <div className="block-preview-page page">
        <p className="page-title block-preview-title">{title}</p>
        {blocks.length === 0 ? (
          <Notice>
            <Trans>The page’s blocks show here as visitors will see them.</Trans>
          </Notice>
        ) : (
          blocks.map((block) => <PreviewBlock key={block.id} block={block} />)
        )}
      </div>
    </section>
  );
}
