// `GET /product/generate/file/{id}[/{declinationId}]` (SPEC §7, ADR 011): a product's technical
// sheet, made from its data, the site's template (`technicalFileModel`) and its details. The
// texts come translated through `t`, the caller's (the API's) way of writing a message in the
// visitor's language.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MEAL_ICONS } from '#shared/config/meal-icons.ts';
import type { Product } from '#shared/contracts/shop.ts';
import { capacityLabel } from '#shared/lib/bottles.ts';
import { mediaKeyOf } from '#shared/lib/images.ts';
import { type MessageDescriptor, msg } from '#shared/lib/messages.ts';
import { externalApps, siteInfo } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { awardsOf, getProduct, parameterValues } from './catalogue.ts';
import {
  renderTechnicalSheet,
  TECHNICAL_SHEET_TEMPLATES,
  type TechnicalSheetInput,
  type TechnicalSheetTemplate,
} from './technical-sheet.ts';

export const HEALTH_MESSAGE = msg({
  id: 'api.sheet.health',
  message: 'Alcohol abuse is dangerous for your health; drink in moderation.',
});

const LABELS = {
  title: msg({ id: 'api.sheet.title', message: 'Technical sheet' }),
  grapes: msg({ id: 'api.sheet.grapes', message: 'Grape varieties' }),
  tasting: msg({ id: 'api.sheet.tasting', message: 'Tasting notes' }),
  pairings: msg({ id: 'api.sheet.pairings', message: 'Food pairings' }),
  awards: msg({ id: 'api.sheet.awards', message: 'Awards' }),
  serving: msg({ id: 'api.sheet.serving', message: 'Serving' }),
  capacity: msg({ id: 'api.sheet.capacity', message: 'Capacity' }),
  alcohol: msg({ id: 'api.sheet.alcohol', message: 'Alcohol' }),
  vintage: msg({ id: 'api.sheet.vintage', message: 'Vintage' }),
  appellation: msg({ id: 'api.sheet.appellation', message: 'Protected designation' }),
  reference: msg({ id: 'api.sheet.reference', message: 'Reference' }),
  boxContents: msg({ id: 'api.sheet.boxContents', message: 'In the box' }),
  healthMessage: HEALTH_MESSAGE,
  pregnancy: msg({
    id: 'api.sheet.pregnancy',
    message:
      'Drinking alcoholic beverages during pregnancy, even in small amounts, can have serious consequences for the health of the child.',
  }),
} satisfies Record<keyof TechnicalSheetInput['labels'], MessageDescriptor>;

const COLOURS = {
  RED: msg({ id: 'api.sheet.colour.red', message: 'Red' }),
  WHITE: msg({ id: 'api.sheet.colour.white', message: 'White' }),
  ROSE: msg({ id: 'api.sheet.colour.rose', message: 'Rosé wine' }),
  SPARKLING: msg({ id: 'api.sheet.colour.sparkling', message: 'Sparkling' }),
} as const;

const notOffered = () =>
  new DomainError(
    'not_found',
    msg({ id: 'api.sheet.notOffered', message: 'This site offers no technical sheets.' }),
  );

export interface TechnicalSheetFile {
  body: Buffer;
  /** The product's slug (SPEC: the file is named after the product). */
  filename: string;
}

export async function technicalSheetFile(
  ctx: RequestContext,
  id: number,
  declinationId: number | null,
  t: (message: MessageDescriptor) => string,
): Promise<TechnicalSheetFile> {
  const product = await getProduct(ctx, id);
  const declination =
    declinationId === null
      ? (product.declination[0] ?? null)
      : product.declination.find((d) => d.id === declinationId);
  if (declination === undefined)
    throw new DomainError(
      'not_found',
      msg({ id: 'api.shop.declinationMissing', message: 'This vintage or format does not exist.' }),
    );
  const [[app], [info], parameter, awards] = await Promise.all([
    ctx.db
      .select({ enabled: externalApps.isEnabled })
      .from(externalApps)
      .where(and(eq(externalApps.siteId, ctx.site.id), eq(externalApps.app, 'PRODUCT_FILE_GENERATOR'))),
    ctx.db
      .select({ model: siteInfo.technicalFileModel })
      .from(siteInfo)
      .where(eq(siteInfo.siteId, ctx.site.id)),
    parameterValues(ctx, [
      'COMPANY_NAME',
      'COMPANY_ADDRESS',
      'COMPANY_PHONE',
      'COMPANY_EMAIL',
      'PRIMARY_COLOR',
    ]),
    awardsOf(ctx, id),
  ]);
  if (!app?.enabled) throw notOffered();
  const template = (TECHNICAL_SHEET_TEMPLATES as readonly string[]).includes(info?.model ?? '')
    ? (info!.model as TechnicalSheetTemplate)
    : 'classique';
  const accent = /^#[0-9a-f]{6}$/i.test(parameter('PRIMARY_COLOR') ?? '')
    ? parameter('PRIMARY_COLOR')!
    : '#6b1e3a';
  const labels = Object.fromEntries(
    Object.entries(LABELS).map(([key, message]) => [key, t(message)]),
  ) as TechnicalSheetInput['labels'];
  const body = await renderTechnicalSheet({
    template,
    accent,
    estate: {
      name: parameter('COMPANY_NAME') ?? ctx.site.name,
      address: parameter('COMPANY_ADDRESS')?.replace(/\s*\n\s*/g, ', ') ?? null,
      phone: parameter('COMPANY_PHONE'),
      email: parameter('COMPANY_EMAIL'),
      url: await ctx.siteLink('/'),
    },
    wine: {
      name: product.name,
      reference: product.reference,
      appellation: product.appellation,
      colour: product.colour ? t(COLOURS[product.colour]) : null,
      vintage: declination?.year ?? null,
      capacity: declination ? capacityLabel(declination) : null,
      alcohol: product.alcohol === null ? null : `${String(product.alcohol).replace('.', ',')} % vol.`,
      grapes: product.grapes,
      description: product.description || null,
      tastingNotes: product.tastingNotes,
      servingAdvice: product.servingAdvice,
      pairings: product.pairings.flatMap((id) => {
        const icon = MEAL_ICONS.find((m) => m.id === id);
        return icon ? [{ label: t(icon.label), path: icon.path }] : [];
      }),
      awards: awards
        .filter((a) => a.declinationId === null || a.declinationId === declination?.id)
        .map((a) => ({ name: a.name, competition: a.competition, year: a.year })),
      boxContents: product.products.map((c) => ({
        quantity: c.quantity,
        name: [c.name, c.year].filter(Boolean).join(' '),
      })),
    },
    labels,
    image: await bottlePicture(ctx, product),
    createdAt: ctx.clock.now(),
  });
  return { body, filename: `${product.slug}.pdf` };
}

/** The product's picture as a PNG pdfkit can embed (the media library keeps WebP), or none. */
async function bottlePicture(ctx: RequestContext, product: Product): Promise<Buffer | null> {
  const key = product.image ? mediaKeyOf(product.image.url) : null;
  const bytes = key ? await ctx.storage.media.get(ctx.site.id, key) : null;
  if (!bytes) return null;
  try {
    return await sharp(bytes).resize({ height: 600, withoutEnlargement: true }).png().toBuffer();
  } catch (error) {
    // a damaged picture leaves the sheet without one rather than without a sheet
    ctx.logger.warn({ err: error, key }, 'technical sheet: picture unreadable');
    return null;
  }
}
