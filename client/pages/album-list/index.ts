export { albumListRoutes } from './route.ts';
