import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { AdminPage } from '#shared/contracts/admin-pages.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { GetForm } from '../../shared/ui/get-form.tsx';
import { useRefusalText } from './admin-ui.tsx';
import { $siteLanguages } from './languages-model.ts';
import { controlId, PageTree, placeOf, usePlaceText } from './page-tree.tsx';
import { $moveDone, $moveFocus, $moveRefusal, $pages, $pagesLocale, $pagesStatus } from './pages-model.ts';
import { $pagesNotice } from './pages-notice.ts';
import { PanelPage } from './panel.tsx';
import { ADMIN_PATHS, LOCALE_PARAM, newPagePath } from './paths.ts';

function LocaleChoice({ locale }: { locale: string }) {
  const { t } = useLingui();
  const languages = useUnit($siteLanguages);
  if (languages.length < 2) return null;
  const id = 'pages-locale';
  return (
    <GetForm className="admin-locale" aria-label={t`Language of the pages`}>
      <div className="field">
        <label htmlFor={id} className="field-label">
          <Trans>Language</Trans>
        </label>
        <select id={id} name={LOCALE_PARAM} className="input" defaultValue={locale} key={locale}>
          {languages.map((language) => (
            <option key={language.code} value={language.code}>
              {language.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-secondary">
        <Trans>Show</Trans>
      </button>
    </GetForm>
  );
}

function TrashedNotice() {
  const notice = useUnit($pagesNotice);
  if (notice?.kind !== 'trashed') return null;
  const { title } = notice;
  const others = notice.count - 1;
  return (
    <div className="form-status form-status-success" role="status">
      <p>
        <Trans>The page “{title}” is in the trash: it can be restored from there for 30 days.</Trans>
        {others > 0 && (
          <>
            {' '}
            <Plural value={others} one="Its sub-page went with it." other="Its # sub-pages went with it." />
          </>
        )}{' '}
        <AppLink to={ADMIN_PATHS.trash}>
          <Trans>Open the trash</Trans>
        </AppLink>
      </p>
    </div>
  );
}

/** Says each move once the API made it (a polite live region, there before any move). */
function MoveNews({ pages }: { pages: readonly AdminPage[] }) {
  const { t } = useLingui();
  const placeText = usePlaceText();
  const done = useUnit($moveDone);
  const place = done ? placeOf(pages, done.id) : null;
  const title = place?.page?.title ?? '';
  const where = place?.page ? placeText(place) : '';
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {/* the same words twice in a row are said again: a move is news each time */}
      {place?.page ? `${t`Page moved: “${title}”, ${where}.`}${done!.count % 2 ? '' : '\u00a0'}` : ''}
    </p>
  );
}

function MoveRefused() {
  const refusalText = useRefusalText();
  const { t } = useLingui();
  const refusal = useUnit($moveRefusal);
  if (!refusal) return null;
  return (
    <div className="form-summary" role="alert">
      <p className="form-summary-title">{t`The page was not moved.`}</p>
      <p>{refusalText(refusal)}</p>
    </div>
  );
}

/** After a move, the focus goes back to the control that made it (the page may have been drawn
 * anew in another list), else to another of the page's controls. */
function useMoveFocus() {
  const focus = useUnit($moveFocus);
  useEffect(() => {
    if (!focus) return;
    const { id, control } = focus;
    const candidates = [controlId(id, control), controlId(id, 'drag')];
    for (const candidate of candidates) {
      const element = document.getElementById(candidate);
      if (element) {
        if (document.activeElement !== element) element.focus({ preventScroll: false });
        return;
      }
    }
  }, [focus]);
}

export function Component() {
  const [pages, locale, status] = useUnit([$pages, $pagesLocale, $pagesStatus]);
  useMoveFocus();
  return (
    <PanelPage title={<Trans>Site pages</Trans>}>
      <p className="admin-intro">
        <Trans>
          The pages of the site, in the order of the menu. Move a page with its arrow buttons, or drag it by
          its handle: up or down to change its place, right or left to change its level.
        </Trans>
      </p>
      <div className="admin-toolbar">
        <AppLink className="button" to={newPagePath(null, locale)}>
          <Trans>Add a page</Trans>
        </AppLink>
        <ul className="admin-toolbar-links">
          <li>
            <AppLink to={ADMIN_PATHS.redirects}>
              <Trans>Redirects</Trans>
            </AppLink>
          </li>
          <li>
            <AppLink to={ADMIN_PATHS.trash}>
              <Trans>Trash</Trans>
            </AppLink>
          </li>
        </ul>
        <LocaleChoice locale={locale} />
      </div>
      <TrashedNotice />
      <MoveNews pages={pages} />
      <MoveRefused />
      {status !== 200 ? (
        <p className="form-summary form-summary-title" role="alert">
          <Trans>The pages could not be loaded. Try again in a moment.</Trans>
        </p>
      ) : pages.length === 0 ? (
        <p className="empty-state">
          <Trans>This language has no page yet.</Trans>
        </p>
      ) : (
        <PageTree pages={pages} locale={locale} />
      )}
    </PanelPage>
  );
}
