export { $confirmState, confirmClicked, newsletterConfirmOpened } from './model.ts';
export const loadNewsletterConfirmView = () => import('./ui.tsx');
