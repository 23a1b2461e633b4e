export { blogRoutes } from './route.ts';
