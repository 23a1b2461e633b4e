export { newsletterConfirmRoutes } from './route.ts';
