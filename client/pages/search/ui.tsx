import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { SearchResult } from '#shared/contracts/town.ts';
import { SearchForm } from '../../features/site-search/index.ts';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { $searchPage, $searchPageStatus, SEARCH_LIMITS, searchHref } from './model.ts';
import './search.css';
import { AppLink } from '../../shared/ui/app-link.tsx';

const KINDS = {
  page: msg`Site page`,
  news: msg`News item`,
  element: msg`Listing`,
} as const;

/** The visitor's words as an element: Lingui parses `<…>` tags in string values, never in elements. */
const Query = ({ q }: { q: string }) => <span className="search-query">{q}</span>;

function Results({ result, q, page }: { result: SearchResult; q: string; page: number }) {
  const { i18n } = useLingui();
  const { total, items, nbItem } = result;
  const query = <Query q={q} />;
  if (items.length === 0) {
    return page > 1 && total === 0 ? (
      <p className="search-message" role="status">
        <Trans>
          There are no more results for “{query}”.{' '}
          <AppLink to={searchHref(q)}>Back to the first results</AppLink>
        </Trans>
      </p>
    ) : (
      <div className="search-message" role="status">
        <p>
          <Trans>No result for “{query}”.</Trans>
        </p>
        <p>
          <Trans>Check the spelling, try other or fewer words, or browse the menu.</Trans>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="search-message" role="status">
        <Trans>
          <Plural value={total} one="# result" other="# results" /> for “{query}”
        </Trans>
      </p>
      <ol className="search-results" start={(page - 1) * nbItem + 1}>
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className="search-result">
            <p className="search-kind">{i18n._(KINDS[item.kind])}</p>
            <h2 className="search-result-title">
              <AppLink to={item.path}>{item.title}</AppLink>
            </h2>
            {item.excerpt && <p className="search-excerpt">{item.excerpt}</p>}
          </li>
        ))}
      </ol>
      {/* no page past the cap: the API refuses deep pages of a search */}
      <Pagination total={Math.min(total, SEARCH_LIMITS.maxPage * nbItem)} nbItem={nbItem} page={page} />
    </>
  );
}

export function Component() {
  const [search, status] = useUnit([$searchPage, $searchPageStatus]);
  if (status !== 200) return <ErrorPage status={status} />;
  const { q, page } = search;
  const min = SEARCH_LIMITS.minLength;
  return (
    <div className="page search-page">
      <h1 className="page-title">
        <Trans>Search the site</Trans>
      </h1>
      <SearchForm key={q} variant="page" defaultValue={q} />
      {search.status === 'tooShort' && (
        <p className="search-message" role="status">
          <Trans>Enter at least {min} characters to search.</Trans>
        </p>
      )}
      {search.status === 'done' && search.result && <Results result={search.result} q={q} page={page} />}
    </div>
  );
}
