// Loads the configured analytics once consent is given and sends each page view, with the
// logged-in visitor's id and e-mail (SPEC §1). Nothing here runs on the server or before
// consent: the scripts are added by this (nonce-trusted) code, which CSP 'strict-dynamic'
// allows. Their code (./tags.ts) loads then, and page views wait for it in their order.
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { $me } from '../../entities/session/index.ts';
import { useLocation } from '../../shared/router/view.tsx';
import { $analytics, analyticsLoaderMounted } from './model.ts';

const importTags = () => import('./tags.ts');
let tags: ReturnType<typeof importTags> | null = null;
/** One promise for every page view, so that they are sent in the order they came. */
const loadTags = () => {
  tags ??= importTags().catch((error: unknown) => {
    tags = null;
    throw error;
  });
  return tags;
};

export function AnalyticsLoader() {
  const [config, me, mounted] = useUnit([$analytics, $me, analyticsLoaderMounted]);
  const { pathname, search } = useLocation();
  const installed = useRef(false);
  useEffect(() => mounted(), [mounted]);

  useEffect(() => {
    if (!config) {
      // consent withdrawn after the scripts ran: only a fresh page stops them
      if (installed.current) window.location.reload();
      return;
    }
    const first = !installed.current;
    installed.current = true;
    const user = me ? { id: me.id, email: me.email } : null;
    loadTags().then(
      (loaded) => {
        if (first) loaded.install(config);
        loaded.pageView(config, pathname + search, user);
      },
      // its chunk did not load: this page view is not counted, the next one asks again
      () => {
        if (first) installed.current = false;
      },
    );
  }, [config, pathname, search, me]);

  return null;
}
