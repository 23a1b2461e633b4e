import { z } from 'zod';

/** Free-form JSON an administrator configures (a component's or an application's settings):
 * any JSON value, nothing else (no dates, no undefined). */
export const jsonObjectSchema = z.record(z.string(), z.json());
export type JsonObject = z.infer<typeof jsonObjectSchema>;
