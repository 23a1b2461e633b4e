export { ConsentBanner, ConsentChoices } from './banner.tsx';
export { $consent, $consentBannerVisible, consentChosen, consentManageOpened } from './model.ts';
