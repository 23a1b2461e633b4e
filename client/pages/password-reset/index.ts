export { passwordResetRoutes } from './route.ts';
