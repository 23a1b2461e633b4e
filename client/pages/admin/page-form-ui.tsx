import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useContext, useState } from 'react';
import { pageHref } from '#shared/config/routes.ts';
import type { AdminPage } from '#shared/contracts/admin-pages.ts';
import type { Language } from '#shared/contracts/site.ts';
import { $role } from '../../entities/session/index.ts';
import { FormStatus, SubmitButton } from '../../shared/ui/api-form.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { CheckboxField, FormScopeContext, fieldId, TextAreaField, TextField } from '../../shared/ui/form.tsx';
import { fieldErrorMessage } from '../../shared/ui/form-messages.ts';
import { AdminForm, ConfirmDialog, RadioGroup, useRefusalText } from './admin-ui.tsx';
import { $siteLanguages } from './languages-model.ts';
import {
  $deletePending,
  $deleteRefusal,
  $deleteStep,
  $editedPage,
  $pageFormOpen,
  $pageFormRefusal,
  $pageFormStatus,
  $pageSaved,
  $parentPage,
  deleteAsked,
  deleteCancelled,
  deleteConfirmed,
  pageForm,
  pageFormSent,
  pageFormValues,
  slugPreview,
} from './page-form-model.ts';
import { $pagesNotice } from './pages-notice.ts';
import { MissingPage, PanelPage } from './panel.tsx';
import { pageContentPath, pagesPath } from './paths.ts';

const FORM = 'page-form';

/** The parent's path of a page written: its own path without its slug. */
const parentPathOf = (page: AdminPage): string | null =>
  page.parentId === null ? null : page.path.slice(0, -(page.url.length + 1)) || null;

/** The page's public address, under its locale's prefix (published pages only show). */
const publicHref = (page: AdminPage, languages: readonly Language[]) => {
  const prefix = languages.find((l) => l.code === page.locale)?.prefix;
  return prefix ? `/${prefix}${pageHref(page.path).replace(/^\/$/, '')}` : pageHref(page.path);
};

/** The slug, with the whole address it makes as it is typed; the home page's stays. */
function SlugField({
  home,
  defaultValue,
  preview,
  onChange,
}: {
  home: boolean;
  defaultValue: string;
  preview: string | null;
  onChange: (value: string) => void;
}) {
  const { i18n, t } = useLingui();
  const scope = useContext(FormScopeContext);
  const id = fieldId(FORM, 'url');
  const error = scope?.failure?.fields.find((f) => f.path === 'url') ?? null;
  const ids = [`${id}-hint`, `${id}-preview`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id} className="field-label">
        <Trans>Address</Trans>
        {!home && (
          <span className="field-optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {home ? (
          <Trans>The home page keeps its address: it is the site’s first page, at /.</Trans>
        ) : (
          <Trans>
            Leave it empty to make it from the title. Lowercase letters without accents, digits and hyphens.
          </Trans>
        )}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          <span className="visually-hidden">{t`Error:`} </span>
          {i18n._(fieldErrorMessage(error.message))}
        </p>
      )}
      <input
        id={id}
        name="url"
        className="input"
        type="text"
        defaultValue={defaultValue}
        readOnly={home}
        maxLength={200}
        spellCheck={false}
        autoCapitalize="none"
        aria-describedby={ids}
        aria-invalid={error ? 'true' : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id={`${id}-preview`} className="field-hint admin-slug-preview">
        {preview === null ? (
          <Trans>Give a title or an address with at least one letter or digit.</Trans>
        ) : (
          <Trans>
            Full address: <code>{preview}</code>
          </Trans>
        )}
      </p>
    </div>
  );
}

function DeleteDialog({ page }: { page: AdminPage }) {
  const { t } = useLingui();
  const refusalText = useRefusalText();
  const [step, pending, refusal, cancel, confirm] = useUnit([
    $deleteStep,
    $deletePending,
    $deleteRefusal,
    deleteCancelled,
    deleteConfirmed,
  ]);
  if (!step) return null;
  const { title } = page;
  const count = step.kind === 'children' ? step.count : 0;
  return (
    <ConfirmDialog
      title={t`Delete “${title}”?`}
      confirm={
        step.kind === 'children' ? (
          <Plural value={count} one="Also delete its sub-page" other="Also delete its # sub-pages" />
        ) : (
          <Trans>Delete the page</Trans>
        )
      }
      onConfirm={confirm}
      onCancel={cancel}
      pending={pending}
      problem={refusal === null ? null : refusalText({ message: refusal, status: refusal ? 409 : 0 })}
    >
      <p>
        <Trans>
          It goes to the trash, where it can be restored for 30 days. Its address then leads nowhere.
        </Trans>
      </p>
      {step.kind === 'children' && (
        <p className="admin-dialog-warning" role="alert">
          <Plural
            value={count}
            one="This page has a sub-page: it goes to the trash with it."
            other="This page has # sub-pages: they go to the trash with it."
          />
        </p>
      )}
    </ConfirmDialog>
  );
}

