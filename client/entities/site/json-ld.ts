// schema.org description of the organisation behind a site (issue 3: GovernmentOrganization
// for the town hall), written into every page's head.
import { type ParameterMap, parameterValue, SOCIAL_NETWORKS } from '#shared/config/parameters.ts';
import type { SiteInfo } from '#shared/contracts/site.ts';

export function organisationJsonLd(
  site: SiteInfo,
  params: ParameterMap,
  origin: string,
): Record<string, unknown> {
  const address = parameterValue(params, 'COMPANY_ADDRESS');
  const [street, cityLine] = (address ?? '').split('\n');
  const postal = /^(\d{5})\s+(.+)$/.exec(cityLine?.trim() ?? '');
  const logo = site.logos.find((l) => l.type === 'LOGO')?.onlineImage?.url;
  const sameAs = SOCIAL_NETWORKS.map(([key]) => parameterValue(params, `SOCIAL_${key}`)).filter(
    (u): u is string => !!u,
  );
  return {
    '@context': 'https://schema.org',
    '@type': site.organisationType || 'Organization',
    name: parameterValue(params, 'COMPANY_NAME') ?? site.name,
    url: `${origin}/`,
    ...(logo ? { logo: new URL(logo, origin).toString() } : {}),
    ...(parameterValue(params, 'COMPANY_PHONE')
      ? { telephone: parameterValue(params, 'COMPANY_PHONE') }
      : {}),
    ...(parameterValue(params, 'COMPANY_EMAIL') ? { email: parameterValue(params, 'COMPANY_EMAIL') } : {}),
    ...(street
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: street.trim(),
            ...(postal ? { postalCode: postal[1], addressLocality: postal[2] } : {}),
            addressCountry: 'FR',
          },
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The organisation as the publisher or organiser of a page's item (its home page as URL). */
export function organisationRef(site: SiteInfo, params: ParameterMap): Record<string, unknown> {
  return {
    '@type': site.organisationType || 'Organization',
    name: parameterValue(params, 'COMPANY_NAME') ?? site.name,
    url: '/',
  };
}
