// Link cards: a grid of links that each read as a card with a title and a line of text (a
// page's children, a blog's folders).
import './link-cards.css';
import { AppLink } from './app-link.tsx';

export interface LinkCard {
  key: string | number;
  href: string;
  title: string;
  text?: string | null | undefined;
}

export function LinkCards({
  cards,
  titleTag: Title = 'span',
  className,
}: {
  cards: LinkCard[];
  /** A heading where the cards are the sections of the page; a plain line otherwise. */
  titleTag?: 'span' | 'h2' | 'h3';
  className?: string;
}) {
  return (
    <ul className={className ? `card-grid ${className}` : 'card-grid'}>
      {cards.map((card) => (
        <li key={card.key} className="card">
          <AppLink to={card.href} className="card-link">
            <Title className="card-title">{card.title}</Title>
            {card.text && <span className="card-text">{card.text}</span>}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