function Saved({ page }: { page: AdminPage | null }) {
  const [saved, notice, languages] = useUnit([$pageSaved, $pagesNotice, $siteLanguages]);
  const created = notice?.kind === 'created';
  if (!saved && !created) return null;
  return (
    <FormStatus focusKey={saved?.count ?? 1}>
      <p>{saved ? <Trans>The page is saved.</Trans> : <Trans>The page is created.</Trans>}</p>
      {saved?.redirected && (
        <p>
          <Trans>The old address redirects to the new one.</Trans>
        </p>
      )}
      {page?.isValid && (
        <p>
          <a href={publicHref(page, languages)}>
            <Trans>View the page on the site</Trans>
          </a>
        </p>
      )}
    </FormStatus>
  );
}

function PageFields({ page, parent }: { page: AdminPage | null; parent: AdminPage | null }) {
  const { t } = useLingui();
  const [role, refusal, send, askDelete] = useUnit([$role, $pageFormRefusal, pageFormSent, deleteAsked]);
  const [title, setTitle] = useState(page?.title ?? '');
  const [url, setUrl] = useState(page?.url ?? '');
  const [linkType, setLinkType] = useState(page?.link.type ?? 'NONE');
  const home = page?.isHome ?? false;
  const operator = role === 'SUPER_ADMIN';
  const parentPath = page ? parentPathOf(page) : (parent?.path ?? null);
  const preview = slugPreview({ parentPath, url: home ? '' : url, title, home });
  const labels: Record<string, string> = {
    title: t`Title`,
    url: t`Address`,
    menuTitle: t`Title in the menu`,
    metaDescription: t`Description for search engines`,
    menuIcon: t`Menu icon`,
    'link.url': t`Link address`,
    ...(operator ? { 'link.jsCode': t`JavaScript code of the link` } : {}),
  };
  return (
    <AdminForm
      id={FORM}
      model={pageForm}
      refusal={refusal}
      labels={labels}
      onValues={(data) => send(pageFormValues(data))}
      onChange={(event) => {
        const field = event.target as HTMLInputElement;
        if (field.name === 'title') setTitle(field.value);
      }}
      className="form admin-page-form"
    >
      <fieldset className="fieldset admin-fieldset">
        <legend>
          <Trans>Content</Trans>
        </legend>
        <TextField
          name="title"
          label={labels.title!}
          required
          maxLength={200}
          defaultValue={page?.title ?? ''}
        />
        <SlugField home={home} defaultValue={page?.url ?? ''} preview={preview} onChange={setUrl} />
        <TextField
          name="menuTitle"
          label={labels.menuTitle!}
          optional
          maxLength={200}
          hint={<Trans>A shorter title for the menu; the title by default.</Trans>}
          defaultValue={page?.menuTitle ?? ''}
        />
        <TextAreaField
          name="metaDescription"
          label={labels.metaDescription!}
          optional
          maxLength={320}
          rows={3}
          hint={<Trans>One or two sentences that search engines show under the page’s title.</Trans>}
          defaultValue={page?.metaDescription ?? ''}
        />
      </fieldset>

      <fieldset className="fieldset admin-fieldset">
        <legend>
          <Trans>Publication</Trans>
        </legend>
        <CheckboxField
          name="isValid"
          label={<Trans>Published</Trans>}
          hint={<Trans>Visitors see the page once it is published.</Trans>}
          defaultChecked={page?.isValid ?? false}
        />
        <CheckboxField
          name="noindex"
          label={<Trans>Keep out of search engines</Trans>}
          hint={<Trans>The page stays visible, but search engines are asked not to list it.</Trans>}
          defaultChecked={page?.noindex ?? false}
        />
      </fieldset>

      <fieldset className="fieldset admin-fieldset">
        <legend>
          <Trans>Menu</Trans>
        </legend>
        <CheckboxField
          name="showInMenu"
          label={<Trans>Show in the menu</Trans>}
          defaultChecked={page?.showInMenu ?? true}
        />
        <CheckboxField
          name="isFixedOnRight"
          label={<Trans>Fixed on the right</Trans>}
          hint={<Trans>Among the tabs fixed on the right edge of the screen.</Trans>}
          defaultChecked={page?.isFixedOnRight ?? false}
        />
        <CheckboxField
          name="useAbsoluteMenu"
          label={<Trans>Menu over the top of the page</Trans>}
          hint={<Trans>The menu lies over the top of the page, on a large picture for example.</Trans>}
          defaultChecked={page?.useAbsoluteMenu ?? false}
        />
        <TextField
          name="menuIcon"
          label={labels.menuIcon!}
          optional
          maxLength={80}
          hint={<Trans>The name of an icon shown beside the page in the menu.</Trans>}
          defaultValue={page?.menuIcon ?? ''}
        />
      </fieldset>

      <fieldset className="fieldset admin-fieldset">
        <legend>
          <Trans>Display</Trans>
        </legend>
        <CheckboxField
          name="isCustomHeader"
          label={<Trans>Header of its own</Trans>}
          hint={<Trans>The page’s layout brings its header: the site’s is hidden.</Trans>}
          defaultChecked={page?.isCustomHeader ?? false}
        />
        <CheckboxField
          name="isCustomFooter"
          label={<Trans>Footer of its own</Trans>}
          hint={<Trans>The page’s layout brings its footer: the site’s is hidden.</Trans>}
          defaultChecked={page?.isCustomFooter ?? false}
        />
        <CheckboxField
          name="isEcommercePage"
          label={<Trans>Shop page</Trans>}
          hint={<Trans>The list of products that an empty cart leads back to.</Trans>}
          defaultChecked={page?.isEcommercePage ?? false}
        />
        <CheckboxField
          name="reload"
          label={<Trans>Load the whole page from the menu</Trans>}
          hint={<Trans>The menu’s link loads the page anew instead of showing it at once.</Trans>}
          defaultChecked={page?.reload ?? false}
        />
        <RadioGroup
          form={FORM}
          name="type"
          legend={t`Kind of content`}
          options={[
            { value: 'V1', label: t`Blocks` },
            { value: 'GRAPE', label: t`Visual editor` },
          ]}
          defaultValue={page?.type ?? 'V1'}
        />
      </fieldset>

      <fieldset className="fieldset admin-fieldset">
        <legend>
          <Trans>Link</Trans>
        </legend>
        <RadioGroup
          form={FORM}
          name="link.type"
          legend={t`What the menu’s entry does`}
          options={[
            { value: 'NONE', label: t`Shows the page` },
            { value: 'BLANK', label: t`Opens an address in a new tab` },
            { value: 'SELF', label: t`Opens an address in the same tab` },
          ]}
          defaultValue={page?.link.type ?? 'NONE'}
          onChange={setLinkType}
        />
        {linkType !== 'NONE' && (
          <TextField
            name="link.url"
            label={labels['link.url']!}
            maxLength={2000}
            hint={<Trans>A path of the site (/mairie) or a whole address (https://…).</Trans>}
            defaultValue={page?.link.url ?? ''}
          />
        )}
        {operator && (
          <TextAreaField
            name="link.jsCode"
            label={labels['link.jsCode']!}
            optional
            maxLength={5000}
            rows={4}
            hint={<Trans>Runs in the visitor’s browser when the link is followed. Operators only.</Trans>}
            defaultValue={page?.link.jsCode ?? ''}
          />
        )}
      </fieldset>

      <div className="form-actions">
        <SubmitButton>{page ? <Trans>Save</Trans> : <Trans>Create the page</Trans>}</SubmitButton>
        {page && !home && (
          <button type="button" className="button button-danger" onClick={() => askDelete()}>
            <Trans>Delete</Trans>
          </button>
        )}
      </div>
    </AdminForm>
  );
}

export function Component() {
  const { t } = useLingui();
  const [status, page, parent, open] = useUnit([$pageFormStatus, $editedPage, $parentPage, $pageFormOpen]);
  const isNew = open.id === null;
  const editedTitle = page?.title ?? '';
  const parentTitle = parent?.title ?? '';
  const heading = !isNew
    ? t`Edit “${editedTitle}”`
    : parent
      ? t`New sub-page of “${parentTitle}”`
      : t`New page`;
  const back = (
    <p className="admin-back">
      <AppLink to={pagesPath(open.locale)}>
        <Trans>Back to the pages</Trans>
      </AppLink>
    </p>
  );
  // a page's content has its own screen: the block editor (ADR 015) or the page builder (ADR 006)
  const content = page && (
    <p className="admin-content-link">
      <AppLink className="button button-secondary" to={pageContentPath(page.id, page.locale)}>
        <Trans>Edit the content</Trans>
      </AppLink>
    </p>
  );
  if (status === 404) return <MissingPage back={back} />;
  return (
    <PanelPage title={status === 200 && (page || isNew) ? heading : <Trans>Page</Trans>}>
      {back}
      {status !== 200 || (!isNew && !page) ? (
        <p className="form-summary form-summary-title" role="alert">
          <Trans>The page could not be loaded. Try again in a moment.</Trans>
        </p>
      ) : (
        <>
          {content}
          <Saved page={page} />
          {/* a new answer of the API draws the fields anew, with what it wrote */}
          <PageFields key={page ? `${page.id}-${page.updatedAt}` : 'new'} page={page} parent={parent} />
          {page && <DeleteDialog page={page} />}
        </>
      )}
    </PanelPage>
  );
}
