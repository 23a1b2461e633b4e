// SPEC §2 router behaviour that the router's scroll restoration does not cover: on the first
// load, the view goes to the hash's element once the page is hydrated (later navigations scroll
// to the top or to the hash through the router, shared/router/browser.ts), and a `from` parameter logs the visit,
// then reloads the page without the query string.
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { pageEntered } from '../../features/visit-source/index.ts';

export function RouterBehaviours() {
  const entered = useUnit(pageEntered);
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    entered({ pathname, search, hash });
    if (!hash) return;
    try {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } catch {
      // not a decodable id: nothing to scroll to
    }
  }, [entered]);
  return null;
}
