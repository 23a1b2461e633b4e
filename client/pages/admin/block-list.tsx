// The blocks of the page in order (ADR 015): each with its type's name and a few of its words, its
// form folded under it, « Monter » / « Descendre », « Supprimer », and a handle to drag it (dnd-kit,
// as the page tree: the pointer, or the keyboard — Space to pick it up, the arrows to move it, Space
// to drop it, Escape to cancel — announced in French). Below them, the choice of a block to add.
import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useRef, useState } from 'react';
import type { BlockOptions, EditorLayout } from '#shared/contracts/admin-layout.ts';
import type { BlockType } from '#shared/contracts/blocks.ts';
import {
  $moveNews,
  $openBlock,
  ADD_TYPE_ID,
  blockAdded,
  blockControlId,
  blockDropped,
  blockElementId,
  blockMoved,
  blockRemoveAsked,
  blockToggled,
} from './block-editor-model.ts';
import { BLOCK_FIELDS, descriptorOf } from './block-fields.ts';
import { BlockForm, useBlockErrors } from './block-form.tsx';
import { blockSummary, type EditorBlock, offeredTypes } from './block-layout.ts';

/** A block in words: its type's name, and its title or first words. */
export function useBlockName() {
  const { i18n, t } = useLingui();
  return (block: EditorBlock) => {
    const descriptor = descriptorOf(block.type);
    const type = descriptor ? i18n._(descriptor.name) : block.type;
    const summary = blockSummary(block);
    return summary ? t`${type} “${summary}”` : type;
  };
}

/** Six dots: the handle's grip. */
function Grip() {
  return (
    <svg className="tree-grip" viewBox="0 0 10 16" aria-hidden="true" focusable="false">
      {[3, 8, 13].flatMap((y) => [
        <circle key={`a${y}`} cx="2.5" cy={y} r="1.6" />,
        <circle key={`b${y}`} cx="7.5" cy={y} r="1.6" />,
      ])}
    </svg>
  );
}

