// The card of a list (news, albums, blog articles, services, elements): an image on top when
// there is one, the title linking to the item's page, then what the list says of it. Class
// names carry the list's kind (`news-card`, `news-card-image`…) so each list keeps its styles.
import type { ReactNode } from 'react';
import { Picture } from './picture.tsx';
import './card.css';
import { AppLink } from './app-link.tsx';

export function Card({
  kind,
  className = `${kind}-card`,
  href,
  title,
  titleTag: Title = 'h3',
  titleClass = `${kind}-card-title`,
  image,
  imageHeight = 225,
  bodyClass,
  children,
}: {
  /** The list's kind, the stem of the card's class names. */
  kind: string;
  className?: string;
  href: string;
  title: string;
  titleTag?: 'h2' | 'h3';
  titleClass?: string;
  /** Decorative: the title says what the card is (alt=""). */
  image?: { url: string } | null | undefined;
  /** Of a 400 px wide image. */
  imageHeight?: number;
  /** Wraps the title and what follows it, when the list lays them out apart from the image. */
  bodyClass?: string;
  children?: ReactNode;
}) {
  const body = (
    <>
      <Title className={titleClass}>
        <AppLink to={href}>{title}</AppLink>
      </Title>
      {children}
    </>
  );
  return (
    <li className={className}>
      <article>
        {image && (
          <Picture
            className={`${kind}-card-image`}
            src={image.url}
            alt=""
            width={400}
            height={imageHeight}
            sizes="(max-width: 575px) 100vw, 400px"
          />
        )}
        {bodyClass ? <div className={bodyClass}>{body}</div> : body}
      </article>
    </li>
  );
}
