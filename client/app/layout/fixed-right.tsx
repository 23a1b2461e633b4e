// SPEC §3 keeps the pages marked `isFixedOnRight` apart from the menu tree: they show here, as
// tabs fixed on the right edge of wide screens, and as a list in the flow of the page where the
// margin beside the content is too narrow for them (they never cover the content).
import { useLingui } from '@lingui/react/macro';
import { type MenuNode, PageLink } from '../../entities/menu/index.ts';
import './fixed-right.css';

export function FixedRightPages({ pages }: { pages: readonly MenuNode[] }) {
  const { t } = useLingui();
  if (pages.length === 0) return null;
  return (
    <nav className="fixed-right" aria-label={t`Quick access`}>
      <ul className="fixed-right-list">
        {pages.map((page) => (
          <li key={page.id}>
            <PageLink page={page} className="fixed-right-link" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
