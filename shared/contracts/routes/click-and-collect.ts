// Click-and-collect (SPEC §7, ADR 012 "Click-and-collect"): the days and slots a collection
// address can be booked, with what each slot has left. Never cached site-wide: it changes with
// every booking.
import { z } from 'zod';
import { idParam } from '../envelope.ts';
import { defineContract } from './contract.ts';

const hhmm = z.string().regex(/^\d{2}:\d{2}$/);

export const collectionSlotSchema = z.object({
  /** The slot's id, the order's `idSchedule`. */
  idSchedule: z.number().int(),
  /** Paris wall-clock times. */
  from: hhmm,
  to: hhmm,
  capacity: z.number().int(),
  /** 0: the slot is full. */
  remaining: z.number().int(),
});

export const collectionDaySchema = z.object({
  /** `YYYY-MM-DD`, a Paris calendar day. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  slots: z.array(collectionSlotSchema),
});

export const clickAndCollectContracts = {
  slots: defineContract({
    method: 'GET',
    path: '/click-and-collect/slots',
    access: 'public',
    summary:
      'The days a collection address (`GET /company/address?type=CLICK_AND_COLLECT`) can be booked, from the CLICK_AND_COLLECT_HOURS parameter: closed dates, days without slots and slots starting within the lead time left out, each slot with what remains (0: full). Empty without hours; 404 on a site without a shop or for an address that is not one of its collection addresses.',
    query: z.object({ idAddress: idParam }).strict(),
    response: z.array(collectionDaySchema),
    example: [
      {
        date: '2026-11-26',
        slots: [
          { idSchedule: 1, from: '10:00', to: '12:00', capacity: 4, remaining: 3 },
          { idSchedule: 2, from: '14:00', to: '18:00', capacity: 6, remaining: 0 },
        ],
      },
      {
        date: '2026-11-28',
        slots: [{ idSchedule: 5, from: '10:00', to: '17:00', capacity: 6, remaining: 6 }],
      },
    ],
  }),
};
