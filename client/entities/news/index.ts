export { type NewsItem, toNewsItem } from './item.ts';
export { $promotedNews, fetchPromotedNewsFx } from './model.ts';
export { NewsCard, PromotedNews, type PromotedStyle } from './ui.tsx';
