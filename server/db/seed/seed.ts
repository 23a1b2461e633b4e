// The demo tenants of ARCHITECTURE §3, seeded on first start and by `npm run seed`.
// Idempotent: a site that exists already is left exactly as it is (its admins may have
// edited it); only missing sites are created.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '#shared/config/locales.ts';
import { OPENING_HOURS_TYPES } from '#shared/config/parameters.ts';
import { slugify } from '#shared/lib/slug.ts';
import { sanitizeRichText } from '../../modules/content/sanitize.ts';
import { siteContextFor } from '../../modules/context.ts';
import { createPage, savePageLayout } from '../../modules/pages/write.ts';
import { createUser } from '../../modules/users/accounts.ts';
import type { Db } from '../client.ts';
import {
  addressTypes,
  banners,
  companyAddresses,
  companyAddressTypes,
  componentConfs,
  elements,
  externalApps,
  fonts,
  logos,
  news,
  newsletterLists,
  sites,
  variations,
} from '../schema.ts';
import { townContentBlocks, wineContentBlocks } from './content/blocks-content.ts';
import { townElementsBlocks, wineElementsBlocks } from './content/blocks-elements.ts';
import { townFormsBlocks, wineFormsBlocks } from './content/blocks-forms.ts';
import {
  townAlbums,
  townBlog,
  townElements,
  townForms,
  townMoreNews,
  townPopups,
  townServices,
} from './content/town-content.ts';
import { townGrapePages } from './content/town-grape.ts';
import { townHallFooterLinks, townHallLegal, townHallNews, townHallPages } from './content/town-hall.ts';
import type { SeedLegalTexts, SeedNews, SeedPage } from './content/types.ts';
import { wineAlbums, wineBlog, wineReviews, wineServices } from './content/wine-content.ts';
import {
  wineEstateFooterLinks,
  wineEstateLegal,
  wineEstateNews,
  wineEstatePages,
} from './content/wine-estate.ts';
import {
  seedAlbums,
  seedBlog,
  seedElements,
  seedForms,
  seedMoreNews,
  seedPopups,
  seedReviews,
  seedServices,
} from './extras.ts';
import { seedGrapePages, seedPageBlocks } from './page-blocks.ts';
import { createSite, setParameters } from './writers.ts';

export interface DemoAccount {
  site: string;
  email: string;
  role: 'ADMIN' | 'SUPER_ADMIN';
  password: string;
}

export interface SeedOptions {
  /** Password of every demo account; generated per account when absent. */
  demoPassword?: string | undefined;
  now?: Date;
  /** Port in the demo sites' public URLs (links in e-mails): the port the server listens on. */
  port?: number;
}

export interface SeedResult {
  createdSites: string[];
  accounts: DemoAccount[];
}

const DAY = 86_400_000;

async function seedPages(
  db: Db,
  siteId: number,
  pages: SeedPage[],
  parentId: number | null = null,
): Promise<void> {
  const ctx = await siteContextFor({ db, events: null }, siteId);
  for (const [order, page] of pages.entries()) {
    const row = await createPage(ctx, {
      locale: DEFAULT_LOCALE.code,
      parentId,
      order,
      url: page.url,
      title: page.title,
      menuTitle: page.menuTitle ?? null,
      metaDescription: page.metaDescription,
      showInMenu: page.showInMenu ?? true,
    });
    await savePageLayout(ctx, row.id, [{ id: `${page.url}-intro`, type: 'richText', html: page.html }]);
    if (page.children?.length) await seedPages(db, siteId, page.children, row.id);
  }
}

async function seedNews(db: Db, siteId: number, items: SeedNews[], now: Date): Promise<void> {
  await db.insert(news).values(
    items.map((item) => ({
      siteId,
      locale: DEFAULT_LOCALE.code,
      title: item.title,
      slug: slugify(item.title),
      summary: item.summary,
      body: sanitizeRichText(item.html),
      isPromoted: item.promoted ?? false,
      publishedAt: new Date(now.getTime() - item.daysAgo * DAY),
    })),
  );
}

