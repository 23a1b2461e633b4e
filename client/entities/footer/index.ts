export { $footerLinks, $footerLogos, fetchFooterLinksFx, fetchFooterLogosFx } from './model.ts';
