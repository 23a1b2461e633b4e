export { $registrationResult, registrationForm, registrationOpened } from './model.ts';
export { EventRegistration } from './ui.tsx';
