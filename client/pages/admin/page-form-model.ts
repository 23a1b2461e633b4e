// /admin/pages/:id and /admin/pages/nouvelle: every field of a page (SPEC §3's Page,
// `pageWriteSchema`), written whole (PUT) or created under its parent (POST); a new slug moves
// the page's subtree and leaves redirects (ADR 014). The page is deleted from here too: to the
// trash, its sub-pages with it once staff confirmed it.
import { createEvent, createStore, sample } from 'effector';
import type { z } from 'zod';
import type { AdminPage, pageWriteSchema } from '#shared/contracts/admin-pages.ts';
import type { Role } from '#shared/contracts/user.ts';
import { slugify } from '#shared/lib/slug.ts';
import { $role } from '../../entities/session/index.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { checks, createFormModel } from '../../shared/lib/form.ts';
import { navigationRequested } from '../../shared/model/navigation.ts';
import { lastRefusal } from './admin-form.ts';
import { languagesNeeded } from './languages-model.ts';
import { fetchAdminPagesFx } from './pages-model.ts';
import { pagesNoticeShown, pagesPageEntered } from './pages-notice.ts';
import { panelStatusOf } from './panel-model.ts';
import { newPagePath, pageFormPath, pagesPath } from './paths.ts';

/** What the API takes (before its defaults). */
export type PageWriteBody = z.input<typeof pageWriteSchema>;

export interface PageFormOpen {
  /** The page written; null for a new one. */
  id: number | null;
  /** A new page's parent; null at the root. */
  parent: number | null;
  locale: string;
}

export const pageFormOpened = createEvent<PageFormOpen>();

export const $pageFormOpen = createStore<PageFormOpen>({ id: null, parent: null, locale: 'fr_FR' }).on(
  pageFormOpened,
  (_, open) => open,
);
/** The page written (null for a new one) and the parent of a new one. */
export const $editedPage = createStore<AdminPage | null>(null);
export const $parentPage = createStore<AdminPage | null>(null);
export const $pageFormStatus = createStore(200);

sample({ clock: pageFormOpened, fn: ({ locale }) => locale, target: fetchAdminPagesFx });
sample({ clock: pageFormOpened, fn: () => undefined, target: languagesNeeded });
sample({
  clock: pageFormOpened,
  fn: ({ id, parent, locale }) => (id === null ? newPagePath(parent, locale) : pageFormPath(id, locale)),
  target: pagesPageEntered,
});

const pagesRead = sample({
  clock: fetchAdminPagesFx.done,
  source: $pageFormOpen,
  filter: (open, { params }) => params === open.locale,
  fn: (open, { result }) => ({ open, result }),
});
sample({
  clock: pagesRead,
  fn: ({ open, result }) =>
    result.body.success && open.id !== null ? (result.body.data.find((p) => p.id === open.id) ?? null) : null,
  target: $editedPage,
});
sample({
  clock: pagesRead,
  fn: ({ open, result }) =>
    result.body.success && open.id === null && open.parent !== null
      ? (result.body.data.find((p) => p.id === open.parent) ?? null)
      : null,
  target: $parentPage,
});
sample({
  clock: pagesRead,
  fn: ({ open, result }) => {
    const status = panelStatusOf(result);
    if (status !== 200 || !result.body.success) return status;
    const wanted = open.id ?? open.parent;
    // a page (or a parent) that is not one of this locale's is not there
    return wanted === null || result.body.data.some((p) => p.id === wanted) ? 200 : 404;
  },
  target: $pageFormStatus,
});
sample({ clock: fetchAdminPagesFx.fail, fn: () => 500, target: $pageFormStatus });

/** The whole path the page will have: its parent's and its slug — the one typed, else the
 * title's (the API's rule, SPEC §5 slug helper); `/` for the home page; null when neither gives
 * one (the API refuses it). */
export function slugPreview(input: { parentPath: string | null; url: string; title: string; home: boolean }) {
  if (input.home) return '/';
  const slug = slugify(input.url.trim() ? input.url : input.title)
    .slice(0, 120)
    .replace(/-+$/, '');
  if (!slug) return null;
  return `${input.parentPath ?? ''}/${slug}`;
}

