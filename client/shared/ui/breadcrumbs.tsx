import { useLingui } from '@lingui/react/macro';
import { pageHref } from '#shared/config/routes.ts';
import type { PageCrumb } from '#shared/contracts/page.ts';
import './breadcrumbs.css';
import { AppLink } from './app-link.tsx';

export function Breadcrumbs({ crumbs }: { crumbs: readonly PageCrumb[] }) {
  const { t } = useLingui();
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={t`Breadcrumb`}>
      <ol>
        <li>
          <AppLink to="/">{t`Home`}</AppLink>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={crumb.path}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.title}</span>
            ) : (
              <AppLink to={pageHref(crumb.path)}>{crumb.title}</AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
