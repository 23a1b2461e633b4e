// The ways on from a page that does not exist: the site search and the main sections (the
// top-level pages of the main menu). The error page shows them on a 404 (shared/ui/error-page.tsx).
import { Trans } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { $menu, PageLink, visibleMenu } from '../../entities/menu/index.ts';
import { SearchForm } from '../../features/site-search/index.ts';
import './not-found-ways.css';

export function NotFoundWays() {
  const menu = useUnit($menu);
  const sections = visibleMenu(menu?.pages ?? []);
  return (
    <div className="not-found-ways">
      <SearchForm variant="page" />
      {sections.length > 0 && (
        <nav className="not-found-sections" aria-labelledby="not-found-sections-title">
          <h2 id="not-found-sections-title">
            <Trans>Main sections</Trans>
          </h2>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <PageLink page={section} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
