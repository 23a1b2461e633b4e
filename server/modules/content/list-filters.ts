// Turns the parsed list query of SPEC §7 into SQL conditions over an allow-listed column map.
import {
  type AnyColumn,
  arrayContains,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  lt,
  lte,
  ne,
  not,
  type SQL,
} from 'drizzle-orm';
import { ListQueryError, type ParsedFilter, type ParsedListQuery } from '#shared/lib/list-query.ts';

/** A column, or SQL computed from columns (e.g. an end date falling back to the start). */
type Filterable = AnyColumn | SQL;

export type FilterColumn =
  | { column: Filterable; kind: 'text' }
  | { column: Filterable; kind: 'date' }
  | { column: Filterable; kind: 'number' }
  | { column: Filterable; kind: 'boolean' }
  | { column: AnyColumn; kind: 'tags' };

export type ColumnMap = Record<string, FilterColumn>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function typed(filter: ParsedFilter, spec: FilterColumn): unknown {
  switch (spec.kind) {
    case 'date': {
      const date = new Date(filter.value);
      if (Number.isNaN(date.getTime())) throw new ListQueryError(`"${filter.field}" needs a date.`);
      return date;
    }
    case 'number': {
      const n = Number(filter.value);
      if (!Number.isFinite(n)) throw new ListQueryError(`"${filter.field}" needs a number.`);
      return n;
    }
    case 'boolean':
      if (filter.value !== 'true' && filter.value !== 'false')
        throw new ListQueryError(`"${filter.field}" is true or false.`);
      return filter.value === 'true';
    default:
      return filter.value;
  }
}

export function filterConditions(filters: ParsedFilter[], columns: ColumnMap): SQL[] {
  return filters.map((filter) => {
    const spec = columns[filter.field];
    if (!spec) throw new ListQueryError(`Unknown filter "${filter.field}".`);
    if (spec.kind === 'tags') {
      const tags = filter.value.split(',').filter(Boolean);
      if (filter.op === 'eq') return arrayContains(spec.column, tags);
      if (filter.op === 'df') return not(arrayContains(spec.column, tags));
      throw new ListQueryError(`"${filter.field}" accepts only equal or different.`);
    }
    const value = typed(filter, spec);
    // drizzle's operators take computed SQL as well as a column (their overloads only name columns)
    const column = spec.column as AnyColumn;
    switch (filter.op) {
      case 'eq':
        return eq(column, value);
      case 'df':
        return ne(column, value);
      case 'lt':
        return lt(column, value);
      case 'lte':
        return lte(column, value);
      case 'gt':
        return gt(column, value);
      case 'gte':
        return gte(column, value);
      case 'lk':
        if (spec.kind !== 'text') throw new ListQueryError(`"${filter.field}" cannot be searched with "lk".`);
        return ilike(column, `%${escapeLike(filter.value)}%`);
      default:
        throw new ListQueryError(`Unknown operator for "${filter.field}".`);
    }
  });
}

export function orderClause(query: ParsedListQuery, columns: ColumnMap, fallback: SQL[]): SQL[] {
  if (!query.orderBy) return fallback;
  const spec = columns[query.orderBy.field];
  if (!spec) throw new ListQueryError(`Cannot order by "${query.orderBy.field}".`);
  return [query.orderBy.direction === 'desc' ? desc(spec.column) : asc(spec.column), ...fallback];
}
