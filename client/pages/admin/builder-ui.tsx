// The page builder's workspace (ADR 006 amended by issue 14): GrapesJS's canvas, loaded in its own
// chunk on a screen at least 1024 px wide, and beside it the site's blocks of the page — add one,
// fill in the form of the one selected in the canvas (the block editor's own forms), take one
// out. The canvas cannot be used by keyboard or with a screen reader: below 1024 px it is not
// loaded and a notice says so, and names the accessible way to build the same page (its kind of
// content « Blocs », the block editor). Draft, publishing and revisions are the block editor's.
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import type { EditorLayout } from '#shared/contracts/admin-layout.ts';
import type { BlockType } from '#shared/contracts/blocks.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import {
  $blockOptions,
  $blocks,
  $blocksVersion,
  $canvas,
  $editorLayout,
  $openBlock,
  blockSelected,
  canvasBlockCreated,
  canvasChanged,
  newBlock,
} from './block-editor-model.ts';
import { BLOCK_FIELDS } from './block-fields.ts';
import { BlockForm } from './block-form.tsx';
import { offeredTypes } from './block-layout.ts';
import { useBlockName } from './block-list.tsx';
import type { CanvasHandle, OfferedBlock } from './builder-canvas.ts';
import { $previewWanted, canvasMounted, hashCheckFx, previewDone, uploadPreviewFx } from './builder-model.ts';
import { pageFormPath } from './paths.ts';
import './builder.css';

/** The canvas needs this much room (and a pointer). */
const WIDE_SCREEN = '(min-width: 1024px)';
export const BUILDER_ADD_ID = 'builder-add-type';

