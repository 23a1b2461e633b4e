export { legalRoutes } from './route.ts';