async function seedFooter(
  db: Db,
  siteId: number,
  links: { title: string; url: string }[],
  partners: { title: string; url: string }[],
): Promise<void> {
  const rows = [
    ...links.map((link, order) => ({
      siteId,
      route: 'link-footer',
      locale: DEFAULT_LOCALE.code,
      title: link.title,
      slug: slugify(link.title),
      data: { url: link.url },
      order,
    })),
    ...partners.map((partner, order) => ({
      siteId,
      route: 'logo-footer',
      locale: DEFAULT_LOCALE.code,
      title: partner.title,
      slug: slugify(partner.title),
      images: [{ url: partner.url, alt: partner.title, filename: partner.url.split('/').pop() ?? null }],
      order,
    })),
  ];
  if (rows.length) await db.insert(elements).values(rows);
}

async function seedIdentity(
  db: Db,
  siteId: number,
  dir: string,
  name: string,
  colours: { primary: string; accent: string },
) {
  await db.insert(logos).values(
    (
      [
        ['LOGO', 'logo.svg', name],
        ['LOGO_FOOTER', 'logo-footer.svg', name],
        ['LOGO_FAVICON', 'favicon.svg', ''],
      ] as const
    ).map(([type, file, alt]) => ({
      siteId,
      type,
      filename: file,
      alt,
      onlineImage: { url: `/demo/${dir}/${file}`, name: file },
    })),
  );
  await db.insert(fonts).values([
    { siteId, type: 'TITLE', family: 'Lato', weight: 'bold', size: '1.65em' },
    { siteId, type: 'CONTENT', family: 'Lato', weight: '400' },
    { siteId, type: 'MENU', family: 'Lato', weight: 'bold' },
  ]);
  await db.insert(banners).values({
    siteId,
    filename: 'banner.svg',
    positionX: 'center',
    positionY: 'center',
    size: 'cover',
    repeat: 'no-repeat',
    height: 320,
  });
  await setParameters(db, siteId, {
    PRIMARY_COLOR: colours.primary,
    ACCENT_COLOR: colours.accent,
    LOGO_POSITION: 'top',
    MENU_ICON_SIZE: '16',
    MENU_TYPE: 'BIG_MENU',
    MENU_ALIGNMENT: 'right',
    SCROLL_TO_TOP_BEHAVIOR: 'SMOOTH',
    FOOTER_LOGO_ENABLED: 'true',
  });
}

function legalParameters(legal: SeedLegalTexts): Record<string, string> {
  return { ...legal } as Record<string, string>;
}

