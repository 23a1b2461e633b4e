// The order's e-mails (issue 13, ADR 012): the buyer's confirmation, with the link that opens the
// order and the sale terms attached as a PDF (the durable medium of L221-13 Code de la
// consommation), and a notice to the estate. Sent after the order is recorded: a mail that fails
// is logged, never the order's failure.
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { ROUTES } from '#shared/config/routes.ts';
import type { OrderView } from '#shared/contracts/checkout.ts';
import type { RequestContext } from '../context.ts';
import { orderConfirmationMail, orderNoticeMail } from '../mail/templates.ts';
import { parameterValues } from './catalogue.ts';
import { FRANCE_ID } from './places.ts';
import { saleTermsPdf } from './sale-terms-pdf.ts';

/** The health message of the law (L3323-4 Code de la santé publique), on every mail that sells. */
export const HEALTH_MESSAGE = 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.';

export const SALE_TERMS_FILENAME = 'conditions-generales-de-vente.pdf';

const require = createRequire(import.meta.url);
let frenchNames = false;

/** The address's country by its French name, when it is not France (a mail says where it goes). */
function withCountryName<T extends { country: number; countryName?: string | undefined }>(address: T): T {
  if (address.country === FRANCE_ID || address.countryName) return address;
  if (!frenchNames) {
    countries.registerLocale(require('i18n-iso-countries/langs/fr.json'));
    frenchNames = true;
  }
  const alphaTwo = countries.numericToAlpha2(String(address.country).padStart(3, '0'));
  const name = alphaTwo ? countries.getName(alphaTwo, 'fr') : undefined;
  return name ? { ...address, countryName: name } : address;
}

/** Sends the confirmation to the buyer and the notice to the estate (its COMPANY_EMAIL, when set).
 * Never throws: the order is recorded whatever happens to its mails. */
export async function sendOrderMails(
  ctx: RequestContext,
  order: OrderView,
  accessToken: string,
): Promise<void> {
  try {
    const value = await parameterValues(ctx, ['COMPANY_EMAIL', 'DELIVERY_LEAD_TIME']);
    const view: OrderView = {
      ...order,
      deliveryAddress: order.deliveryAddress ? withCountryName(order.deliveryAddress) : null,
      billingAddress: withCountryName(order.billingAddress),
    };
    const path = ROUTES.order.replace(':number', encodeURIComponent(order.number));
    const link = `${await ctx.siteLink(path)}?cle=${encodeURIComponent(accessToken)}`;
    const terms = await saleTermsPdf(ctx).catch((err: unknown) => {
      ctx.logger.error({ err, order: order.number }, 'sale terms PDF not made');
      return null;
    });
    const confirmation = orderConfirmationMail({
      siteName: ctx.site.name,
      order: view,
      link,
      leadTime: value('DELIVERY_LEAD_TIME'),
      healthMessage: HEALTH_MESSAGE,
      termsAttached: terms !== null,
    });
    await ctx.sendMail(order.email, {
      ...confirmation,
      ...(terms
        ? { attachments: [{ filename: SALE_TERMS_FILENAME, content: terms, contentType: 'application/pdf' }] }
        : {}),
    });
    const estate = value('COMPANY_EMAIL');
    if (estate)
      await ctx.sendMail(estate, {
        ...orderNoticeMail({ siteName: ctx.site.name, order: view }),
        replyTo: order.email,
      });
  } catch (err) {
    ctx.logger.error({ err, order: order.number }, 'order mails not sent');
  }
}
