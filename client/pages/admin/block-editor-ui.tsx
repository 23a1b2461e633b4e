// /admin/pages/:id/contenu (ADR 015): a block page's blocks on the left, the preview on the right
// (stacked on a phone), the draft's state and actions above them, the earlier versions below. A
// page built with the page builder says so and offers no editor.
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { pageHref } from '#shared/config/routes.ts';
import type { EditorLayout } from '#shared/contracts/admin-layout.ts';
import type { Language } from '#shared/contracts/site.ts';
import { formatDate, formatTime, sameDay } from '#shared/lib/format.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { ConfirmDialog, useRefusalText } from './admin-ui.tsx';
import {
  $blockEditorStatus,
  $blockOptions,
  $blocks,
  $blocksVersion,
  $conflict,
  $dirty,
  $discardAsked,
  $editorLayout,
  $editorNotice,
  $focusRequest,
  $removeAsked,
  $writePending,
  $writeRefusal,
  blockRemoveCancelled,
  blockRemoveConfirmed,
  discardAsked,
  discardCancelled,
  discardConfirmed,
  EDITOR_STATUS_ID,
  publishClicked,
  reloadClicked,
  saveClicked,
} from './block-editor-model.ts';
import { AddBlock, BlockList, useBlockName } from './block-list.tsx';
import { BlockPreview } from './block-preview.tsx';
import { Revisions } from './block-revisions.tsx';
import { flushCanvas } from './builder-model.ts';
import { BuilderWorkspace } from './builder-ui.tsx';
import { $siteLanguages } from './languages-model.ts';
import { MissingPage, PanelPage } from './panel.tsx';
import { pageFormPath, pagesPath } from './paths.ts';

/** The page's public address, under its locale's prefix. */
const publicHref = (page: EditorLayout['page'], languages: readonly Language[]) => {
  const prefix = languages.find((l) => l.code === page.locale)?.prefix;
  return prefix ? `/${prefix}${pageHref(page.path).replace(/^\/$/, '')}` : pageHref(page.path);
};

/** Moves the focus where the model asks (the element may be drawn a moment later: a new block's
 * form, the rich text's editor once started). */
