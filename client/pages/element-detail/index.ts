export { elementDetailRoutes } from './route.ts';
