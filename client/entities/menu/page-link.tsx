// A link to a menu page, honouring its link type (SPEC §3 Page.link: NONE, BLANK, SELF).
import type { ReactNode } from 'react';
import { pageHref } from '#shared/config/routes.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import type { MenuNode } from './model.ts';

export const menuLabel = (page: Pick<MenuNode, 'menuTitle' | 'title'>) => page.menuTitle || page.title;

export function PageLink({
  page,
  className,
  children,
  onNavigate,
}: {
  page: MenuNode;
  className?: string;
  children?: ReactNode;
  onNavigate?: () => void;
}) {
  const label = children ?? menuLabel(page);
  if (page.link.type !== 'NONE' && page.link.url) {
    const external = page.link.type === 'BLANK';
    return (
      <a
        className={className}
        href={page.link.url}
        onClick={onNavigate}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {label}
      </a>
    );
  }
  return (
    <AppLink
      nav
      className={className}
      to={pageHref(page.path)}
      onClick={onNavigate}
      reloadDocument={page.reload}
    >
      {label}
    </AppLink>
  );
}