function useFocusRequests() {
  const request = useUnit($focusRequest);
  useEffect(() => {
    if (!request) return;
    let tries = 0;
    let frame = 0;
    const attempt = () => {
      const element = document.getElementById(request.target);
      if (element) {
        element.focus();
        return;
      }
      if (tries++ < 30) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [request]);
}

/** Changes not saved: the browser asks before the page is left or reloaded, and the panel before
 * one of its links is followed (the preview's do nothing). */
function useLeaveGuard(dirty: boolean) {
  const { t } = useLingui();
  useEffect(() => {
    if (!dirty) return;
    const message = t`Some changes are not saved. Leave the page anyway?`;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: globalThis.MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.closest('.block-preview') || link.getAttribute('target') === '_blank') return;
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, t]);
}

/** Where the draft stands, in words. */
function DraftState({ layout, dirty }: { layout: EditorLayout; dirty: boolean }) {
  const { draft, live } = layout;
  const at = draft?.updatedAt ?? '';
  const time = formatTime(at);
  const date = formatDate(at);
  const author = draft?.authorEmail ?? null;
  const today = draft ? sameDay(at, new Date()) : false;
  return (
    <p id={EDITOR_STATUS_ID} className="block-editor-state" role="status">
      <span
        className={`block-editor-dot ${dirty ? 'is-dirty' : draft ? 'is-draft' : 'is-live'}`}
        aria-hidden="true"
      />
      {dirty ? (
        <Trans>Changes not saved</Trans>
      ) : draft ? (
        today ? (
          author ? (
            <Trans>
              Draft saved at {time} by {author}
            </Trans>
          ) : (
            <Trans>Draft saved at {time}</Trans>
          )
        ) : author ? (
          <Trans>
            Draft saved on {date} at {time} by {author}
          </Trans>
        ) : (
          <Trans>
            Draft saved on {date} at {time}
          </Trans>
        )
      ) : live ? (
        // the blocks on screen are the live page's: no draft
        <Trans>Content published</Trans>
      ) : (
        <Trans>Nothing published yet</Trans>
      )}
    </p>
  );
}

function EditorBar({ layout }: { layout: EditorLayout }) {
  // the page builder's canvas may hold what its last report did not (a text being typed): each
  // write takes it first, so its buttons never say « nothing to save »
  const builder = layout.page.type === 'GRAPE';
  const { t } = useLingui();
  const [dirty, pending, languages, save, publish, discard] = useUnit([
    $dirty,
    $writePending,
    $siteLanguages,
    saveClicked,
    publishClicked,
    discardAsked,
  ]);
  const [publishPage, setPublishPage] = useState(false);
  const { page, draft } = layout;
  const canSave = dirty || builder;
  const canPublish = dirty || draft !== null || builder;
  const canDiscard = dirty || draft !== null;
  return (
    <div className="block-editor-bar">
      <div className="block-editor-where">
        <DraftState layout={layout} dirty={dirty} />
        {page.isValid ? (
          <a href={publicHref(page, languages)} target="_blank" rel="noopener">
            <Trans>View the page</Trans>
            <span className="visually-hidden">
              {' '}
              <Trans>(new tab)</Trans>
            </span>
          </a>
        ) : (
          <p className="block-editor-unpublished">
            <Trans>This page is not published: visitors do not see it.</Trans>
          </p>
        )}
      </div>
      {!page.isValid && (
        <div className="checkbox-field block-editor-publish-page">
          <input
            id="block-editor-publish-page"
            type="checkbox"
            checked={publishPage}
            onChange={(event) => setPublishPage(event.currentTarget.checked)}
          />
          <label htmlFor="block-editor-publish-page">
            <Trans>Also publish the page</Trans>
          </label>
        </div>
      )}
      <div className="block-editor-actions">
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={pending || !canSave || undefined}
          title={canSave ? undefined : t`Nothing to save`}
          onClick={async () => {
            if (pending || !canSave) return;
            await flushCanvas();
            save();
          }}
        >
          <Trans>Save the draft</Trans>
        </button>
        <button
          type="button"
          className="button"
          aria-disabled={pending || !canPublish || undefined}
          title={canPublish ? undefined : t`Nothing to publish`}
          onClick={async () => {
            if (pending || !canPublish) return;
            await flushCanvas();
            publish({ publishPage: !page.isValid && publishPage });
          }}
        >
          <Trans>Publish</Trans>
        </button>
        <button
          type="button"
          className="button button-danger"
          aria-disabled={pending || !canDiscard || undefined}
          onClick={() => {
            if (!pending && canDiscard) discard();
          }}
        >
          <Trans>Discard the draft</Trans>
        </button>
      </div>
    </div>
  );
}

/** What the last write did, or why it was refused. */
function EditorNews() {
  const { t } = useLingui();
  const refusalText = useRefusalText();
  const [notice, conflict, refusal, reload] = useUnit([
    $editorNotice,
    $conflict,
    $writeRefusal,
    reloadClicked,
  ]);
  return (
    <>
      {conflict !== null && (
        <div className="form-summary" role="alert">
          <p className="form-summary-title">
            {conflict || t`Someone else changed this page’s draft meanwhile: reload it to see their version.`}
          </p>
          <p>
            <button type="button" className="button button-secondary" onClick={() => reload()}>
              <Trans>Reload</Trans>
            </button>
          </p>
        </div>
      )}
      {refusal && (
        <p className="form-summary form-summary-title" role="alert">
          {refusalText(refusal)}
        </p>
      )}
      {notice?.kind === 'invalid' ? (
        <p className="form-summary form-summary-title" role="alert">
          {t`The draft is not saved: correct the errors of the blocks shown.`}{' '}
          {notice.blocks > 1 ? t`${notice.blocks} blocks have errors.` : t`One block has errors.`}
        </p>
      ) : (
        <div className="visually-hidden" role="status">
          {notice?.kind === 'saved' && <Trans>The draft is saved.</Trans>}
          {notice?.kind === 'published' && <Trans>The page’s new content is published.</Trans>}
          {notice?.kind === 'discarded' && (
            <Trans>The draft is discarded: the blocks are the live page’s.</Trans>
          )}
          {notice?.kind === 'restored' && <Trans>The version is restored into the draft.</Trans>}
          {notice?.kind === 'reloaded' && <Trans>The draft is reloaded.</Trans>}
        </div>
      )}
    </>
  );
}

function RemoveDialog() {
  const { t } = useLingui();
  const blockName = useBlockName();
  const [asked, blocks, cancel, confirm] = useUnit([
    $removeAsked,
    $blocks,
    blockRemoveCancelled,
    blockRemoveConfirmed,
  ]);
  const block = blocks.find((b) => b.id === asked);
  if (!block) return null;
  const name = blockName(block);
  return (
    <ConfirmDialog
      title={t`Remove the block ${name}?`}
      confirm={<Trans>Remove the block</Trans>}
      onConfirm={confirm}
      onCancel={cancel}
    >
      <p>
        <Trans>It leaves the draft once saved; the live page keeps it until you publish.</Trans>
      </p>
    </ConfirmDialog>
  );
}

function DiscardDialog() {
  const { t } = useLingui();
  const [asked, pending, cancel, confirm] = useUnit([
    $discardAsked,
    $writePending,
    discardCancelled,
    discardConfirmed,
  ]);
  if (!asked) return null;
  return (
    <ConfirmDialog
      title={t`Discard the draft?`}
      confirm={<Trans>Discard the draft</Trans>}
      onConfirm={confirm}
      onCancel={cancel}
      pending={pending}
    >
      <p>
        <Trans>
          Every change since the last publication is lost, for every administrator: the blocks go back to the
          live page’s.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

function Editor({ layout }: { layout: EditorLayout }) {
  const [blocks, options, version, dirty] = useUnit([$blocks, $blockOptions, $blocksVersion, $dirty]);
  useFocusRequests();
  useLeaveGuard(dirty);
  return (
    <>
      <EditorBar layout={layout} />
      <EditorNews />
      <div className="block-editor">
        <section className="block-editor-form" aria-labelledby="block-editor-blocks">
          <h2 id="block-editor-blocks">
            <Trans>Blocks</Trans>
          </h2>
          {/* the API's answer that replaced the blocks draws the forms anew */}
          <div key={version}>
            <BlockList blocks={blocks} options={options} />
          </div>
          <AddBlock layout={layout} />
        </section>
        <BlockPreview title={layout.page.title} />
      </div>
      <Revisions />
      <RemoveDialog />
      <DiscardDialog />
    </>
  );
}

/** A page-builder page (type GRAPE): its canvas and its site's blocks (./builder-ui.tsx), with the
 * block editor's draft, publishing and revisions. */
function Builder({ layout }: { layout: EditorLayout }) {
  const dirty = useUnit($dirty);
  useFocusRequests();
  useLeaveGuard(dirty);
  return (
    <>
      <EditorBar layout={layout} />
      <EditorNews />
      <BuilderWorkspace layout={layout} />
      <Revisions />
      <DiscardDialog />
    </>
  );
}

export function Component() {
  const [status, layout] = useUnit([$blockEditorStatus, $editorLayout]);
  const { t } = useLingui();
  const page = layout?.page ?? null;
  const title = page?.title ?? '';
  const back = (
    <ul className="admin-toolbar-links admin-back">
      {page && (
        <li>
          <AppLink to={pageFormPath(page.id, page.locale)}>
            <Trans>The page’s settings</Trans>
          </AppLink>
        </li>
      )}
      <li>
        <AppLink to={pagesPath(page?.locale)}>
          <Trans>Back to the pages</Trans>
        </AppLink>
      </li>
    </ul>
  );
  if (status === 404) return <MissingPage back={back} />;
  if (status !== 200 || !layout)
    return (
      <PanelPage title={<Trans>Content of a page</Trans>}>
        {back}
        <p className="form-summary form-summary-title" role="alert">
          <Trans>The page could not be loaded. Try again in a moment.</Trans>
        </p>
      </PanelPage>
    );
  return (
    <PanelPage title={t`Content of “${title}”`} wide>
      {back}
      {layout.page.type === 'GRAPE' ? <Builder layout={layout} /> : <Editor layout={layout} />}
    </PanelPage>
  );
}
