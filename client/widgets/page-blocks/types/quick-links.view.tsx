// Links to the main sections of the site (the home page's quick links), with optional icons
// from a fixed set (their shapes are in content.css; an unknown name shows no icon).
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { BlockLink } from '../block-link.tsx';
import type { BlockViewProps } from '../view-props.ts';
import './quick-links.css';

export const QUICK_LINK_ICONS = [
  'book',
  'calendar',
  'document',
  'home',
  'info',
  'mail',
  'map',
  'news',
  'people',
  'phone',
  'school',
  'trash',
] as const;

const known = (icon: string | undefined) =>
  icon && (QUICK_LINK_ICONS as readonly string[]).includes(icon) ? icon : null;

export function QuickLinksBlock({ block }: BlockViewProps<'quickLinks'>) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <nav className="block quick-links" aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title ?? t`Quick links`}</h2>
      <ul className="quick-links-grid">
        {block.links.map((link) => {
          const icon = known(link.icon);
          return (
            <li key={`${link.url}-${link.label}`}>
              <BlockLink className="quick-link" url={link.url}>
                {icon && <span className={`icon quick-link-icon ql-${icon}`} aria-hidden="true" />}
                <span className="quick-link-label">{link.label}</span>
              </BlockLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