async function seedTownHall(db: Db, now: Date, port: number): Promise<number> {
  const siteId = await createSite(db, {
    slug: 'vallon-sur-lys',
    name: 'Vallon-sur-Lys',
    hosts: ['localhost', 'mairie.localhost'],
    url: `http://localhost:${port}`,
    townSlug: 'vallon-sur-lys',
    organisationType: 'GovernmentOrganization',
  });
  await seedIdentity(db, siteId, 'vallon-sur-lys', 'Mairie de Vallon-sur-Lys', {
    primary: '#C04C1B',
    accent: '#CACE0B',
  });
  const hours = [
    '9h00–12h00 et 14h00–17h30',
    '9h00–12h00',
    '9h00–12h00 et 14h00–17h30',
    '9h00–12h00',
    '9h00–12h00 et 14h00–17h00',
    '9h00–11h30',
    'Fermé',
  ];
  await setParameters(db, siteId, {
    COMPANY_NAME: 'Mairie de Vallon-sur-Lys',
    COMPANY_PHONE: '03 28 41 52 60',
    COMPANY_EMAIL: 'mairie@vallon-sur-lys.fr',
    COMPANY_ADDRESS: '1 place de la Mairie\n59270 Vallon-sur-Lys',
    COMPANY_LEGAL_NAME: 'Commune de Vallon-sur-Lys',
    COMPANY_LEGAL_AGENT: 'Claire Dufresne, maire',
    COMPANY_SIRET: '215 906 123 00017',
    ...Object.fromEntries(OPENING_HOURS_TYPES.map(({ type }, i) => [type, hours[i]!])),
    SOCIAL_FACEBOOK: 'https://www.facebook.com/vallonsurlys',
    META_DESCRIPTION_HOME:
      'Site officiel de la commune de Vallon-sur-Lys : démarches, actualités, agenda, écoles et vie associative.',
    META_DESCRIPTION_CONTACT:
      'Contacter la mairie de Vallon-sur-Lys : adresse, téléphone, horaires et formulaire de contact.',
    META_DESCRIPTION_NEWS: 'Les actualités de Vallon-sur-Lys : travaux, événements, vie municipale.',
    NEWSLETTER_ENABLED: 'true',
    BLOG_ENABLED: 'true',
    ...legalParameters(townHallLegal),
    ACCESSIBILITY_COMPLIANCE: 'PARTIAL',
    // layout options (SPEC §2): the search bar, and the bottom bar on small screens
    SEARCH_BAR_ENABLED: 'true',
    MOBILE_MENU_BOTTOM: 'true',
  });
  await seedPages(db, siteId, townHallPages);
  await seedNews(db, siteId, townHallNews, now);
  await seedFooter(db, siteId, townHallFooterLinks, [
    { title: 'Département du Nord', url: '/demo/vallon-sur-lys/partner-departement.svg' },
    { title: 'Région Hauts-de-France', url: '/demo/vallon-sur-lys/partner-region.svg' },
  ]);
  const types = await db
    .insert(addressTypes)
    .values([
      { siteId, value: 'SIEGE', label: 'Mairie' },
      { siteId, value: 'ANNEXE', label: 'Équipement municipal' },
    ])
    .returning({ id: addressTypes.id, value: addressTypes.value });
  const addresses = await db
    .insert(companyAddresses)
    .values([
      {
        siteId,
        name: 'Mairie de Vallon-sur-Lys',
        address: '1 place de la Mairie',
        postalCode: '59270',
        city: 'Vallon-sur-Lys',
        phone: '03 28 41 52 60',
        email: 'mairie@vallon-sur-lys.fr',
        latitude: '50.7163',
        longitude: '2.7411',
        order: 0,
      },
      {
        siteId,
        name: 'Médiathèque Jules-Verne',
        address: '4 rue des Écoles',
        postalCode: '59270',
        city: 'Vallon-sur-Lys',
        phone: '03 28 41 52 70',
        order: 1,
      },
    ])
    .returning({ id: companyAddresses.id });
  await db.insert(companyAddressTypes).values([
    { siteId, addressId: addresses[0]!.id, typeId: types.find((t) => t.value === 'SIEGE')!.id },
    { siteId, addressId: addresses[1]!.id, typeId: types.find((t) => t.value === 'ANNEXE')!.id },
  ]);
  await db
    .insert(componentConfs)
    .values({ siteId, slug: 'news-list', conf: { nbItem: 10, promotedStyle: 'flat' } });
  await db.insert(newsletterLists).values([
    {
      siteId,
      name: 'La lettre de Vallon-sur-Lys',
      description: 'Les actualités de la commune, une fois par mois.',
      isDefault: true,
      order: 0,
    },
    {
      siteId,
      name: 'Alertes travaux et circulation',
      description: 'Les chantiers et fermetures de rues, dès qu’ils sont connus.',
      order: 1,
    },
  ]);
  await seedMoreNews(db, siteId, townMoreNews, now);
  await seedElements(db, siteId, townElements, now);
  await seedAlbums(db, siteId, townAlbums, now);
  await seedBlog(db, siteId, townBlog, now);
  await seedForms(db, siteId, townForms, 'mairie@vallon-sur-lys.fr');
  await seedPopups(db, siteId, townPopups);
  await seedServices(db, siteId, townServices);
  await seedPageBlocks(db, siteId, [townElementsBlocks, townContentBlocks, townFormsBlocks]);
  await seedGrapePages(db, siteId, townGrapePages);
  return siteId;
}

