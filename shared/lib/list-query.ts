// SPEC §7 list-query builder: nbItem (default 10), page (default 1), orderBy, and one
// parameter per filter whose operator is a value prefix. Empty string filters are skipped.
import { type MessageDescriptor, msg } from './messages.ts';

export const FILTER_OPERATORS = ['lte', 'gte', 'lk', 'df', 'lt', 'gt'] as const; // longest prefixes first
export type FilterOperator = (typeof FILTER_OPERATORS)[number] | 'eq';
export type FilterScalar = string | number | boolean;
export type FilterInput = FilterScalar | { op: FilterOperator; value: FilterScalar } | null | undefined;

export const LIST_DEFAULTS = { nbItem: 10, page: 1 } as const;
/** The highest page a list query may ask for. */
export const LIST_MAX_PAGE = 100_000;

export interface ListQueryInput {
  nbItem?: number;
  page?: number;
  orderBy?: string;
  filters?: Record<string, FilterInput>;
}

export function encodeFilter(input: FilterInput): string | null {
  if (input === null || input === undefined) return null;
  const { op, value } = typeof input === 'object' ? input : { op: 'eq' as const, value: input };
  const text = String(value);
  if (text === '') return null;
  return op === 'eq' ? text : `${op}:${text}`;
}

export function buildListQuery(input: ListQueryInput = {}): string {
  const params = new URLSearchParams();
  params.set('nbItem', String(input.nbItem ?? LIST_DEFAULTS.nbItem));
  params.set('page', String(input.page ?? LIST_DEFAULTS.page));
  if (input.orderBy) params.set('orderBy', input.orderBy);
  for (const [name, filter] of Object.entries(input.filters ?? {})) {
    const encoded = encodeFilter(filter);
    if (encoded !== null) params.set(name, encoded);
  }
  return params.toString();
}

export interface ParsedFilter {
  field: string;
  op: FilterOperator;
  value: string;
}

export function decodeFilter(field: string, raw: string): ParsedFilter | null {
  if (raw === '') return null;
  for (const op of FILTER_OPERATORS) {
    if (raw.startsWith(`${op}:`)) {
      const value = raw.slice(op.length + 1);
      return value === '' ? null : { field, op, value };
    }
  }
  return { field, op: 'eq', value: raw };
}

export interface ParsedListQuery {
  nbItem: number;
  page: number;
  orderBy: { field: string; direction: 'asc' | 'desc' } | null;
  filters: ParsedFilter[];
}

export interface ListQueryRules {
  filters: readonly string[];
  orderBy: readonly string[];
  defaultNbItem?: number;
  maxNbItem?: number;
}

export class ListQueryError extends Error {
  readonly text: MessageDescriptor;
  constructor(text: MessageDescriptor) {
    super(text.message);
    this.text = text;
  }
}

const RESERVED = new Set(['nbItem', 'page', 'orderBy']);

/** Reads a list query against an allow-list of filter and order fields; anything else is refused. */
export function parseListQuery(query: Record<string, unknown>, rules: ListQueryRules): ParsedListQuery {
  const single = (name: string): string | undefined => {
    const value = query[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string')
      throw new ListQueryError(
        msg({
          id: 'api.list.repeated',
          message: 'The parameter "{name}" must be given once.',
          values: { name },
        }),
      );
    return value;
  };
  const whole = (name: string, fallback: number, max: number): number => {
    const raw = single(name);
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d{1,6}$/.test(raw))
      throw new ListQueryError(
        msg({
          id: 'api.list.wholeNumber',
          message: '"{name}" must be a positive whole number.',
          values: { name },
        }),
      );
    const n = Number(raw);
    if (n < 1 || n > max)
      throw new ListQueryError(
        msg({
          id: 'api.list.range',
          message: '"{name}" must be between 1 and {max}.',
          values: { name, max },
        }),
      );
    return n;
  };
  const nbItem = whole('nbItem', rules.defaultNbItem ?? LIST_DEFAULTS.nbItem, rules.maxNbItem ?? 100);
  const page = whole('page', LIST_DEFAULTS.page, LIST_MAX_PAGE);

  let orderBy: ParsedListQuery['orderBy'] = null;
  const rawOrder = single('orderBy');
  if (rawOrder) {
    const [field = '', direction = 'asc'] = rawOrder.split(':');
    if (!rules.orderBy.includes(field) || (direction !== 'asc' && direction !== 'desc')) {
      throw new ListQueryError(
        msg({ id: 'api.list.orderBy', message: 'Cannot order by "{field}".', values: { field: rawOrder } }),
      );
    }
    orderBy = { field, direction };
  }

  const filters: ParsedFilter[] = [];
  for (const name of Object.keys(query)) {
    if (RESERVED.has(name)) continue;
    if (!rules.filters.includes(name))
      throw new ListQueryError(
        msg({ id: 'api.list.unknownFilter', message: 'Unknown filter "{field}".', values: { field: name } }),
      );
    const filter = decodeFilter(name, single(name) ?? '');
    if (filter) filters.push(filter);
  }
  return { nbItem, page, orderBy, filters };
}
