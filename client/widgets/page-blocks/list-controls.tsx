// Controls of the page's primary list: a search form and tag links. Plain GET forms and links,
// so they work without JavaScript; with it, the router loads the filtered page in place.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { filterQuery } from '#shared/lib/pagination.ts';
import { tagLabel } from '../../entities/element/index.ts';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { BlockLink } from './block-link.tsx';
import type { ListPage } from './definition.ts';
import type { TagCount } from './types/element-list.request.ts';
import './list-controls.css';
import { useLocation } from '../../shared/router/view.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { GetForm } from '../../shared/ui/get-form.tsx';

export function ListSearch({ id, q, tag }: { id: string; q: string | null; tag: string | null }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return (
    <GetForm action={pathname} role="search" className="list-search" preventScrollReset>
      <label htmlFor={`${id}-q`}>
        <Trans>Search this list</Trans>
      </label>
      <div className="list-search-row">
        <input id={`${id}-q`} name="q" type="search" defaultValue={q ?? ''} maxLength={100} />
        {tag && <input type="hidden" name="tag" value={tag} />}
        <button type="submit" className="button">
          {t`Search`}
        </button>
      </div>
    </GetForm>
  );
}

/** An item's tags, as a list under its card (element and agenda lists). */
export function Tags({ tags }: { tags: string[] }) {
  if (!tags.length) return null;
  return (
    <ul className="tags">
      {tags.map((tag) => (
        <li key={tag}>{tagLabel(tag)}</li>
      ))}
    </ul>
  );
}

export function TagFilter({ tags, active }: { tags: TagCount[]; active: string | null }) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  if (!tags.length) return null;
  const to = (tag: string | null) => `${pathname}${filterQuery(search, 'tag', tag)}`;
  return (
    <nav className="tag-filter" aria-label={t`Filter by theme`}>
      <ul>
        <li>
          <AppLink to={to(null)} aria-current={active === null ? 'true' : undefined} preventScrollReset>
            {t`All`}
          </AppLink>
        </li>
        {tags.map(({ tag, count }) => (
          <li key={tag}>
            <AppLink to={to(tag)} aria-current={active === tag ? 'true' : undefined} preventScrollReset>
              {tagLabel(tag)} <span className="tag-count">({count})</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** How many items the filters kept; announced when it changes. */
export function ListCount({ total, filtered }: { total: number; filtered: boolean }) {
  if (!filtered) return null;
  return (
    <p className="list-count" role="status">
      <Plural value={total} _0="No result" one="# result" other="# results" />
    </p>
  );
}

/** What an empty list says: nothing yet, or nothing for the visitor's filters (with a way out). */
export function EmptyList({ filtered, children }: { filtered: boolean; children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (!filtered) return <p className="empty-state">{children}</p>;
  const all = `${pathname}${filterQuery(filterQuery(search, 'tag', null), 'q', null)}`;
  return (
    <p className="empty-state">
      <Trans>Nothing matches these filters.</Trans>{' '}
      <AppLink to={all} preventScrollReset>
        <Trans>Show the whole list</Trans>
      </AppLink>
    </p>
  );
}

/** Under a list: its page links once it holds more than a page, and its link to all its items. */
export function ListFooter({
  list,
  moreLink,
  label,
}: {
  list: ListPage;
  moreLink?: { label: string; url: string } | undefined;
  /** The list's title, naming its page links apart from another list's. */
  label?: string | null | undefined;
}) {
  return (
    <>
      {list.pageParam !== null && (
        <Pagination
          total={list.total}
          nbItem={list.nbItem}
          page={list.page}
          param={list.pageParam}
          label={label ?? undefined}
        />
      )}
      {moreLink && (
        <p className="block-more">
          <BlockLink className="button button-secondary" url={moreLink.url}>
            {moreLink.label}
          </BlockLink>
        </p>
      )}
    </>
  );
}
