// The full-screen menu's panel (./fullscreen-menu.tsx): a modal dialog with the whole tree. Its
// code loads the first time the menu opens.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { type MenuNode, menuLabel, PageLink } from '../../entities/menu/index.ts';
import { useModal } from '../../shared/lib/modal.ts';

export function Panel({ pages, onClose }: { pages: readonly MenuNode[]; onClose: () => void }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(ref, onClose);
  return (
    <div ref={ref} className="fullscreen-menu" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="fullscreen-menu-head container">
        <p id={titleId} className="fullscreen-menu-title">
          <Trans>Menu</Trans>
        </p>
        <button type="button" className="drawer-close fullscreen-menu-close" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      <nav className="container" aria-label={t`Main menu`}>
        <ul className="fullscreen-menu-sections">
          {pages.map((page) => (
            <li key={page.id} className="fullscreen-menu-section">
              <PageLink page={page} className="fullscreen-menu-section-link" onNavigate={onClose} />
              {page.children.length > 0 && (
                <ul className="fullscreen-menu-list">
                  {page.children.map((child) => (
                    <li key={child.id}>
                      <PageLink page={child} className="fullscreen-menu-link" onNavigate={onClose}>
                        {menuLabel(child)}
                      </PageLink>
                      {child.children.length > 0 && (
                        <ul className="fullscreen-menu-sublist">
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
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
