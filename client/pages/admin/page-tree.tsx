// The page tree on screen (ADR 014): a nested list, each page a heading of its level with its path,
// its badges and its actions; its move buttons, and a handle to drag it (dnd-kit: the pointer or
// the keyboard — Space to pick up, the arrows to move, Space to drop, Escape to cancel — its
// announcements in French). The drag works on the flattened tree: the rows in the order shown,
// the dragged page's own sub-pages folded under it, its level read from the horizontal offset.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
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
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { type CSSProperties, createContext, useContext, useMemo, useRef, useState } from 'react';
import type { AdminPage } from '#shared/contracts/admin-pages.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { type MoveControl, moveClicked, pageDropped } from './pages-model.ts';
import {
  availableMoves,
  type DropProjection,
  descendantIds,
  type FlatPage,
  flattenTree,
  isNoMove,
  isRefusedMove,
  type MoveKind,
  type PageNode,
  pageTree,
  projectDrop,
  siblingsOf,
} from './pages-tree.ts';
import { newPagePath, pageContentPath, pageFormPath } from './paths.ts';

/** A page's place among its siblings, and its parent. */
export function placeOf(pages: readonly AdminPage[], id: number) {
  const page = pages.find((p) => p.id === id) ?? null;
  const parent = page?.parentId == null ? null : (pages.find((p) => p.id === page.parentId) ?? null);
  const siblings = siblingsOf(pages, parent?.id ?? null);
  return { page, parent, position: siblings.findIndex((p) => p.id === id) + 1, count: siblings.length };
}

/** Where a page is, in words: its position among its siblings and under which page. */
export function usePlaceText() {
  const { t } = useLingui();
  return (place: { position: number; count: number; parent: AdminPage | null }) => {
    const { position, count } = place;
    const parent = place.parent?.title;
    return parent === undefined
      ? t`position ${position} of ${count}, at the top level`
      : t`position ${position} of ${count}, under “${parent}”`;
  };
}

/** The id of a page's control in the tree (the focus comes back to it after a move). */
export const controlId = (id: number, control: MoveControl) => `page-${id}-${control}`;

/** One level of the tree on screen, in pixels (2rem): the drag's horizontal offset counts in it. */
const LEVEL_PX = 32;

/** Left and right arrows change the level of the page carried by keyboard; up and down move it
 * among the rows (dnd-kit's sortable keyboard moves). */
const treeKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { currentCoordinates } = args;
  if (event.code === KeyboardCode.Right || event.code === KeyboardCode.Left) {
    event.preventDefault();
    const step = event.code === KeyboardCode.Right ? LEVEL_PX : -LEVEL_PX;
    return { x: currentCoordinates.x + step, y: currentCoordinates.y };
  }
  return sortableKeyboardCoordinates(event, args);
};

