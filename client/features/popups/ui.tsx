// A popup of the site as a modal dialog: title, sanitised body, optional image and link, a close
// button. Escape or a click on the backdrop closes it; the page behind does not scroll.
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { type MouseEvent, useId, useRef } from 'react';
import type { Popup } from '#shared/contracts/town.ts';
import { useModal } from '../../shared/lib/modal.ts';
import { RichText } from '../../shared/ui/rich-text.tsx';
import { $activePopup, popupClosed } from './model.ts';
import './popups.css';
import { AppLink } from '../../shared/ui/app-link.tsx';

function PopupLink({ link, onFollow }: { link: NonNullable<Popup['link']>; onFollow: () => void }) {
  const { t } = useLingui();
  if (link.url.startsWith('/') && !link.url.startsWith('//')) {
    return (
      <AppLink className="button" to={link.url} onClick={onFollow}>
        {link.label}
      </AppLink>
    );
  }
  return (
    <a className="button" href={link.url} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
      {link.label}
      <span className="visually-hidden"> {t`(opens a new window)`}</span>
    </a>
  );
}

function PopupDialog({ popup }: { popup: Popup }) {
  const close = useUnit(popupClosed);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(ref, close);
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) close();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; keyboard users have Escape and the close button
    <div className="popup-backdrop" onClick={onBackdrop}>
      <div
        ref={ref}
        className="popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="popup-title">
          {popup.title}
        </h2>
        {popup.image && (
          <img className="popup-image" src={popup.image.url} alt={popup.image.alt} loading="lazy" />
        )}
        <RichText html={popup.body} className="rich-text popup-body" />
        <div className="popup-actions">
          {popup.link && <PopupLink link={popup.link} onFollow={close} />}
          <button type="button" className="button button-secondary" onClick={close}>
            <Trans>Close</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}

export function PopupModal() {
  const popup = useUnit($activePopup);
  return popup ? <PopupDialog key={popup.id} popup={popup} /> : null;
}
