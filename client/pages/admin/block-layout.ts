// What the block editor computes on a layout's blocks (ADR 015), pure and unit-tested: a new
// block's id, each block checked by the contract the API applies (its refusals worded by the
// same codes, server/api/validation.ts), where a block goes when added or moved, and how a
// revision differs from the live layout.
import type { FieldError } from '#shared/contracts/account.ts';
import type { EditorLayout } from '#shared/contracts/admin-layout.ts';
import { BLOCK_SCHEMAS, BLOCK_TYPES, type BlockType } from '#shared/contracts/blocks.ts';
import { cropText } from '#shared/lib/format.ts';
import { issueCode } from '#shared/lib/issue-codes.ts';

/** A block as a layout stores it: its id, its type and its fields. */
export interface EditorBlock {
  id: string;
  type: string;
  [field: string]: unknown;
}

const ID_LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The type's name in a block id: `callToAction` → `call-to-action`. */
export const kebabType = (type: string) => type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A new block's id, `<type>-<6 letters or digits>`, not one of `taken`: stable across saves, so
 * that revisions compare blocks by it and a list's `?page-<id>` keeps working. */
export function newBlockId(
  type: string,
  taken: readonly string[],
  random: () => number = Math.random,
): string {
  for (;;) {
    let suffix = '';
    for (let i = 0; i < 6; i++) suffix += ID_LETTERS[Math.floor(random() * ID_LETTERS.length)];
    const id = `${kebabType(type)}-${suffix}`;
    if (!taken.includes(id)) return id;
  }
}

/** The random numbers of the browser's crypto, where there is one. */
export function cryptoRandom(): number {
  if (typeof crypto === 'undefined' || !crypto.getRandomValues) return Math.random();
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

// --- Checks --------------------------------------------------------------------------------

export const isKnownType = (type: string): type is BlockType => (BLOCK_TYPES as string[]).includes(type);

/** The block types offered: the wine list only on a shop page of a site that sells (ADR 011). */
export const offeredTypes = (layout: Pick<EditorLayout, 'page' | 'sells'>): BlockType[] =>
  BLOCK_TYPES.filter((type) => type !== 'wineList' || (layout.sells && layout.page.isEcommercePage));

/** The value at a path inside a block (`links.0.url`). */
function valueAt(block: EditorBlock, path: string): unknown {
  let value: unknown = block;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | null)?.[key];
  return value;
}

/** An address left empty is missing, not wrong (the contract's refinement says `invalid`). */
const worded = (block: EditorBlock, error: FieldError): FieldError => {
  const value = valueAt(block, error.path);
  return error.message === 'invalid' && typeof value === 'string' && !value.trim()
    ? { ...error, message: 'required' }
    : error;
};

/** What the contract refuses in a block, each error at the path of its field inside the block
 * (`url`, `links.0.label`); a list that hides items without a link to them is refused as the
 * whole layout's check does (`moreLink`, `more_link_required`). */
export function blockErrors(block: EditorBlock): FieldError[] {
  if (!isKnownType(block.type)) return [{ path: 'type', message: 'unknown_type' }];
  const result = BLOCK_SCHEMAS[block.type].safeParse(block, { reportInput: true });
  const errors: FieldError[] = result.success
    ? []
    : result.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => ({ path: [...issue.path, key].join('.'), message: 'unknown_field' }))
          : [{ path: issue.path.join('.'), message: issueCode(issue) }],
      );
  if (block.paginate === false && !block.moreLink)
    errors.push({ path: 'moreLink', message: 'more_link_required' });
  return errors.map((error) => worded(block, error));
}

/** The API's field errors of a layout sent (`blocks.3.url`), by block id, each at its field's
 * path inside the block; errors of the whole list (too many blocks) under `''`. */
export function errorsByBlock(
  errors: readonly FieldError[],
  sent: readonly EditorBlock[],
): Record<string, FieldError[]> {
  const byBlock: Record<string, FieldError[]> = {};
  for (const error of errors) {
    const match = /^blocks\.(\d+)(?:\.(.+))?$/.exec(error.path);
    const block = match ? sent[Number(match[1])] : undefined;
    const id = block?.id ?? '';
    const path = block ? (match?.[2] ?? 'type') : error.path;
    const own = block ? worded(block, { path, message: error.message }) : { path, message: error.message };
    byBlock[id] = [...(byBlock[id] ?? []), own];
  }
  return byBlock;
}

