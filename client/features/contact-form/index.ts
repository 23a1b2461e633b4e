export { $contactSent, checkContact, contactForm, contactFormOpened } from './model.ts';
export { ContactForm } from './ui.tsx';
