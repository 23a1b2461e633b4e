// Page links under a list: plain links (`?page=n`, other parameters kept), so they work without
// JavaScript and crawlers follow them; with JavaScript the router loads the page in place. A page
// with several lists gives each its own parameter (`param`, `?page-<block id>=n`).
import { useLingui } from '@lingui/react/macro';
import { pageCount, pageLinks, pageQuery } from '#shared/lib/pagination.ts';
import './pagination.css';
import { useLocation } from '../router/view.tsx';
import { AppLink } from './app-link.tsx';

export function Pagination({
  total,
  nbItem,
  page,
  param = 'page',
  label,
}: {
  total: number;
  nbItem: number;
  page: number;
  param?: string;
  /** What the links page through, when a page has several lists. */
  label?: string | undefined;
}) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const pages = pageCount(total, nbItem);
  if (pages <= 1) return null;
  const to = (p: number) => `${pathname}${pageQuery(search, p, param)}`;
  return (
    <nav className="pagination" aria-label={label ? t`Pages: ${label}` : t`Pages`}>
      <ul>
        {page > 1 && (
          <li>
            <AppLink to={to(page - 1)} rel="prev" className="pagination-step">
              {t`Previous page`}
            </AppLink>
          </li>
        )}
        {pageLinks(page, pages).map((link) =>
          link.kind === 'gap' ? (
            <li key={link.key} aria-hidden="true" className="pagination-gap">
              …
            </li>
          ) : (
            <li key={link.page}>
              {link.page === page ? (
                <span aria-current="page" className="pagination-current">
                  <span className="visually-hidden">{t`Page`} </span>
                  {link.page}
                </span>
              ) : (
                <AppLink to={to(link.page)} aria-label={t`Page ${link.page}`}>
                  {link.page}
                </AppLink>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <AppLink to={to(page + 1)} rel="next" className="pagination-step">
              {t`Next page`}
            </AppLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
