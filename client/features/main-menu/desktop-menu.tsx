// The big menu of the desktop app bar: a disclosure per section (button with aria-expanded)
// opening a panel with the section page and its children. Escape and outside clicks close.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { pageHref } from '#shared/config/routes.ts';
import { type MenuNode, menuLabel, PageLink } from '../../entities/menu/index.ts';
import './desktop-menu.css';
import { useLocation } from '../../shared/router/view.tsx';

function isActive(page: MenuNode, pathname: string): boolean {
  const href = pageHref(page.path);
  return href === pathname || (href !== '/' && pathname.startsWith(`${href}/`));
}

function Section({
  page,
  open,
  onToggle,
  onClose,
}: {
  page: MenuNode;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  const panelId = useId();
  const { pathname } = useLocation();
  return (
    <li className={`menu-item has-panel${isActive(page, pathname) ? ' is-active' : ''}`}>
      <button
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {menuLabel(page)}
        <span className="chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="mega-panel" hidden={!open}>
        <div className="mega-inner">
          <PageLink page={page} className="mega-section-link" onNavigate={onClose}>
            <Trans>All of “{menuLabel(page)}”</Trans>
          </PageLink>
          <ul className="mega-columns">
            {page.children.map((child) => (
              <li key={child.id} className="mega-column">
                <PageLink page={child} className="mega-title" onNavigate={onClose} />
                {child.children.length > 0 && (
                  <ul className="mega-list">
                    {child.children.map((leaf) => (
                      <li key={leaf.id}>
                        <PageLink page={leaf} onNavigate={onClose} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}

export function DesktopMenu({ pages }: { pages: readonly MenuNode[] }) {
  const { t } = useLingui();
  const [openId, setOpenId] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (openId === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = navRef.current?.querySelector<HTMLButtonElement>('[aria-expanded="true"]');
      setOpenId(null);
      button?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [openId]);

  return (
    <nav className="desktop-menu" aria-label={t`Main menu`} ref={navRef}>
      <ul className="menu">
        {pages.map((page) =>
          page.children.length > 0 ? (
            <Section
              key={page.id}
              page={page}
              open={openId === page.id}
              onToggle={() => setOpenId(openId === page.id ? null : page.id)}
              onClose={() => setOpenId(null)}
            />
          ) : (
            <li key={page.id} className="menu-item">
              <PageLink page={page} className="menu-link" />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
