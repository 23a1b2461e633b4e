export { accountRoutes } from './route.ts';
