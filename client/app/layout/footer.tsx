import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { MouseEvent } from 'react';
import { LOGO_HEIGHTS } from '#shared/config/constants.ts';
import {
  type AccessibilityCompliance,
  accessibilityCompliance,
  parameterFlag,
  parameterValue,
  SOCIAL_NETWORKS,
} from '#shared/config/parameter-map.ts';
import { ROUTES } from '#shared/config/routes.ts';
import { telHref } from '#shared/lib/phone.ts';
import { $footerLinks, $footerLogos } from '../../entities/footer/index.ts';
import {
  $parameters,
  $publishedLegalPages,
  $siteInfo,
  OpeningHoursList,
  openingHoursOf,
} from '../../entities/site/index.ts';
import { consentManageOpened } from '../../features/consent/index.ts';
import './footer.css';
import { AppLink } from '../../shared/ui/app-link.tsx';

const PARTNER_HEIGHT = 64;
/** A partner logo's width at the footer's height, from its intrinsic size when known: with both
 * attributes the browser reserves its room before it loads (no layout shift); the stylesheet's
 * `width: auto` still lets the loaded image keep its own proportions. */
function partnerWidth(image: { width?: number | null; height?: number | null }): number | undefined {
  return image.width && image.height ? Math.round((PARTNER_HEIGHT * image.width) / image.height) : undefined;
}

/** The mandatory RGAA mention, on every page: « Accessibilité : partiellement conforme ». */
function AccessibilityMention({ level }: { level: AccessibilityCompliance }) {
  if (level === 'FULL') return <Trans>Accessibility: fully compliant</Trans>;
  if (level === 'PARTIAL') return <Trans>Accessibility: partially compliant</Trans>;
  return <Trans>Accessibility: not compliant</Trans>;
}

/** `legalOnly`: the page supplies its own footer (SPEC §3 `isCustomFooter`); the legal links,
 * the cookie choices and the accessibility mention stay, as on every page. */
export function Footer({ legalOnly = false }: { legalOnly?: boolean }) {
  const { t } = useLingui();
  const [site, params, links, logos, legalPages, manageConsent] = useUnit([
    $siteInfo,
    $parameters,
    $footerLinks,
    $footerLogos,
    $publishedLegalPages,
    consentManageOpened,
  ]);
  // SPEC §2 layout option "footer logo"
  const footerLogo = parameterFlag(params, 'FOOTER_LOGO_ENABLED')
    ? site?.logos.find((l) => l.type === 'LOGO_FOOTER')
    : undefined;
  const name = parameterValue(params, 'COMPANY_NAME') ?? site?.name;
  const address = parameterValue(params, 'COMPANY_ADDRESS');
  const phone = parameterValue(params, 'COMPANY_PHONE');
  const email = parameterValue(params, 'COMPANY_EMAIL');
  const hours = openingHoursOf(params);
  const socials = SOCIAL_NETWORKS.map(([key, label]) => ({
    label,
    url: parameterValue(params, `SOCIAL_${key}`),
  })).filter((s) => s.url && /^https:\/\//.test(s.url));
  const onManage = (event: MouseEvent) => {
    event.preventDefault();
    manageConsent();
  };

  return (
    <footer className="site-footer">
      {!legalOnly && (
        <div className="container footer-grid">
          <section className="footer-identity" aria-label={t`Contact details`}>
            {footerLogo?.onlineImage?.url && (
              <img
                className="footer-logo"
                src={footerLogo.onlineImage.url}
                alt={footerLogo.alt}
                height={LOGO_HEIGHTS.footer}
                width={LOGO_HEIGHTS.footer}
                loading="lazy"
              />
            )}
            <address>
              <strong>{name}</strong>
              {address && <span className="address-lines">{address}</span>}
              {phone && (
                <span>
                  <Trans>Phone:</Trans> <a href={telHref(phone)}>{phone}</a>
                </span>
              )}
              {email && (
                <span>
                  <Trans>E-mail:</Trans> <a href={`mailto:${email}`}>{email}</a>
                </span>
              )}
            </address>
          </section>
          {hours.length > 0 && (
            <section className="footer-hours" aria-labelledby="footer-hours-title">
              <h2 id="footer-hours-title">
                <Trans>Opening hours</Trans>
              </h2>
              <OpeningHoursList hours={hours} />
            </section>
          )}
          {links.length > 0 && (
            <nav className="footer-links" aria-label={t`Useful links`}>
              <h2>
                <Trans>Useful links</Trans>
              </h2>
              <ul>
                {links.map((link) => {
                  const url = typeof link.data.url === 'string' ? link.data.url : null;
                  if (!url) return null;
                  const external = /^https?:\/\//.test(url);
                  return (
                    <li key={link.id}>
                      {external ? (
                        <a href={url} target="_blank" rel="noopener noreferrer">
                          {link.title}
                          <span className="visually-hidden">
                            {' '}
                            <Trans>(opens a new window)</Trans>
                          </span>
                        </a>
                      ) : (
                        <AppLink to={url}>{link.title}</AppLink>
                      )}
                    </li>
                  );
                })}
              </ul>
            </nav>
          )}
          {socials.length > 0 && (
            <nav className="footer-social" aria-label={t`Social networks`}>
              <ul>
                {socials.map((s) => (
                  <li key={s.label}>
                    <a href={s.url!} target="_blank" rel="noopener noreferrer">
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      )}
      {!legalOnly && logos.length > 0 && (
        <div className="container footer-partners">
          <ul aria-label={t`Partners`}>
            {logos.map((logo) => {
              const image = logo.images[0];
              if (!image) return null;
              return (
                <li key={logo.id}>
                  <img
                    src={image.url}
                    alt={image.alt || logo.title}
                    height={PARTNER_HEIGHT}
                    width={partnerWidth(image)}
                    loading="lazy"
                  />
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {site?.isWinemaker && (
        <p className="health-warning">
          <Trans>Alcohol abuse is dangerous for your health; drink in moderation.</Trans>
        </p>
      )}
      <div className="footer-legal">
        <nav className="container" aria-label={t`Legal information`}>
          <ul>
            <li>
              <AppLink to="/legal-notice">
                <Trans>Legal notice</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink to="/privacy-policy">
                <Trans>Privacy policy</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink to="/cookie-policy">
                <Trans>Cookie policy</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink to="/use-terms">
                <Trans>Terms of use</Trans>
              </AppLink>
            </li>
            {site?.isECommerce && (
              <li>
                <AppLink to="/sale-terms">
                  <Trans>Terms of sale</Trans>
                </AppLink>
              </li>
            )}
            {legalPages.includes('accessibility') && (
              <li>
                <AppLink to={ROUTES.accessibility}>
                  <AccessibilityMention level={accessibilityCompliance(params)} />
                </AppLink>
              </li>
            )}
            <li>
              {/* biome-ignore lint/a11y/useValidAnchor: a real link to the cookie choices without JavaScript, enhanced to reopen the banner */}
              <a href="/cookie-policy#gestion-des-cookies" onClick={onManage}>
                <Trans>Manage cookies</Trans>
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
