export { authRoutes } from './route.ts';
