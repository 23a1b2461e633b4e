// The site search form (SPEC §2 "optional search bar" and the search page): a GET form to
// /recherche?q=…, so that it works before hydration and without JavaScript; with it, the
// router loads the results in place.
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ROUTES } from '#shared/config/routes.ts';
import '../../shared/ui/form.css';
import './site-search.css';
import { GetForm } from '../../shared/ui/get-form.tsx';

export const SEARCH_MAX_LENGTH = 100;

export function SearchForm({
  variant,
  defaultValue = '',
}: {
  variant: 'header' | 'page';
  defaultValue?: string;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const header = variant === 'header';
  return (
    <GetForm
      action={ROUTES.search}
      role="search"
      aria-label={header ? t`Site search` : undefined}
      className={`search-form search-form-${variant}`}
    >
      <label htmlFor={inputId} className={header ? 'visually-hidden' : 'field-label'}>
        {t`Search the site`}
      </label>
      <div className="search-form-row">
        <input
          id={inputId}
          className="input search-input"
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={header ? t`Search…` : undefined}
        />
        <button type="submit" className="button search-button">
          <span className="icon icon-search" aria-hidden="true" />
          <span className={header ? 'visually-hidden' : undefined}>{t`Search`}</span>
        </button>
      </div>
    </GetForm>
  );
}
