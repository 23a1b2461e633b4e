import type { BlockViewProps } from '../view-props.ts';
import './call-to-action.css';
import { AppLink } from '../../../shared/ui/app-link.tsx';

export function CallToActionBlock({ block }: BlockViewProps<'callToAction'>) {
  const internal = block.url.startsWith('/');
  return (
    <aside className="block cta-block">
      <h2 className="cta-title">{block.title}</h2>
      {block.text && <p className="cta-text">{block.text}</p>}
      {internal ? (
        <AppLink className="button" to={block.url}>
          {block.label}
        </AppLink>
      ) : (
        <a className="button" href={block.url}>
          {block.label}
        </a>
      )}
    </aside>
  );
}
