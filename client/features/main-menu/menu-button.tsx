// The button that opens the drawer of small screens, in the header (burger) or the bottom bar:
// the drawer's code starts loading as the visitor heads for it (pointer over it, focus).
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { preloadMobileDrawer } from './drawer-loader.ts';

export function MenuButton({
  className,
  icon,
  onOpen,
}: {
  className: string;
  /** The button's picture, hidden from assistive technology. */
  icon: ReactNode;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={onOpen}
      onPointerEnter={preloadMobileDrawer}
      onFocus={preloadMobileDrawer}
      aria-haspopup="dialog"
    >
      {icon}
      <Trans>Menu</Trans>
    </button>
  );
}
