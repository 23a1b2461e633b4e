// schema.org description of the organisation behind a site (GovernmentOrganization
// for the town hall), written into every page's head.
import { type ParameterMap, parameterValue, SOCIAL_NETWORKS } from '#shared/config/parameter-map.ts';
import type { SiteInfo } from '#shared/contracts/site.ts';

/** The parts of the COMPANY_ADDRESS parameter ("street\n59270 Town"). */
export function companyAddress(params: ParameterMap): {
  street: string | null;
  postalCode: string | null;
  locality: string | null;
} {
  const [street, cityLine] = (parameterValue(params, 'COMPANY_ADDRESS') ?? '').split('\n');
  const postal = /^(\d{5})\s+(.+)$/.exec(cityLine?.trim() ?? '');
  return {
    street: street?.trim() || null,
    postalCode: postal?.[1] ?? null,
    locality: postal?.[2]?.trim() ?? null,
  };
}

export function organisationJsonLd(
  site: SiteInfo,
  params: ParameterMap,
  origin: string,
): Record<string, unknown> {
  const { street, postalCode, locality } = companyAddress(params);
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
            streetAddress: street,
            ...(postalCode ? { postalCode, addressLocality: locality } : {}),
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
