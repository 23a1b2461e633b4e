export { type ServiceItem, toServiceItem } from './model.ts';
export { ServiceCards, ServicePrice } from './ui.tsx';