/** The fields of the form as typed. */
export interface PageFormValues {
  title: string;
  url: string;
  menuTitle: string;
  metaDescription: string;
  menuIcon: string;
  isValid: boolean;
  showInMenu: boolean;
  isFixedOnRight: boolean;
  useAbsoluteMenu: boolean;
  reload: boolean;
  isCustomHeader: boolean;
  isCustomFooter: boolean;
  isEcommercePage: boolean;
  noindex: boolean;
  type: 'V1' | 'GRAPE';
  linkType: 'NONE' | 'BLANK' | 'SELF';
  linkUrl: string;
  /** Only an operator's form has the field. */
  jsCode: string;
}

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

export function pageFormValues(data: FormData): PageFormValues {
  const flag = (name: string) => data.get(name) === 'on';
  const type = text(data, 'type');
  const linkType = text(data, 'link.type');
  return {
    title: text(data, 'title'),
    url: text(data, 'url'),
    menuTitle: text(data, 'menuTitle'),
    metaDescription: text(data, 'metaDescription'),
    menuIcon: text(data, 'menuIcon'),
    isValid: flag('isValid'),
    showInMenu: flag('showInMenu'),
    isFixedOnRight: flag('isFixedOnRight'),
    useAbsoluteMenu: flag('useAbsoluteMenu'),
    reload: flag('reload'),
    isCustomHeader: flag('isCustomHeader'),
    isCustomFooter: flag('isCustomFooter'),
    isEcommercePage: flag('isEcommercePage'),
    noindex: flag('noindex'),
    type: type === 'GRAPE' ? 'GRAPE' : 'V1',
    linkType: linkType === 'BLANK' || linkType === 'SELF' ? linkType : 'NONE',
    linkUrl: text(data, 'link.url'),
    jsCode: text(data, 'link.jsCode'),
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** What the form sends. The code a link runs is an operator's (ADR 014): an ADMIN's form never
 * sends it (the API keeps the stored one); the home page keeps its slug (none sent). */
export function pageWriteOf(
  values: PageFormValues,
  who: { role: Role | null; home: boolean },
): PageWriteBody {
  const link: PageWriteBody['link'] = {
    type: values.linkType,
    url: values.linkType === 'NONE' ? null : orNull(values.linkUrl),
    ...(who.role === 'SUPER_ADMIN' ? { jsCode: orNull(values.jsCode) } : {}),
  };
  return {
    title: values.title.trim(),
    ...(who.home ? {} : { url: values.url.trim() }),
    menuTitle: orNull(values.menuTitle),
    metaDescription: orNull(values.metaDescription),
    menuIcon: orNull(values.menuIcon),
    isValid: values.isValid,
    showInMenu: values.showInMenu,
    isFixedOnRight: values.isFixedOnRight,
    useAbsoluteMenu: values.useAbsoluteMenu,
    reload: values.reload,
    isCustomHeader: values.isCustomHeader,
    isCustomFooter: values.isCustomFooter,
    isEcommercePage: values.isEcommercePage,
    noindex: values.noindex,
    type: values.type,
    link,
  };
}

// --- Saving --------------------------------------------------------------------------------

interface SaveParams {
  /** Null: a creation, under `parentId` in `locale`. */
  id: number | null;
  parentId: number | null;
  locale: string;
  body: PageWriteBody;
}

const savePageFx = createApiEffect<SaveParams, AdminPage>(({ id, parentId, locale, body }) =>
  id === null
    ? { method: 'POST', path: '/admin/pages', body: { ...body, locale, parentId } }
    : { method: 'PUT', path: `/admin/pages/${id}`, body },
);

export const pageForm = createFormModel({
  fx: savePageFx,
  check: ({ body }) => checks.required('title', body.title),
});
/** The API's sentence for the last refusal. */
export const $pageFormRefusal = lastRefusal(savePageFx, [pageFormOpened, pageForm.submitted]);

/** The form sent, as typed. */
export const pageFormSent = createEvent<PageFormValues>();

sample({
  clock: pageFormSent,
  source: { open: $pageFormOpen, page: $editedPage, role: $role },
  fn: ({ open, page, role }, values): SaveParams => ({
    id: open.id,
    parentId: open.parent,
    locale: open.locale,
    body: pageWriteOf(values, { role, home: page?.isHome ?? false }),
  }),
  target: pageForm.submitted,
});

/** What the last save did, said above the form (counted: the status takes the focus each time). */
export const $pageSaved = createStore<{ count: number; redirected: boolean } | null>(null, {
  serialize: 'ignore',
}).reset(pageFormOpened, pageForm.submitted);
const $saveCount = createStore(0, { serialize: 'ignore' }).on(pageForm.succeeded, (n) => n + 1);

// an update: the page as written; a new path leaves a redirect from the old one
const updated = sample({
  clock: pageForm.succeeded,
  source: { before: $editedPage, count: $saveCount },
  filter: (_, { params }) => params.id !== null,
  fn: ({ before, count }, { data }) => ({
    page: data,
    saved: { count: count + 1, redirected: before !== null && before.path !== data.path },
  }),
});
sample({ clock: updated, fn: ({ page }) => page, target: $editedPage });
sample({ clock: updated, fn: ({ saved }) => saved, target: $pageSaved });

// a creation: on to the new page's form, which says it was created
const created = pageForm.succeeded.filterMap(({ params, data }) =>
  params.id === null ? { page: data, locale: params.locale } : undefined,
);
sample({
  clock: created,
  fn: ({ page, locale }) => ({
    kind: 'created' as const,
    title: page.title,
    path: pageFormPath(page.id, locale),
  }),
  target: pagesNoticeShown,
});
sample({
  clock: created,
  fn: ({ page, locale }) => ({ to: pageFormPath(page.id, locale) }),
  target: navigationRequested,
});

// --- Deleting: to the trash, after a confirmation; a page with sub-pages asks a second time ---

/** Where the deletion stands: nothing asked, the first confirmation, or the one that names the
 * sub-pages that would go with it. */
export type DeleteStep = null | { kind: 'confirm' } | { kind: 'children'; count: number };

export const deleteAsked = createEvent();
export const deleteCancelled = createEvent();
export const deleteConfirmed = createEvent();

const deletePageFx = createApiEffect<{ id: number; withChildren: boolean }, { trashed: number }>(
  ({ id, withChildren }) => ({
    method: 'DELETE',
    path: `/admin/pages/${id}`,
    ...(withChildren ? { query: 'withChildren=true' } : {}),
  }),
);

/** The number of sub-pages a 409 names (ADR 014: `data.children`), else null. */
export function childrenCountOf(data: unknown): number | null {
  const count = (data as { children?: unknown } | null)?.children;
  return typeof count === 'number' && count > 0 ? count : null;
}

export const $deleteStep = createStore<DeleteStep>(null, { serialize: 'ignore' })
  .on(deleteAsked, () => ({ kind: 'confirm' }))
  .on(deletePageFx.done, (step, { result }) => {
    if (result.body.success || result.status !== 409) return step;
    const count = childrenCountOf(result.body.data);
    return count === null ? step : { kind: 'children', count };
  })
  .reset(
    deleteCancelled,
    pageFormOpened,
    deletePageFx.done.filter({ fn: ({ result }) => result.body.success }),
  );

/** Why the deletion was refused (not the sub-pages' question: that one asks again). */
export const $deleteRefusal = createStore<string | null>(null, { serialize: 'ignore' })
  .on(deletePageFx.done, (_, { result }) =>
    result.body.success || (result.status === 409 && childrenCountOf(result.body.data) !== null)
      ? null
      : (result.body.message ?? ''),
  )
  .on(deletePageFx.fail, () => '')
  .reset(deleteAsked, deleteCancelled, pageFormOpened);
export const $deletePending = deletePageFx.pending;

sample({
  clock: deleteConfirmed,
  source: { page: $editedPage, step: $deleteStep, pending: deletePageFx.pending },
  filter: ({ page, step, pending }) => page !== null && step !== null && !pending,
  fn: ({ page, step }) => ({ id: page!.id, withChildren: step?.kind === 'children' }),
  target: deletePageFx,
});

const trashed = sample({
  clock: deletePageFx.done,
  source: { page: $editedPage, open: $pageFormOpen },
  filter: (_, { result }) => result.body.success,
  fn: ({ page, open }, { result }) => ({
    title: page?.title ?? '',
    count: (result.body.data as { trashed: number }).trashed,
    path: pagesPath(open.locale),
  }),
});
sample({
  clock: trashed,
  fn: ({ title, count, path }) => ({ kind: 'trashed' as const, title, count, path }),
  target: pagesNoticeShown,
});
sample({ clock: trashed, fn: ({ path }) => ({ to: path }), target: navigationRequested });
