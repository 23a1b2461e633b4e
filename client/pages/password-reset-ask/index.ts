export { passwordResetAskRoutes } from './route.ts';
