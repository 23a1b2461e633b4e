export { registrationConfirmRoutes } from './route.ts';
