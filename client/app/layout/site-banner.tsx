import { useUnit } from 'effector-react';
import { preload } from 'react-dom';
import { $siteInfo, bannerPreload, bannerStyle } from '../../entities/site/index.ts';
import './site-banner.css';

/** SPEC §2 layout option: the site's banner image under the header (decorative). Its image is
 * preloaded at high priority: a CSS background is otherwise found late, after the stylesheets. */
export function SiteBanner() {
  const site = useUnit($siteInfo);
  const style = bannerStyle(site?.banner);
  const image = bannerPreload(site?.banner);
  if (image) preload(image.href, { as: 'image', fetchPriority: 'high', imageSrcSet: image.srcSet });
  return style ? <div className="site-banner" style={style} aria-hidden="true" /> : null;
}
