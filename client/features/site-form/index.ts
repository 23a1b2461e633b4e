export { $sentForms, siteForm, siteFormsReset } from './model.ts';
export { SiteForm } from './ui.tsx';
