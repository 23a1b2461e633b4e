import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatDate } from '#shared/lib/format.ts';
import { type BlockViewProps, okData } from '../view-props.ts';
import type { ReviewsData } from './reviews.request.ts';
import '../../../shared/ui/card.css';
import './reviews.css';

/** Five stars, drawn only: the rating is also written for screen readers beside them. */
function Stars({ value }: { value: number }) {
  const full = Math.round(value);
  return (
    <span className="stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= full ? 'star star-full' : 'star'}>
          {n <= full ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}

export function ReviewsBlock({ block, data }: BlockViewProps<'reviews'>) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const reviews = okData<ReviewsData>(data);
  if (!reviews) return null;
  const average =
    reviews.average === null ? null : i18n.number(reviews.average, { maximumFractionDigits: 1 });
  return (
    <section className="block reviews" aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title ?? t`Reviews`}</h2>
      {reviews.count === 0 || average === null ? (
        <p className="empty-state">
          <Trans>No review yet.</Trans>
        </p>
      ) : (
        <>
          <p className="reviews-summary">
            <Stars value={reviews.average!} />
            <span className="reviews-average">
              <Trans>Average rating: {average} out of 5</Trans>
            </span>
            <span className="reviews-count">
              <Plural value={reviews.count} one="# review" other="# reviews" />
            </span>
          </p>
          <ul className="review-items">
            {reviews.reviews.map((review) => (
              <li key={review.id} className="review">
                <article>
                  <h3 className="review-author">{review.author}</h3>
                  <p className="review-rating">
                    <Stars value={review.rating} />
                    <span className="visually-hidden">
                      <Trans>Rated {review.rating} out of 5</Trans>
                    </span>
                  </p>
                  <p className="review-date">
                    <time dateTime={review.publishedAt}>{formatDate(review.publishedAt)}</time>
                  </p>
                  <p className="review-text">{review.text}</p>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
