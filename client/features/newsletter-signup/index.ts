export { $newsletterAsked, newsletterForm, newsletterSignupOpened } from './model.ts';
export { NewsletterSignup } from './ui.tsx';
