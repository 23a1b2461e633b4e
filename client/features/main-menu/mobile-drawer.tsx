// The menu tree of small screens (below 960 px): a modal drawer with expandable levels. Focus
// stays inside while it is open, Escape closes it and focus returns to the menu button.
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type MenuNode, menuLabel, PageLink } from '../../entities/menu/index.ts';
import './menu-toggle.css';
import './mobile-drawer.css';

function Branch({ page, onNavigate }: { page: MenuNode; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { t } = useLingui();
  if (page.children.length === 0) {
    return (
      <li className="drawer-item">
        <PageLink page={page} className="drawer-link" onNavigate={onNavigate} />
      </li>
    );
  }
  return (
    <li className="drawer-item">
      <div className="drawer-row">
        <PageLink page={page} className="drawer-link" onNavigate={onNavigate} />
        <button
          type="button"
          className="drawer-toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={expanded ? t`Collapse ${menuLabel(page)}` : t`Expand ${menuLabel(page)}`}
          onClick={() => setExpanded(!expanded)}
        >
          <span className="chevron" aria-hidden="true" />
        </button>
      </div>
      <ul id={listId} className="drawer-list" hidden={!expanded}>
        {page.children.map((child) => (
          <Branch key={child.id} page={child} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open drawer: the layout renders it while the menu is open (its code loads the first
 * time it opens, ./index.ts). */
export function MobileDrawer({ pages, onClose }: { pages: readonly MenuNode[]; onClose: () => void }) {
  const { t } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    document.body.classList.add('scroll-locked');
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      document.body.classList.remove('scroll-locked');
      previous?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
      (el) => el.offsetParent !== null,
    );
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes; keyboard users have Escape and the close button
    <div className="drawer-backdrop" onClick={onClose} role="presentation">
      <div
        ref={panelRef}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="drawer-head">
          <span className="drawer-title">
            <Trans>Menu</Trans>
          </span>
          <button type="button" className="drawer-close" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
        <nav aria-label={t`Main menu`}>
          <ul className="drawer-list drawer-root">
            {pages.map((page) => (
              <Branch key={page.id} page={page} onNavigate={onClose} />
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
