export { ConsentBanner, ConsentChoices } from './banner.tsx';
export {
  $consent,
  $consentBannerVisible,
  $consentManaging,
  consentChosen,
  consentManageOpened,
} from './model.ts';
