export { ConsentBanner, ConsentChoices, ConsentCookieReader } from './banner.tsx';
export {
  $consent,
  $consentBannerVisible,
  $consentManaging,
  consentChosen,
  consentCookieRead,
  consentManageOpened,
  saveConsentFx,
} from './model.ts';