async function seedWineEstate(db: Db, now: Date, port: number): Promise<number> {
  const siteId = await createSite(db, {
    slug: 'domaine-du-vallon',
    name: 'Domaine du Vallon',
    hosts: ['vins.localhost'],
    url: `http://vins.localhost:${port}`,
    isWinemaker: true,
    isEcommerce: true,
    organisationType: 'Winery',
  });
  await seedIdentity(db, siteId, 'domaine-du-vallon', 'Domaine du Vallon', {
    primary: '#6B1E3A',
    accent: '#C9A227',
  });
  await setParameters(db, siteId, {
    COMPANY_NAME: 'Domaine du Vallon',
    COMPANY_PHONE: '03 80 21 45 67',
    COMPANY_EMAIL: 'contact@domaine-du-vallon.fr',
    COMPANY_ADDRESS: '12 chemin des Vignes\n21190 Meursault-le-Vallon',
    COMPANY_LEGAL_NAME: 'EARL Domaine du Vallon',
    COMPANY_LEGAL_AGENT: 'Julien Morel, gérant',
    COMPANY_SHARE_CAPITAL: '50 000 €',
    COMPANY_SIRET: '812 345 678 00019',
    COMPANY_RCS: 'RCS Dijon 812 345 678',
    COMPANY_VAT: 'FR12812345678',
    OPENING_HOURS_MONDAY: '14h00–18h00',
    OPENING_HOURS_TUESDAY: '10h00–12h00 et 14h00–18h00',
    OPENING_HOURS_WEDNESDAY: '10h00–12h00 et 14h00–18h00',
    OPENING_HOURS_THURSDAY: '10h00–12h00 et 14h00–18h00',
    OPENING_HOURS_FRIDAY: '10h00–12h00 et 14h00–19h00',
    OPENING_HOURS_SATURDAY: '10h00–19h00',
    OPENING_HOURS_SUNDAY: 'Sur rendez-vous',
    SOCIAL_INSTAGRAM: 'https://www.instagram.com/domaineduvallon',
    META_DESCRIPTION_HOME:
      'Domaine du Vallon, vins de Bourgogne en culture raisonnée : nos cuvées, visites et dégustations.',
    META_DESCRIPTION_WINE_LIST:
      'Les vins du Domaine du Vallon : aligoté, meursault, pinot noir et crémant de Bourgogne.',
    STOCK_HANDLING: 'true',
    FREE_SHIPPING_PRICE: '150',
    FREE_SHIPPING_BOTTLES: '12',
    MIN_BOTTLES_PER_EXPEDITION: '1',
    MAX_BOTTLES_PER_EXPEDITION: '36',
    ONLY_IN_FRANCE: 'true',
    ALCOHOL_BANNER: 'true',
    BLOCK_MINORS: 'true',
    ASK_BIRTHDATE: 'true',
    NEWSLETTER_ENABLED: 'true',
    BLOG_ENABLED: 'true',
    REVIEW_REQUEST_DELAY: '15',
    PRODUCT_DISPLAY_AWARDS: 'true',
    PRODUCT_DISPLAY_CAPACITY: 'true',
    ...legalParameters(wineEstateLegal),
    // layout options (SPEC §2): a fixed header whose menu opens full screen, a direct go-to-top
    MENU_FIXED: 'true',
    MENU_FULLSCREEN: 'true',
    SCROLL_TO_TOP_BEHAVIOR: 'DIRECT',
  });
  await seedPages(db, siteId, wineEstatePages);
  await seedNews(db, siteId, wineEstateNews, now);
  await seedFooter(db, siteId, wineEstateFooterLinks, []);
  const [siege, caveau] = await db
    .insert(addressTypes)
    .values([
      { siteId, value: 'SIEGE', label: 'Siège' },
      { siteId, value: 'CLICK_AND_COLLECT', label: 'Retrait au caveau' },
    ])
    .returning({ id: addressTypes.id });
  const [address] = await db
    .insert(companyAddresses)
    .values({
      siteId,
      name: 'Caveau du Domaine du Vallon',
      address: '12 chemin des Vignes',
      postalCode: '21190',
      city: 'Meursault-le-Vallon',
      phone: '03 80 21 45 67',
      email: 'contact@domaine-du-vallon.fr',
      latitude: '46.9787',
      longitude: '4.7702',
    })
    .returning({ id: companyAddresses.id });
  await db.insert(companyAddressTypes).values([
    { siteId, addressId: address!.id, typeId: siege!.id },
    { siteId, addressId: address!.id, typeId: caveau!.id },
  ]);
  await db.insert(variations).values([
    { siteId, position: 1, label: 'Blanc' },
    { siteId, position: 1, label: 'Rouge' },
    { siteId, position: 1, label: 'Effervescent' },
    { siteId, position: 2, label: 'Bouteille', displayLabel: '75 cl' },
    { siteId, position: 2, label: 'Magnum', displayLabel: '150 cl' },
    { siteId, position: 3, label: 'Agriculture raisonnée', displayLabel: 'HVE' },
  ]);
  await db.insert(newsletterLists).values({
    siteId,
    name: 'Les nouvelles du domaine',
    description: 'Vendanges, nouveaux millésimes et journées portes ouvertes, quatre fois par an.',
    isDefault: true,
  });
  await seedReviews(db, siteId, wineReviews, now);
  await seedServices(db, siteId, wineServices);
  await seedAlbums(db, siteId, wineAlbums, now);
  await seedBlog(db, siteId, wineBlog, now);
  await seedPageBlocks(db, siteId, [wineElementsBlocks, wineContentBlocks, wineFormsBlocks]);
  await db.insert(externalApps).values({
    siteId,
    app: 'PRODUCT_FILE_GENERATOR',
    publicConfig: { enabled: true, model: 'fiche-technique-bourgogne', formats: ['pdf'] },
    privateConfig: {},
  });
  return siteId;
}

