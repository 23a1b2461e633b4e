// The page builder's canvas (GrapesJS, ADR 006 amended by issue 14): loaded in its own chunk, and
// only by the content editor of a page-builder page on a wide screen. GrapesJS edits the page's
// HTML and CSS; the site's own blocks (news list, agenda, forms…) are placeholders in it, each
// holding the id of a typed block that the panel's block forms edit beside the canvas and that the
// public page draws with its React view. A placeholder goes only at the top level of the page,
// as the public render cuts the HTML there (shared/lib/grape-placeholders.ts).
import grapesjs, { type Component, type Editor } from 'grapesjs';
import fr from 'grapesjs/locale/fr.mjs';
import 'grapesjs/dist/css/grapes.min.css';
import { BLOCK_PLACE_ATTRIBUTE } from '#shared/lib/grape-placeholders.ts';

const PLACE_TYPE = 'parvis-block';
const TYPE_ATTRIBUTE = 'data-block-type';

/** A block the builder's list offers: its kind, its French name, its category. */
export interface OfferedBlock {
  id: string;
  label: string;
  category: string;
  /** HTML for the builder's own blocks, or the kind of the site's block it places. */
  content: string | { siteBlock: string };
}

export interface CanvasSetup {
  html: string;
  css: string;
  /** The panel document's stylesheets and the site's theme (colours, fonts), given to the canvas. */
  stylesheets: string[];
  themeCss: string;
  /** The site's images, offered by the image block. */
  images: { src: string; name: string }[];
  offered: OfferedBlock[];
  /** French words for GrapesJS's own buttons (by their ids): its icons come from a CDN that the
   * panel's CSP and French privacy rules keep out, so its buttons are words. */
  buttons: Record<string, string>;
  /** The name GrapesJS gives a block's place (its layers, its selection). */
  placeName: string;
}

export interface CanvasEvents {
  /** The HTML, CSS and the places of the site's blocks, in their order. */
  changed(canvas: { html: string; css: string; placed: string[] }): void;
  /** A site's block dropped from the list: its new block (the id the placeholder takes). */
  created(type: string): string;
  /** A site's block selected in the canvas (its form opens), or something else. */
  selected(id: string | null): void;
  /** The name shown in a block's placeholder. */
  label(id: string): string;
}

export interface CanvasHandle {
  /** Ends the text being typed in and reports the canvas as it is now. */
  flush(): Promise<void>;
  /** Places a block made beside the canvas: after the selected block, else at the end. */
  place(id: string, type: string): void;
  /** Takes a block's place out of the page (its block goes with it). */
  remove(id: string): void;
  /** Draws the placeholders' names again (a block's title changed). */
  relabel(): void;
  /** The canvas's document, for its preview image. */
  frameBody(): HTMLElement | null;
  destroy(): void;
}

/** The placeholders in the canvas, as staff see them (these rules are the canvas's only). */
const PLACE_CSS = `[${BLOCK_PLACE_ATTRIBUTE}]{display:block;margin:1rem 0;padding:1.25rem 1.5rem;border:2px dashed currentColor;border-radius:8px;background:rgba(127,127,127,.08);font:600 1rem/1.4 system-ui,sans-serif;min-height:3rem}`;

const placesOf = (editor: Editor) =>
  (editor.getWrapper()?.components().models ?? [])
    .filter((c) => c.get('type') === PLACE_TYPE)
    .map((c) => String(c.getAttributes()[BLOCK_PLACE_ATTRIBUTE] ?? ''))
    .filter(Boolean);

function allPlaces(editor: Editor): Component[] {
  return editor.getWrapper()?.find(`[${BLOCK_PLACE_ATTRIBUTE}]`) ?? [];
}

/** The type of a block's place, given to GrapesJS before it reads the page. */
function placeType(editor: Editor, events: CanvasEvents, name: string) {
  editor.Components.addType(PLACE_TYPE, {
    isComponent: (el) =>
      typeof el.getAttribute === 'function' && el.getAttribute(BLOCK_PLACE_ATTRIBUTE) !== null
        ? { type: PLACE_TYPE }
        : undefined,
    model: {
      defaults: {
        tagName: 'div',
        // the public render cuts the HTML at top-level places only
        draggable: (_source: Component, target: Component) => target.is('wrapper'),
        droppable: false,
        editable: false,
        copyable: false,
        stylable: false,
        traits: [],
      },
    },
    view: {
      onRender({ el, model }) {
        el.textContent = events.label(String(model.getAttributes()[BLOCK_PLACE_ATTRIBUTE] ?? ''));
      },
    },
  });
}