interface TreeState {
  pages: readonly AdminPage[];
  locale: string;
  /** The page being dragged, and where it would land. */
  activeId: number | null;
  projection: DropProjection | null;
  /** Pages folded under the dragged one while it moves. */
  folded: ReadonlySet<number>;
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

const TreeContext = createContext<TreeState>({
  pages: [],
  locale: 'fr_FR',
  activeId: null,
  projection: null,
  folded: new Set(),
});

const MOVE_SYMBOLS: Record<MoveKind, string> = { up: '↑', down: '↓', outdent: '←', indent: '→' };

function MoveButtons({ page }: { page: AdminPage }) {
  const { t } = useLingui();
  const { pages } = useContext(TreeContext);
  const move = useUnit(moveClicked);
  const moves = availableMoves(pages, page.id);
  const { title } = page;
  const names: Record<MoveKind, { name: string; short: string }> = {
    up: { name: t`Move up “${title}”`, short: t`Move up` },
    down: { name: t`Move down “${title}”`, short: t`Move down` },
    outdent: { name: t`Move “${title}” up a level`, short: t`Up a level` },
    indent: { name: t`Move “${title}” under the previous page`, short: t`Under the previous page` },
  };
  // the home page stays at the top level: no button takes it out
  const kinds: MoveKind[] = page.isHome ? ['up', 'down'] : ['up', 'down', 'outdent', 'indent'];
  return (
    <div className="tree-moves">
      {kinds.map((kind) => (
        <button
          key={kind}
          id={controlId(page.id, kind)}
          type="button"
          className="tree-move"
          aria-label={names[kind].name}
          title={names[kind].short}
          // kept in the keyboard's path when it cannot move that way: the focus stays on it after a move
          aria-disabled={moves[kind] ? undefined : true}
          onClick={() => {
            if (moves[kind]) move({ id: page.id, kind });
          }}
        >
          <span aria-hidden="true">{MOVE_SYMBOLS[kind]}</span>
        </button>
      ))}
    </div>
  );
}

function Badges({ page }: { page: AdminPage }) {
  const badges = [
    page.isHome && <Trans key="home">Home</Trans>,
    !page.isValid && <Trans key="draft">Not published</Trans>,
    // its blocks have a draft not yet published (ADR 015)
    page.hasDraft && <Trans key="blocks-draft">Draft</Trans>,
    !page.showInMenu && <Trans key="menu">Not in the menu</Trans>,
    page.isFixedOnRight && <Trans key="right">Fixed on the right</Trans>,
    page.link.type !== 'NONE' && <Trans key="link">Link</Trans>,
  ].filter(Boolean);
  if (badges.length === 0) return null;
  return (
    <ul className="tree-badges">
      {badges.map((badge, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of at most six badges
        <li key={i} className="admin-tag">
          {badge}
        </li>
      ))}
    </ul>
  );
}

/** A page's row: what it is and what can be done with it. */
function PageRow({ page, depth }: { page: AdminPage; depth: number }) {
  const { t } = useLingui();
  const { locale, activeId, projection, folded } = useContext(TreeContext);
  const hidden = folded.has(page.id);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: page.id,
      disabled: hidden,
      attributes: { roleDescription: t`movable page` },
    });
  const shownDepth = activeId === page.id && projection ? projection.depth : depth;
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
    '--depth': shownDepth,
  } as CSSProperties;
  const Heading = `h${Math.min(depth + 2, 6)}` as 'h2';
  const { title } = page;
  return (
    <div ref={setNodeRef} style={style} className={isDragging ? 'tree-row tree-row-ghost' : 'tree-row'}>
      <button
        ref={setActivatorNodeRef}
        id={controlId(page.id, 'drag')}
        type="button"
        className="tree-handle"
        {...attributes}
        {...listeners}
        aria-label={t`Drag “${title}”`}
        title={t`Drag to move`}
      >
        <Grip />
      </button>
      <div className="tree-what">
        <Heading className="tree-title">{page.title}</Heading>
        <div className="tree-meta">
          {page.preview && (
            // the page builder's picture of the live page (ADR 006 amended): its title says what it is
            <img
              className="tree-preview"
              src={`/api/admin/page/${page.id}/layout/${page.preview.layoutId}/preview?v=${page.preview.hash}`}
              alt=""
              width={96}
              height={68}
              loading="lazy"
            />
          )}
          <p className="tree-path">
            <span className="visually-hidden">
              <Trans>Address:</Trans>{' '}
            </span>
            <code>{page.isHome ? '/' : page.path}</code>
          </p>
          <Badges page={page} />
        </div>
      </div>
      <div className="tree-actions">
        <AppLink className="button button-secondary tree-action" to={pageFormPath(page.id, locale)}>
          <Trans>
            Edit<span className="visually-hidden"> “{title}”</span>
          </Trans>
        </AppLink>
        <AppLink className="button button-secondary tree-action" to={pageContentPath(page.id, locale)}>
          <Trans>
            Edit the content<span className="visually-hidden"> of “{title}”</span>
          </Trans>
        </AppLink>
        <AppLink className="button button-secondary tree-action" to={newPagePath(page.id, locale)}>
          <Trans>
            Add a sub-page<span className="visually-hidden"> to “{title}”</span>
          </Trans>
        </AppLink>
        <MoveButtons page={page} />
      </div>
    </div>
  );
}

