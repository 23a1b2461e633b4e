// A link of a block (linkUrlSchema): a path of the site goes through the router, an https,
// mailto or tel address is a plain link.
import type { ReactNode } from 'react';
import { AppLink } from '../../shared/ui/app-link.tsx';

export function BlockLink({
  url,
  className,
  children,
}: {
  url: string;
  className?: string;
  children: ReactNode;
}) {
  return url.startsWith('/') ? (
    <AppLink className={className} to={url}>
      {children}
    </AppLink>
  ) : (
    <a className={className} href={url}>
      {children}
    </a>
  );
}
