// What every modal dialog does (the slider, popups, the full-screen menu): focus moves in and
// stays in (Tab wraps), Escape closes, the page behind does not scroll, and focus goes back to
// what opened it. Modals can stack (a slider over a popup): only the top one answers keys, and
// the page scrolls again once the last one closes.
import { type RefObject, useEffect, useRef } from 'react';

export const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

const stack: object[] = [];

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0 && !el.closest('[hidden]'),
  );
}

export function useModal(ref: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const token = {};
    stack.push(token);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.classList.add('scroll-locked');
    (root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack.at(-1) !== token) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      const first = items[0];
      const last = items.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (!root.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && (active === first || active === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(token), 1);
      if (stack.length === 0) document.body.classList.remove('scroll-locked');
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [ref]);
}
