export { $sentForms, siteForm } from './model.ts';
export { SiteForm } from './ui.tsx';
