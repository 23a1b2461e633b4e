export { $promotedNews, fetchPromotedNewsFx } from './model.ts';
