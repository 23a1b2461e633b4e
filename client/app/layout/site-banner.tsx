import { useUnit } from 'effector-react';
import { $siteInfo, bannerStyle } from '../../entities/site/index.ts';
import './site-banner.css';

/** SPEC §2 layout option: the site's banner image under the header (decorative). */
export function SiteBanner() {
  const site = useUnit($siteInfo);
  const style = bannerStyle(site?.banner);
  return style ? <div className="site-banner" style={style} aria-hidden="true" /> : null;
}
