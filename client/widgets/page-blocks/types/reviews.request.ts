// Reviews stored for the site (SPEC §7 /google/reviews?from=): the average, the count, and the
// latest reviews (10 unless the block says otherwise).
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { GoogleReviews } from '#shared/contracts/town.ts';
import { defineBlock } from '../definition.ts';

export type ReviewsData = GoogleReviews;

export const reviewsBlock = defineBlock('reviews', {
  request: () => ({ path: '/google/reviews', query: 'from=' }),
  select: (data, block): ReviewsData => {
    const reviews = data as GoogleReviews;
    return { ...reviews, reviews: reviews.reviews.slice(0, block.nbItem ?? PAGE_SIZES.default) };
  },
});
