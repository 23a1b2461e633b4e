export { ConsentBanner } from './banner.tsx';
export { $consent, $consentBannerVisible, consentChosen, consentManageOpened } from './model.ts';
