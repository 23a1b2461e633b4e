// What the order tests send (ADR 012): a buyer, an address in Dijon, a home delivery by the
// estate's carrier for these lines, paid by bank transfer.
import type supertest from 'supertest';
import { z } from 'zod';
import type { OrderBody } from '#shared/contracts/checkout.ts';
import { type ShippingOffer, shippingOfferSchema } from '#shared/contracts/delivery.ts';
import { expectSuccess } from './envelope.ts';
import { WINE_HOST } from './fixtures.ts';

export interface OrderLine {
  id: number;
  declinationId: number;
  quantity: number;
}

export const ORDER_ADDRESS = {
  firstname: 'Camille',
  lastname: 'Martin',
  address: '3 rue des Tilleuls',
  postalCode: '21000',
  city: 'Dijon',
  country: 250,
};

/** The estate's home-delivery offer for these lines to Dijon. */
export async function homeCarrier(
  http: ReturnType<typeof supertest>,
  lines: OrderLine[],
): Promise<ShippingOffer> {
  const offers = expectSuccess(
    await http
      .post('/api/calculate/shipping-fees')
      .set('Host', WINE_HOST)
      .send({
        products: lines.map((l) => ({
          idProduct: l.id,
          declinationId: l.declinationId,
          quantity: l.quantity,
        })),
        postalCode: ORDER_ADDRESS.postalCode,
        country: ORDER_ADDRESS.country,
      }),
    z.array(shippingOfferSchema),
  );
  return offers.find((o) => o.deliveryType === 'DELIVERY')!;
}

/** A home delivery of these lines, paid by bank transfer, by an adult. */
export function homeOrderBody(
  lines: OrderLine[],
  idCarrier: number,
  email = 'camille.martin@example.org',
): OrderBody {
  return {
    products: lines,
    user: {
      phone: '06 12 34 56 78',
      email,
      firstname: 'Camille',
      lastname: 'Martin',
      birthdate: '1990-05-17',
    },
    address: { delivery: ORDER_ADDRESS, billing: ORDER_ADDRESS },
    delivery: { type: 'DELIVERY', idCarrier },
    paymentMethod: 'BANK_TRANSFER',
    acceptTerms: true,
  };
}
