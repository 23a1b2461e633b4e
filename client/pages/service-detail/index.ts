export { serviceDetailRoutes } from './route.ts';
