export { $newsletterAsked, newsletterForm } from './model.ts';
export { NewsletterSignup } from './ui.tsx';
