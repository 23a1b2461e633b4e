export { capacityLabel } from '#shared/lib/bottles.ts';
export { type ProductCardItem, toProductCardItem } from './item.ts';
export { formatPrice } from './money.ts';
export { HealthMessage, Price, ProductCard, ProductCards, ShopBanners, StockState } from './ui.tsx';
