export { cmsPageRoutes } from './route.ts';