// --- Places --------------------------------------------------------------------------------

/** A new block goes after the one selected, else at the end. */
export function insertBlock(
  blocks: readonly EditorBlock[],
  block: EditorBlock,
  after: string | null,
): EditorBlock[] {
  const at = after === null ? -1 : blocks.findIndex((b) => b.id === after);
  if (at < 0) return [...blocks, block];
  return [...blocks.slice(0, at + 1), block, ...blocks.slice(at + 1)];
}

/** A block moved to `to` (its index once moved); the same list when it cannot go there. */
export function moveBlock(blocks: readonly EditorBlock[], id: string, to: number): readonly EditorBlock[] {
  const from = blocks.findIndex((b) => b.id === id);
  if (from < 0 || to < 0 || to >= blocks.length || to === from) return blocks;
  const rest = blocks.filter((b) => b.id !== id);
  return [...rest.slice(0, to), blocks[from]!, ...rest.slice(to)];
}

// --- Words ---------------------------------------------------------------------------------

const textOf = (html: string) =>
  html
    // a block's end parts its words; an inline tag does not
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&apos;/g, '’')
    .replace(/&quot;/g, '"');

/** A few words that tell a block from the others of its type: its title, its button, the start
 * of its text; empty when it has none. */
export function blockSummary(block: EditorBlock): string {
  for (const field of ['title', 'label', 'caption']) {
    const value = block[field];
    if (typeof value === 'string' && value.trim()) return cropText(value, 60);
  }
  if (typeof block.html === 'string') return cropText(textOf(block.html), 60);
  return '';
}

// --- Comparing a revision with the live layout ---------------------------------------------

export type BlockChange =
  /** In the revision, not on the live page: restoring it brings the block back. */
  | { kind: 'added'; block: EditorBlock }
  /** On the live page, not in the revision. */
  | { kind: 'removed'; block: EditorBlock }
  /** `fields`: the names of the fields whose values differ. */
  | { kind: 'changed'; block: EditorBlock; moved: boolean; fields: string[] }
  | { kind: 'moved'; block: EditorBlock };

const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
/** The fields of two versions of a block whose values differ. */
const changedFields = (a: EditorBlock, b: EditorBlock) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !same(a[key], b[key]));
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
        )
      : value;

/** The ids of the longest run of blocks both layouts keep in the same order (the others moved). */
function keptInOrder(from: readonly string[], to: readonly string[]): Set<string> {
  const n = from.length;
  const m = to.length;
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i]![j] =
        from[i] === to[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (from[i] === to[j]) {
      kept.add(from[i]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

/** How a revision differs from the live layout, block by block (by their ids, ADR 015), in the
 * revision's order, the blocks it lacks after them; the blocks alike and in place are left out. */
export function compareLayouts(
  revision: readonly EditorBlock[],
  live: readonly EditorBlock[],
): BlockChange[] {
  const liveById = new Map(live.map((b) => [b.id, b]));
  const revisionIds = new Set(revision.map((b) => b.id));
  const common = (list: readonly EditorBlock[], other: Set<string> | Map<string, unknown>) =>
    list.filter((b) => other.has(b.id)).map((b) => b.id);
  const kept = keptInOrder(common(revision, liveById), common(live, revisionIds));
  const changes: BlockChange[] = [];
  for (const block of revision) {
    const current = liveById.get(block.id);
    if (!current) {
      changes.push({ kind: 'added', block });
      continue;
    }
    const moved = !kept.has(block.id);
    const fields = changedFields(block, current);
    if (fields.length) changes.push({ kind: 'changed', block, moved, fields });
    else if (moved) changes.push({ kind: 'moved', block });
  }
  for (const block of live) if (!revisionIds.has(block.id)) changes.push({ kind: 'removed', block });
  return changes;
}
