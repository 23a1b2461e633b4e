// A popup of the site (SPEC §2 modal popup): opened once the page is shown, or by a button. The
// layout's popup container loads it and applies its close and hide rules.
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { popupRequested } from '../../../shared/model/overlays.ts';
import type { BlockViewProps } from '../view-props.ts';
import './popup.css';

export function PopupBlock({ block }: BlockViewProps<'popup'>) {
  const request = useUnit(popupRequested);
  const { popupId, trigger } = block;
  useEffect(() => {
    if (trigger === 'load') request({ popupId, trigger });
  }, [trigger, popupId, request]);
  if (trigger !== 'button') return null;
  return (
    <p className="block popup-trigger">
      <button
        type="button"
        className="button button-secondary"
        aria-haspopup="dialog"
        onClick={() => request({ popupId, trigger })}
      >
        {block.label ?? ''}
      </button>
    </p>
  );
}
