export { newsDetailRoutes } from './route.ts';
