// Page-builder layouts (type GRAPE, ADR 006 amended by issue 14) hold the site's own blocks (news
// list, agenda, forms…) as typed blocks beside their HTML; the HTML marks each block's place with
// an empty `<div data-parvis-block="<block id>"></div>` at its top level. The server writes every
// placeholder in exactly that form when it sanitises a layout, so the public render (client/widgets/page-blocks/ui.tsx) can cut the
// stored HTML at them and put each block's React view in its place. Isomorphic.

/** The attribute that marks a block's place in the page builder's HTML. */
export const BLOCK_PLACE_ATTRIBUTE = 'data-parvis-block';

/** The placeholder of a block, as stored. */
export const blockPlaceholder = (id: string) => `<div ${BLOCK_PLACE_ATTRIBUTE}="${id}"></div>`;
