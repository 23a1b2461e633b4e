export { emailConfirmRoutes } from './route.ts';
