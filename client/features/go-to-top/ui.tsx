// The go-to-top button (SPEC §2). After the scroll, keyboard focus moves to the top of the
// page (the skip link's target) so that a keyboard user is not left at the bottom.
import { useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { parameterValue } from '#shared/config/parameter-map.ts';
import { $parameters } from '../../entities/site/index.ts';
import { isGoToTopVisible, scrollToTopBehavior } from './model.ts';
import './go-to-top.css';

/** Longest wait for the end of a smooth scroll before focus moves anyway. */
const SMOOTH_SCROLL_TIMEOUT_MS = 1_500;

export function GoToTop({ focusTargetId }: { focusTargetId: string }) {
  const { t } = useLingui();
  const params = useUnit($parameters);
  const [visible, setVisible] = useState(false);
  // the button stays while the page travels up: hiding a focused button would stop the scroll
  const [travelling, setTravelling] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(isGoToTopVisible(window.scrollY));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const goToTop = () => {
    const behavior = scrollToTopBehavior(
      parameterValue(params, 'SCROLL_TO_TOP_BEHAVIOR'),
      window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    );
    const focusTop = () => {
      document.getElementById(focusTargetId)?.focus({ preventScroll: true });
      setTravelling(false);
    };
    setTravelling(true);
    if (behavior === 'smooth') {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        clearTimeout(timer);
        window.removeEventListener('scrollend', done);
        focusTop();
      };
      window.addEventListener('scrollend', done);
      timer = setTimeout(done, SMOOTH_SCROLL_TIMEOUT_MS);
    }
    window.scrollTo({ top: 0, behavior });
    if (behavior !== 'smooth') focusTop();
  };

  return (
    <button
      type="button"
      className="go-to-top"
      hidden={!visible && !travelling}
      onClick={goToTop}
      aria-label={t`Back to the top of the page`}
      title={t`Back to the top of the page`}
    >
      <span className="icon icon-arrow-up" aria-hidden="true" />
    </button>
  );
}