const generatePassword = () => randomBytes(12).toString('base64url');

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const port = options.port ?? 3000;
  const result: SeedResult = { createdSites: [], accounts: [] };
  const existing = new Set((await db.select({ slug: sites.slug }).from(sites)).map((s) => s.slug));
  const password = () => options.demoPassword ?? generatePassword();

  // Each site is written in one transaction: a failure leaves no half-seeded site behind.
  if (!existing.has('vallon-sur-lys')) {
    const accounts: DemoAccount[] = [
      { site: 'vallon-sur-lys', email: 'admin@vallon-sur-lys.test', role: 'ADMIN', password: password() },
      { site: 'vallon-sur-lys', email: 'superadmin@parvis.test', role: 'SUPER_ADMIN', password: password() },
    ];
    await db.transaction(async (tx) => {
      const siteId = await seedTownHall(tx as unknown as Db, now, port);
      for (const a of accounts) {
        await createUser(tx as unknown as Db, siteId, {
          email: a.email,
          password: a.password,
          role: a.role,
          verified: true,
        });
      }
    });
    result.createdSites.push('vallon-sur-lys');
    result.accounts.push(...accounts);
  }
  if (!existing.has('domaine-du-vallon')) {
    const account: DemoAccount = {
      site: 'domaine-du-vallon',
      email: 'admin@domaine-du-vallon.test',
      role: 'ADMIN',
      password: password(),
    };
    await db.transaction(async (tx) => {
      const siteId = await seedWineEstate(tx as unknown as Db, now, port);
      await createUser(tx as unknown as Db, siteId, {
        email: account.email,
        password: account.password,
        role: account.role,
        verified: true,
      });
    });
    result.createdSites.push('domaine-du-vallon');
    result.accounts.push(account);
  }
  return result;
}

export async function siteIdBySlug(db: Db, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  return row?.id ?? null;
}
