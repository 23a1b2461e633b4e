import { NewsletterSignup } from '../../../features/newsletter-signup/index.ts';
import type { BlockViewProps } from '../view-props.ts';
import './newsletter.css';

export function NewsletterBlock({ block }: BlockViewProps<'newsletter'>) {
  return (
    <div data-block={block.id} className="block panel newsletter-block">
      <NewsletterSignup id={`newsletter-${block.id}`} title={block.title} listId={block.listId ?? null} />
    </div>
  );
}