function BlockItem({
  block,
  index,
  count,
  options,
}: {
  block: EditorBlock;
  index: number;
  count: number;
  options: BlockOptions | null;
}) {
  const { i18n, t } = useLingui();
  const blockName = useBlockName();
  const [open, toggle, move, remove] = useUnit([$openBlock, blockToggled, blockMoved, blockRemoveAsked]);
  const errors = useBlockErrors(block.id);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: block.id, attributes: { roleDescription: t`movable block` } });
  const descriptor = descriptorOf(block.type);
  const isOpen = open === block.id;
  const name = blockName(block);
  const summary = blockSummary(block);
  const formId = `${blockElementId(block.id)}-form`;
  const errorCount = errors.length;
  return (
    <li
      ref={setNodeRef}
      id={blockElementId(block.id)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={[
        'block-item',
        isOpen && 'block-item-open',
        isDragging && 'block-item-ghost',
        errorCount > 0 && 'block-item-invalid',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="block-item-head">
        <button
          ref={setActivatorNodeRef}
          id={blockControlId(block.id, 'drag')}
          type="button"
          className="tree-handle"
          {...attributes}
          {...listeners}
          aria-label={t`Drag the block ${name}`}
          title={t`Drag to move`}
        >
          <Grip />
        </button>
        <h3 className="block-item-title">
          <button
            id={blockControlId(block.id, 'toggle')}
            type="button"
            className="block-item-toggle"
            aria-expanded={isOpen}
            aria-controls={formId}
            onClick={() => toggle(block.id)}
          >
            <span className="block-item-chevron" aria-hidden="true" />
            <span className="block-item-type">
              {descriptor ? i18n._(descriptor.name) : block.type}
              <span className="visually-hidden">
                {' '}
                <Trans>
                  (block {index + 1} of {count})
                </Trans>
              </span>
            </span>
            {summary && <span className="block-item-summary">{summary}</span>}
          </button>
        </h3>
        {errorCount > 0 && (
          <p className="block-item-errors">
            <Plural value={errorCount} one="# error" other="# errors" />
          </p>
        )}
        <div className="block-item-actions">
          <button
            id={blockControlId(block.id, 'up')}
            type="button"
            className="button button-secondary block-small-button"
            aria-label={t`Move up the block ${name}`}
            aria-disabled={index === 0 || undefined}
            onClick={() => {
              if (index > 0) move({ id: block.id, direction: 'up' });
            }}
          >
            <span aria-hidden="true">↑</span>
            <Trans>Move up</Trans>
          </button>
          <button
            id={blockControlId(block.id, 'down')}
            type="button"
            className="button button-secondary block-small-button"
            aria-label={t`Move down the block ${name}`}
            aria-disabled={index === count - 1 || undefined}
            onClick={() => {
              if (index < count - 1) move({ id: block.id, direction: 'down' });
            }}
          >
            <span aria-hidden="true">↓</span>
            <Trans>Move down</Trans>
          </button>
          <button
            id={blockControlId(block.id, 'remove')}
            type="button"
            className="button button-danger block-small-button"
            aria-label={t`Remove the block ${name}`}
            onClick={() => remove(block.id)}
          >
            <Trans>Remove</Trans>
          </button>
        </div>
      </div>
      <div id={formId} className="block-item-form" hidden={!isOpen}>
        {isOpen && <BlockForm block={block} options={options} />}
      </div>
    </li>
  );
}

/** Says each move (a polite live region, there before any move). */
function MoveNews({ blocks }: { blocks: readonly EditorBlock[] }) {
  const { t } = useLingui();
  const blockName = useBlockName();
  const news = useUnit($moveNews);
  const block = news ? blocks.find((b) => b.id === news.id) : undefined;
  const name = block ? blockName(block) : '';
  const position = news?.position ?? 0;
  const count = news?.count ?? 0;
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {/* the same words twice in a row are said again: a move is news each time */}
      {block
        ? `${t`Block moved: ${name}, position ${position} of ${count}.`}${news!.n % 2 ? '' : '\u00a0'}`
        : ''}
    </p>
  );
}

export function BlockList({
  blocks,
  options,
}: {
  blocks: readonly EditorBlock[];
  options: BlockOptions | null;
}) {
  const { t } = useLingui();
  const blockName = useBlockName();
  const [drop, open, toggle] = useUnit([blockDropped, $openBlock, blockToggled]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => {
    const block = blocks.find((b) => b.id === id);
    return block ? blockName(block) : '';
  };
  const justPicked = useRef(false);
  const positionOf = (id: UniqueIdentifier | undefined) => blocks.findIndex((b) => b.id === id) + 1;
  const total = blocks.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPicked.current = true;
      const name = nameOf(active.id);
      return t`Block ${name} picked up. Move it with the up and down arrows, drop it with Space.`;
    },
    onDragOver: ({ active, over }) => {
      // the first one, over its own place: the pick-up's words are said instead
      const first = justPicked.current;
      justPicked.current = false;
      if (!over || (first && over.id === active.id)) return undefined;
      const name = nameOf(active.id);
      const position = positionOf(over.id);
      return t`${name} would go to position ${position} of ${total}.`;
    },
    // where it lands is said by the editor's live region once it moved
    onDragEnd: ({ active, over }) => {
      const name = nameOf(active.id);
      return !over || over.id === active.id ? t`Block ${name} dropped where it was.` : undefined;
    },
    onDragCancel: ({ active }) => {
      const name = nameOf(active.id);
      return t`Move cancelled: ${name} stays where it was.`;
    },
  };
  // the held block's form folds: a tall block would not find its place among the others
  const onDragStart = ({ active }: DragStartEvent) => {
    if (open === active.id) toggle(String(active.id));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) drop({ id: String(active.id), overId: String(over.id) });
  };
  return (
    <>
      <MoveNews blocks={blocks} />
      {blocks.length === 0 ? (
        <p className="empty-state">
          <Trans>This page has no block yet: add the first one below.</Trans>
        </p>
      ) : (
        <DndContext
          id="block-list"
          sensors={sensors}
          // blocks of different heights: the corners find where the held one goes (dnd-kit's advice for
          // its keyboard's sortable coordinates)
          collisionDetection={closestCorners}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: t`To move a block, press Space or Enter on its handle. While it is held, the up and down arrows change its place; Space or Enter drops it, Escape cancels the move.`,
            },
          }}
          measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={blocks.map((b) => b.id)} strategy={verticalListSortingStrategy}>
            <ol className="block-list" aria-label={t`Blocks of the page, in order`}>
              {blocks.map((block, index) => (
                <BlockItem key={block.id} block={block} index={index} count={total} options={options} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </>
  );
}

/** The choice of a block to add, each type with its French name and what it shows. */
export function AddBlock({ layout }: { layout: EditorLayout }) {
  const { i18n } = useLingui();
  const types = offeredTypes(layout);
  const [type, setType] = useState<BlockType>(types[0]!);
  const add = useUnit(blockAdded);
  const descriptionId = `${ADD_TYPE_ID}-description`;
  return (
    <div className="block-add">
      <h3 id={`${ADD_TYPE_ID}-title`} className="block-add-title">
        <Trans>Add a block</Trans>
      </h3>
      <div className="field">
        <label htmlFor={ADD_TYPE_ID} className="field-label">
          <Trans>Kind of block</Trans>
        </label>
        <p id={`${ADD_TYPE_ID}-hint`} className="field-hint">
          <Trans>It goes after the block whose form is open, else at the end of the page.</Trans>
        </p>
        <select
          id={ADD_TYPE_ID}
          className="input"
          value={type}
          aria-describedby={`${ADD_TYPE_ID}-hint ${descriptionId}`}
          onChange={(event) => setType(event.currentTarget.value as BlockType)}
        >
          {types.map((option) => (
            <option key={option} value={option}>
              {i18n._(BLOCK_FIELDS[option].name)}
            </option>
          ))}
        </select>
        <p id={descriptionId} className="block-add-description">
          {i18n._(BLOCK_FIELDS[type].description)}
        </p>
      </div>
      <button type="button" className="button" onClick={() => add({ type })}>
        <Trans>Add the block</Trans>
      </button>
    </div>
  );
}
