export { ConsentBanner, ConsentChoices } from './banner.tsx';
export {
  $consent,
  $consentBannerVisible,
  $consentManaging,
  consentChosen,
  consentManageOpened,
  saveConsentFx,
} from './model.ts';
