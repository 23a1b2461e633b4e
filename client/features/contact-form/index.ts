export { $contactSent, checkContact, contactForm } from './model.ts';
export { ContactForm } from './ui.tsx';
