import { z } from 'zod';

// SPEC §7: every answer is {success, data, message}; success false is a failure.
export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), data, message: z.string() });

export interface ListResult<T> {
  items: T[];
  total: number;
  page: number;
  nbItem: number;
}

export const listSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    nbItem: z.number().int(),
  });

/** Query of every paginated list; the filters themselves are checked by parseListQuery. */
export const listQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamsSchema = z.object({ id: idParam });
