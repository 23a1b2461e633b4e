export { searchRoutes } from './route.ts';
