// The bar at the top of the window during client-side navigations (react-router's navigation
// state, ADR 009), driven by the timing model. Decorative for screen readers: a failure is told by its
// toast, and the new page by its title.
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { LOADING_BAR } from '#shared/config/constants.ts';
import { useNavigation } from '../../shared/router/view.tsx';
import { $loadingBar, loadingBarTicked, navigationFinished, navigationStarted } from './model.ts';
import './loading-bar.css';

export function LoadingBar() {
  const navigation = useNavigation();
  const [bar, started, finished, ticked] = useUnit([
    $loadingBar,
    navigationStarted,
    navigationFinished,
    loadingBarTicked,
  ]);
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) started(performance.now());
    else finished(performance.now());
  }, [busy, started, finished]);
  const active = bar.phase !== 'hidden';
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => ticked(performance.now()), LOADING_BAR.tickMs);
    return () => clearInterval(timer);
  }, [active, ticked]);
  return (
    <div className="loading-bar" data-state={bar.phase} hidden={!bar.visible} aria-hidden="true">
      <div className="loading-bar-fill" style={{ transform: `scaleX(${bar.progress / 100})` }} />
    </div>
  );
}