export function mountCanvas(container: HTMLElement, setup: CanvasSetup, events: CanvasEvents): CanvasHandle {
  const editor = grapesjs.init({
    container,
    height: '75vh',
    width: 'auto',
    fromElement: false,
    storageManager: false,
    noticeOnUnload: false,
    // the page's own rules only: GrapesJS's reset of the canvas is not part of the page
    protectedCss: '',
    // no icon font from a CDN (see `buttons`)
    cssIcons: '',
    i18n: { locale: 'fr', detectLocale: false, localeFallback: 'fr', messages: { fr } },
    canvas: { styles: setup.stylesheets, frameStyle: `${setup.themeCss}\n${PLACE_CSS}` },
    assetManager: { assets: setup.images, upload: false },
    blockManager: {
      blocks: setup.offered.map((block) => ({
        id: block.id,
        label: block.label,
        category: block.category,
        content:
          typeof block.content === 'string'
            ? block.content
            : { type: PLACE_TYPE, attributes: { [TYPE_ATTRIBUTE]: block.content.siteBlock } },
      })),
    },
    components: setup.html,
    style: setup.css,
    // the places' type must exist before the components are read
    plugins: [(editor: Editor) => placeType(editor, events, setup.placeName)],
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let ready = false;
  const report = () => {
    clearTimeout(timer);
    const wrapper = editor.getWrapper();
    if (!wrapper) return;
    events.changed({
      html: wrapper.getInnerHTML(),
      css: editor.getCss({ avoidProtected: true }) ?? '',
      placed: placesOf(editor),
    });
  };
  const schedule = () => {
    if (!ready) return;
    clearTimeout(timer);
    timer = setTimeout(report, 250);
  };

  editor.on('component:add', (component: Component) => {
    if (component.get('type') !== PLACE_TYPE) return;
    const attributes = component.getAttributes();
    if (attributes[BLOCK_PLACE_ATTRIBUTE]) return;
    // dropped from the list: its block is made now, and takes the place's id
    const id = events.created(String(attributes[TYPE_ATTRIBUTE] ?? ''));
    component.addAttributes({ [BLOCK_PLACE_ATTRIBUTE]: id });
    component.view?.render();
  });
  editor.on('component:selected', (component: Component) => {
    events.selected(
      component.get('type') === PLACE_TYPE ? String(component.getAttributes()[BLOCK_PLACE_ATTRIBUTE]) : null,
    );
  });
  editor.on('update', schedule);
  editor.on('load', () => {
    ready = true;
    for (const panel of editor.Panels.getPanels().models)
      for (const button of panel.buttons.models) {
        const label = setup.buttons[button.id as string];
        if (label) button.set({ label, className: 'builder-button', attributes: { title: label } });
      }
  });

  return {
    async flush() {
      const editing = editor.getEditing() as
        | (Component & { view?: { disableEditing?: () => Promise<void> } })
        | undefined;
      await editing?.view?.disableEditing?.();
      report();
    },
    place(id, type) {
      const wrapper = editor.getWrapper();
      if (!wrapper || placesOf(editor).includes(id)) return;
      const selected = editor.getSelected();
      const at = selected && selected.parent() === wrapper ? selected.index() + 1 : undefined;
      const [component] = wrapper.append(
        { type: PLACE_TYPE, attributes: { [BLOCK_PLACE_ATTRIBUTE]: id, [TYPE_ATTRIBUTE]: type } },
        at === undefined ? {} : { at },
      );
      if (component) editor.select(component);
      report();
    },
    remove(id) {
      for (const component of allPlaces(editor))
        if (component.getAttributes()[BLOCK_PLACE_ATTRIBUTE] === id) component.remove();
      report();
    },
    relabel() {
      for (const component of allPlaces(editor)) component.view?.render();
    },
    frameBody() {
      return editor.Canvas.getBody() ?? null;
    },
    destroy() {
      clearTimeout(timer);
      editor.destroy();
    },
  };
}
