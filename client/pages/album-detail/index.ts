export { albumDetailRoutes } from './route.ts';
