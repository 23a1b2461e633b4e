import { useUnit } from 'effector-react';
import { $siteInfo, bannerImage, bannerStyle } from '../../entities/site/index.ts';
import './site-banner.css';

/** SPEC §2 layout option: the site's banner image under the header (decorative). Most often an
 * `<img>` fetched at high priority, in the width the screen needs (entities/site/banner.ts): the
 * largest paint of most pages, found in the HTML rather than once the stylesheet applies. */
export function SiteBanner() {
  const site = useUnit($siteInfo);
  const style = bannerStyle(site?.banner);
  if (!style) return null;
  const image = bannerImage(site?.banner);
  return (
    <div className="site-banner" style={style} aria-hidden="true">
      {image && (
        <img
          className="site-banner-image"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt=""
          fetchPriority="high"
          style={{ objectFit: image.objectFit, objectPosition: image.objectPosition }}
        />
      )}
    </div>
  );
}