function PageItem({ node }: { node: PageNode }) {
  const { activeId } = useContext(TreeContext);
  return (
    <li className="tree-item">
      <PageRow page={node.page} depth={node.depth} />
      {node.children.length > 0 && (
        // folded under the page while it is dragged: they move with it
        <ul className="tree-level" hidden={activeId === node.page.id}>
          {node.children.map((child) => (
            <PageItem key={child.page.id} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The rows a drag works on: the tree flattened, without the dragged page's sub-pages. */
function rowsFor(flat: FlatPage[], folded: ReadonlySet<number>): FlatPage[] {
  return folded.size ? flat.filter((row) => !folded.has(row.id)) : flat;
}

export function PageTree({ pages, locale }: { pages: readonly AdminPage[]; locale: string }) {
  const { t } = useLingui();
  const placeText = usePlaceText();
  const drop = useUnit(pageDropped);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const [offsetX, setOffsetX] = useState(0);
  const tree = useMemo(() => pageTree(pages), [pages]);
  const flat = useMemo(() => flattenTree(pages), [pages]);
  const folded = useMemo(
    () => new Set(activeId === null ? [] : descendantIds(pages, activeId)),
    [pages, activeId],
  );
  const rows = rowsFor(flat, folded);
  const levels = (x: number) => Math.round(x / LEVEL_PX);
  const projection =
    activeId !== null && overId !== null ? projectDrop(rows, activeId, overId, levels(offsetX)) : null;

  // the announcements read where the page would land as the handlers just left it
  const live = useRef({ rows, offsetX: 0, last: '', end: '' });
  live.current.rows = rows;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: treeKeyboardCoordinates }),
  );

  const titleOf = (id: UniqueIdentifier) => pages.find((p) => p.id === id)?.title ?? '';
  /** Where the page would land, in words. */
  const landing = (active: UniqueIdentifier, over: UniqueIdentifier | null | undefined): string | null => {
    if (over === null || over === undefined) return null;
    const where = projectDrop(live.current.rows, Number(active), Number(over), levels(live.current.offsetX));
    if (!where) return null;
    const siblings = siblingsOf(pages, where.parentId).filter((p) => p.id !== Number(active));
    const parent = where.parentId === null ? null : (pages.find((p) => p.id === where.parentId) ?? null);
    return placeText({ position: where.target.position + 1, count: siblings.length + 1, parent });
  };
  const moving = (active: UniqueIdentifier, over: UniqueIdentifier | null | undefined) => {
    const where = landing(active, over);
    if (!where) return undefined;
    const title = titleOf(active);
    const text = t`“${title}” would go to ${where}.`;
    if (text === live.current.last) return undefined;
    live.current.last = text;
    return text;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const title = titleOf(active.id);
      return t`Page “${title}” picked up. Move it with the arrow keys, drop it with Space.`;
    },
    onDragMove: ({ active, over }) => moving(active.id, over?.id),
    onDragOver: ({ active, over }) => moving(active.id, over?.id),
    onDragEnd: () => live.current.end || undefined,
    onDragCancel: ({ active }) => {
      const title = titleOf(active.id);
      return t`Move cancelled: “${title}” stays where it was.`;
    },
  };

  const reset = () => {
    setActiveId(null);
    setOverId(null);
    setOffsetX(0);
    live.current.offsetX = 0;
    live.current.last = '';
  };
  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(Number(active.id));
    setOverId(Number(active.id));
    live.current.end = '';
  };
  const onDragMove = ({ delta, over }: DragMoveEvent) => {
    live.current.offsetX = delta.x;
    setOffsetX(delta.x);
    setOverId(over ? Number(over.id) : null);
  };
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    live.current.offsetX = delta.x;
    const id = Number(active.id);
    const where = over ? projectDrop(live.current.rows, id, Number(over.id), levels(delta.x)) : null;
    const moves =
      where !== null && !isNoMove(pages, id, where.target) && !isRefusedMove(pages, id, where.target);
    const title = titleOf(active.id);
    // where it lands is said once the API made the move (the page's live region, pages-ui.tsx)
    live.current.end = moves ? t`Page “${title}” dropped.` : t`Page “${title}” dropped where it was.`;
    reset();
    if (where) drop({ id, target: where.target });
  };

  const active = activeId === null ? null : (pages.find((p) => p.id === activeId) ?? null);
  const state = useMemo<TreeState>(
    () => ({ pages, locale, activeId, projection, folded }),
    [pages, locale, activeId, projection, folded],
  );
  return (
    <DndContext
      id="page-tree"
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To move a page, press Space or Enter on its handle. While it is held, the up and down arrows change its place and the right and left arrows its level; Space or Enter drops it, Escape cancels the move.`,
        },
      }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragOver={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
        <TreeContext value={state}>
          <ul className="tree-root" aria-label={t`Page tree`}>
            {tree.map((node) => (
              <PageItem key={node.page.id} node={node} />
            ))}
          </ul>
        </TreeContext>
      </SortableContext>
      <DragOverlay dropAnimation={null}>
        {active && (
          <div className="tree-row tree-row-overlay">
            <span className="tree-handle" aria-hidden="true">
              <Grip />
            </span>
            <div className="tree-what">
              <p className="tree-title">{active.title}</p>
              <div className="tree-meta">
                <p className="tree-path">
                  <code>{active.isHome ? '/' : active.path}</code>
                </p>
              </div>
            </div>
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
