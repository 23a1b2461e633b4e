import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { pageHref } from '#shared/config/routes.ts';
import type { PageCrumb } from '#shared/contracts/page.ts';
import './breadcrumbs.css';

export function Breadcrumbs({ crumbs }: { crumbs: readonly PageCrumb[] }) {
  const { t } = useLingui();
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={t`Breadcrumb`}>
      <ol>
        <li>
          <Link to="/">{t`Home`}</Link>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={crumb.path}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.title}</span>
            ) : (
              <Link to={pageHref(crumb.path)}>{crumb.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