/** The screen is wide enough for the canvas; null before the browser said (the server's render). */
function useWideScreen(): boolean | null {
  const [wide, setWide] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia(WIDE_SCREEN);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/** The site's blocks a page-builder page may hold: every kind but rich text (the canvas's own). */
const siteBlockTypes = (layout: EditorLayout): BlockType[] =>
  offeredTypes(layout).filter((type) => type !== 'richText');

/** The panel document's stylesheets and inline styles (the site's theme and fonts). */
function documentStyles(): { stylesheets: string[]; themeCss: string } {
  const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => link.href,
  );
  const themeCss = [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  return { stylesheets, themeCss };
}

function NarrowScreen({ layout }: { layout: EditorLayout }) {
  return (
    <div className="form-note builder-narrow" role="note">
      <p>
        <Trans>
          The visual editor needs a screen at least 1024 pixels wide and a mouse or a touchpad: its canvas
          cannot be used with a keyboard or a screen reader.
        </Trans>
      </p>
      <p>
        <Trans>
          To build this page on this screen, or with a keyboard, choose « Blocks » as its kind of content in{' '}
          <AppLink to={pageFormPath(layout.page.id, layout.page.locale)}>its settings</AppLink>: the block
          editor builds the same page and is accessible.
        </Trans>
      </p>
    </div>
  );
}

/** Draws the canvas's preview image and sends it, when the layout shown has none that is current. */
function usePreviews(handle: CanvasHandle | null) {
  const [wanted, upload, done] = useUnit([$previewWanted, uploadPreviewFx, previewDone]);
  useEffect(() => {
    const body = handle?.frameBody();
    if (!wanted || !body) return;
    let gone = false;
    import('html-to-image')
      .then(({ toBlob }) =>
        toBlob(body, {
          width: 1280,
          height: 900,
          backgroundColor: '#ffffff',
          skipFonts: true,
          cacheBust: false,
        }),
      )
      .then((image) => {
        if (gone) return;
        if (image) upload({ ...wanted, image });
        else done();
      })
      .catch(() => done());
    return () => {
      gone = true;
    };
  }, [wanted, handle, upload, done]);
}

/** The draft's preview follows each save: the answer says whether its image is current. */
function useSavedPreview() {
  const [layout, check] = useUnit([$editorLayout, hashCheckFx]);
  const canvas = useUnit($canvas);
  const shown = layout?.draft ?? layout?.live ?? null;
  const hash = shown?.hash ?? null;
  const previewHash = shown?.previewHash ?? null;
  const pageId = layout?.page.id ?? 0;
  const layoutId = shown?.id ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again only when the stored layout changes
  useEffect(() => {
    if (!canvas || !layoutId || !hash || hash === previewHash) return;
    check({ pageId, layoutId, html: canvas.html, css: canvas.css });
  }, [pageId, layoutId, hash, previewHash]);
}

function Canvas({
  layout,
  onReady,
}: {
  layout: EditorLayout;
  onReady: (handle: CanvasHandle | null) => void;
}) {
  const { t, i18n } = useLingui();
  const [canvas, blocks, version, options, changed, created, selected] = useUnit([
    $canvas,
    $blocks,
    $blocksVersion,
    $blockOptions,
    canvasChanged,
    canvasBlockCreated,
    blockSelected,
  ]);
  const blockName = useBlockName();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // the canvas's callbacks read what is on screen now
  const latest = useRef({ blocks, blockName, changed, created, selected });
  latest.current = { blocks, blockName, changed, created, selected };

  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn anew only when the API's answer replaced the page (reload, discard, restore)
  useEffect(() => {
    const element = host.current;
    if (!element || !canvas) return;
    let gone = false;
    let handle: CanvasHandle | null = null;
    const offered: OfferedBlock[] = [
      {
        id: 'section',
        label: t`Section with a title`,
        category: t`Layout`,
        content: `<section><h2>${t`Title of the section`}</h2><p>${t`Your text.`}</p></section>`,
      },
      { id: 'text', label: t`Text`, category: t`Layout`, content: `<p>${t`Your text.`}</p>` },
      {
        id: 'columns',
        label: t`Two columns`,
        category: t`Layout`,
        content: `<div class="columns"><div class="column"><p>${t`First column.`}</p></div><div class="column"><p>${t`Second column.`}</p></div></div><style>.columns{display:flex;flex-wrap:wrap;gap:1.5rem}.column{flex:1 1 16rem}</style>`,
      },
      { id: 'image', label: t`Image`, category: t`Layout`, content: '<img src="" alt="">' },
      {
        id: 'link',
        label: t`Link`,
        category: t`Layout`,
        content: `<p><a href="/">${t`A link`}</a></p>`,
      },
      ...siteBlockTypes(layout).map((type) => ({
        id: `site-${type}`,
        label: i18n._(BLOCK_FIELDS[type].name),
        category: t`The site’s blocks`,
        content: { siteBlock: type },
      })),
    ];
    import('./builder-canvas.ts')
      .then(({ mountCanvas }) => {
        if (gone) return;
        handle = mountCanvas(
          element,
          {
            html: canvas.html,
            css: canvas.css,
            ...documentStyles(),
            images: (options?.images ?? []).map((image) => ({ src: image.url, name: image.alt })),
            offered,
            placeName: t`A block of the site`,
            buttons: {
              'sw-visibility': t`Outlines`,
              preview: t`Preview`,
              fullscreen: t`Full screen`,
              'export-template': t`Code`,
              'open-sm': t`Styles`,
              'open-tm': t`Settings`,
              'open-layers': t`Layers`,
              'open-blocks': t`Add`,
            },
          },
          {
            changed: (next) => latest.current.changed(next),
            created: (type) => {
              const block = newBlock(
                type as BlockType,
                latest.current.blocks.map((b) => b.id),
              );
              latest.current.created(block);
              return block.id;
            },
            selected: (id) => latest.current.selected(id),
            label: (id) => {
              const block = latest.current.blocks.find((b) => b.id === id);
              return block ? latest.current.blockName(block) : t`A block of the site`;
            },
          },
        );
        onReady(handle);
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      onReady(null);
      handle?.destroy();
    };
  }, [version]);

  if (failed)
    return (
      <p className="form-summary form-summary-title" role="alert">
        <Trans>The visual editor could not be loaded. Reload the page to try again.</Trans>
      </p>
    );
  return (
    <div className="builder-canvas" ref={host}>
      <p className="builder-loading">
        <Trans>Loading the visual editor…</Trans>
      </p>
    </div>
  );
}

/** The site's blocks of the page: add one, fill in the one selected in the canvas, take one out. */
function SiteBlocks({ layout, handle }: { layout: EditorLayout; handle: CanvasHandle | null }) {
  const { i18n } = useLingui();
  const [blocks, options, open, version, select, created] = useUnit([
    $blocks,
    $blockOptions,
    $openBlock,
    $blocksVersion,
    blockSelected,
    canvasBlockCreated,
  ]);
  const types = siteBlockTypes(layout);
  const [type, setType] = useState<BlockType>(types[0]!);
  const blockName = useBlockName();
  const [added, setAdded] = useState<string | null>(null);
  const opened = blocks.find((b) => b.id === open) ?? null;

  // the names in the canvas follow the forms
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the blocks may rename one
  useEffect(() => {
    handle?.relabel();
  }, [handle, blocks]);

  return (
    <section className="builder-blocks" aria-labelledby="builder-blocks-title">
      <h2 id="builder-blocks-title">
        <Trans>The site’s blocks</Trans>
      </h2>
      <p className="field-hint">
        <Trans>
          News, agenda, forms… are drawn by the site with its own content. Select one in the canvas to fill in
          its form here.
        </Trans>
      </p>
      {blocks.length > 0 && (
        <ul className="builder-block-list">
          {blocks.map((block) => (
            <li key={block.id}>
              <button
                type="button"
                className="builder-block-choice"
                aria-current={block.id === open ? 'true' : undefined}
                onClick={() => select(block.id)}
              >
                {blockName(block)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={BUILDER_ADD_ID} className="field-label">
          <Trans>Kind of block</Trans>
        </label>
        <select
          id={BUILDER_ADD_ID}
          className="input"
          value={type}
          onChange={(event) => setType(event.currentTarget.value as BlockType)}
        >
          {types.map((option) => (
            <option key={option} value={option}>
              {i18n._(BLOCK_FIELDS[option].name)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button"
        aria-disabled={!handle || undefined}
        onClick={() => {
          if (!handle) return;
          const block = newBlock(
            type,
            blocks.map((b) => b.id),
          );
          setAdded(block.id);
          // the block first, then its place: the canvas's report keeps the blocks it places
          created(block);
          handle.place(block.id, type);
        }}
      >
        <Trans>Add the block to the page</Trans>
      </button>
      <p className="visually-hidden" role="status">
        {added && blocks.some((b) => b.id === added) ? (
          <Trans>Block added at the end of the page, or after the selected block.</Trans>
        ) : null}
      </p>
      {opened && (
        <div className="builder-block-form" key={`${version}-${opened.id}`}>
          <h3>{blockName(opened)}</h3>
          <BlockForm block={opened} options={options} />
          <button type="button" className="button button-danger" onClick={() => handle?.remove(opened.id)}>
            <Trans>Take this block out of the page</Trans>
          </button>
        </div>
      )}
    </section>
  );
}

export function BuilderWorkspace({ layout }: { layout: EditorLayout }) {
  const wide = useWideScreen();
  const [handle, setHandle] = useState<CanvasHandle | null>(null);
  usePreviews(handle);
  useSavedPreview();
  if (wide === false) return <NarrowScreen layout={layout} />;
  return (
    <div className="builder">
      {wide ? (
        <Canvas
          layout={layout}
          onReady={(ready) => {
            canvasMounted(ready);
            setHandle(ready);
          }}
        />
      ) : (
        <p className="builder-loading">
          <Trans>Loading the visual editor…</Trans>
        </p>
      )}
      <SiteBlocks layout={layout} handle={handle} />
    </div>
  );
}
