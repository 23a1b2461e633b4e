// A code's last use taken by many orders at once (ADR 012): only a real PostgreSQL with several
// connections can show the race (PGlite serialises everything), so this runs in the postgres
// project.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { discountCodes, orders } from '../../server/db/schema.ts';
import { claimDiscount } from '../../server/modules/shop/discounts.ts';
import { cloneTestDatabase } from '../support/database.ts';
import { siteId } from '../support/sessions.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'pg';
const now = new Date('2026-11-24T10:00:00Z');

describe.runIf(onPostgres)('claiming a discount code on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let wine: number;
  beforeAll(async () => {
    // a connection per transaction, so that all 20 reach the code's row together
    const clone = await cloneTestDatabase();
    drop = clone.drop;
    database = await openDatabase({ url: clone.url, poolSize: 20 });
    wine = await siteId(database, 'domaine-du-vallon');
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const newCode = async (code: string, limits: { usageLimit?: number; perBuyerLimit?: number }) => {
    const [row] = await database.db
      .insert(discountCodes)
      .values({ siteId: wine, code, type: 'EURO', amount: 500, ...limits })
      .returning();
    return row!;
  };
  const usedCount = async (id: number) =>
    (
      await database.db
        .select({ n: discountCodes.usedCount })
        .from(discountCodes)
        .where(and(eq(discountCodes.siteId, wine), eq(discountCodes.id, id)))
    )[0]!.n;

  it('lets exactly one of 20 parallel orders take a code with one use left', async () => {
    const code = await newCode('COURSE1', { usageLimit: 1 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await claimDiscount(tx, wine, code, `buyer-${i}@example.org`, now);
          // the order's other writes take some time while the code's row is held
          await new Promise((r) => setTimeout(r, 20));
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(19);
    for (const r of refused)
      expect(r.reason).toMatchObject({ kind: 'conflict', text: { id: 'api.discount.usedUp' } });
    expect(await usedCount(code.id)).toBe(1);
  });

  it('lets one buyer take a once-per-buyer code once when their orders race', async () => {
    const code = await newCode('COURSE2', { perBuyerLimit: 1 });
    let n = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        database.db.transaction(async (tx) => {
          await claimDiscount(tx, wine, code, 'lea@example.org', now);
          await new Promise((r) => setTimeout(r, 10));
          n += 1;
          await tx.insert(orders).values({
            siteId: wine,
            number: `RACE-${n}-${Math.random().toString(36).slice(2)}`,
            state: 'AWAITING_PAYMENT',
            paymentMethod: 'BANK_TRANSFER',
            email: 'lea@example.org',
            emailKey: 'lea@example.org',
            firstname: 'Léa',
            lastname: 'Martin',
            phone: '0601020304',
            deliveryType: 'CLICK_AND_COLLECT',
            discountCodeId: code.id,
            discountCode: code.code,
            subtotalCents: 7000,
            shippingCents: 0,
            discountCents: 500,
            totalCents: 6500,
            accessTokenHash: 'x',
          });
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected')
        expect(r.reason).toMatchObject({ kind: 'conflict', text: { id: 'api.discount.buyerUsedUp' } });
    expect(await usedCount(code.id)).toBe(1);
  });
});
