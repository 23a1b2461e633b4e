import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $pendingNavigation, navigationPerformed } from '../../shared/model/navigation.ts';
import { useNavigate } from '../../shared/router/view.tsx';

/** Performs the navigations the models ask for (shared/model/navigation.ts). */
export function PendingNavigation() {
  const [pending, performed] = useUnit([$pendingNavigation, navigationPerformed]);
  const navigate = useNavigate();
  useEffect(() => {
    if (!pending) return;
    performed();
    navigate(pending.to, { replace: pending.replace ?? false });
  }, [pending, performed, navigate]);
  return null;
}
