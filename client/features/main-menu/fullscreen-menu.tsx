// SPEC §2 layout option "fullscreen menu type" (MENU_FULLSCREEN): on desktop, one menu button
// opens the whole tree as a full-screen modal panel instead of the dropdowns. Focus stays in
// the panel, Escape and the close button close it and focus returns to the button.
import { Trans } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { MenuNode } from '../../entities/menu/index.ts';
import { onDemand } from '../../shared/lib/on-demand.tsx';
import './menu-toggle.css';
// its close button is the drawer's
import './mobile-drawer.css';
import './fullscreen-menu.css';

// the panel loads the first time the menu opens (most visits never open it), from the moment
// the visitor heads for its button (pointer over it, focus)
const loadPanel = () => import('./fullscreen-panel.tsx').then((m) => m.Panel);
const preloadPanel = () => void loadPanel().catch(() => undefined);
const Panel = onDemand(loadPanel);

export function FullscreenMenu({ pages }: { pages: readonly MenuNode[] }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        className="menu-toggle fullscreen-menu-toggle desktop-only"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <span className="burger" aria-hidden="true" />
        <Trans>Menu</Trans>
      </button>
      {open && <Panel pages={pages} onClose={close} />}
    </>
  );
}
