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
import { msg } from '#shared/lib/messages.ts';

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

/** The dates a filter may name: PostgreSQL stores years from 4713 BC to 294276, JavaScript
 * reads years of six digits either side; a list has no use for dates outside years 1 to 9999. */
const DATE_RANGE = { min: Date.parse('0001-01-01T00:00:00Z'), max: Date.parse('9999-12-31T23:59:59.999Z') };
/** Number filters compare PostgreSQL `integer` columns. */
const INTEGER_RANGE = { min: -2_147_483_648, max: 2_147_483_647 };

function typed(filter: ParsedFilter, spec: FilterColumn): unknown {
  const field = filter.field;
  switch (spec.kind) {
    case 'date': {
      const time = new Date(filter.value).getTime();
      if (Number.isNaN(time) || time < DATE_RANGE.min || time > DATE_RANGE.max) {
        throw new ListQueryError(
          msg({
            id: 'api.list.date',
            message: '"{field}" needs a date between the years 1 and 9999.',
            values: { field },
          }),
        );
      }
      return new Date(time);
    }
    case 'number': {
      const n = Number(filter.value);
      if (!Number.isInteger(n) || n < INTEGER_RANGE.min || n > INTEGER_RANGE.max) {
        throw new ListQueryError(
          msg({ id: 'api.list.number', message: '"{field}" needs a whole number.', values: { field } }),
        );
      }
      return n;
    }
    case 'boolean':
      if (filter.value !== 'true' && filter.value !== 'false')
        throw new ListQueryError(
          msg({ id: 'api.list.boolean', message: '"{field}" is true or false.', values: { field } }),
        );
      return filter.value === 'true';
    default:
      return filter.value;
  }
}

export function filterConditions(filters: ParsedFilter[], columns: ColumnMap): SQL[] {
  return filters.flatMap((filter) => {
    const field = filter.field;
    const spec = columns[field];
    if (!spec)
      throw new ListQueryError(
        msg({ id: 'api.list.unknownFilter', message: 'Unknown filter "{field}".', values: { field } }),
      );
    if (spec.kind === 'tags') {
      // SPEC §7 skips empty filters: a list of tags that names none (`tags=,,,`) filters nothing.
      const tags = filter.value.split(',').filter(Boolean);
      if (tags.length === 0) return [];
      if (filter.op === 'eq') return [arrayContains(spec.column, tags)];
      if (filter.op === 'df') return [not(arrayContains(spec.column, tags))];
      throw new ListQueryError(
        msg({
          id: 'api.list.tagsOperator',
          message: '"{field}" accepts only equal or different.',
          values: { field },
        }),
      );
    }
    const value = typed(filter, spec);
    // drizzle's operators take computed SQL as well as a column (their overloads only name columns)
    const column = spec.column as AnyColumn;
    switch (filter.op) {
      case 'eq':
        return [eq(column, value)];
      case 'df':
        return [ne(column, value)];
      case 'lt':
        return [lt(column, value)];
      case 'lte':
        return [lte(column, value)];
      case 'gt':
        return [gt(column, value)];
      case 'gte':
        return [gte(column, value)];
      case 'lk':
        if (spec.kind !== 'text')
          throw new ListQueryError(
            msg({
              id: 'api.list.likeOperator',
              message: '"{field}" cannot be searched with "lk".',
              values: { field },
            }),
          );
        return [ilike(column, `%${escapeLike(filter.value)}%`)];
      default:
        throw new ListQueryError(
          msg({ id: 'api.list.operator', message: 'Unknown operator for "{field}".', values: { field } }),
        );
    }
  });
}

export function orderClause(query: ParsedListQuery, columns: ColumnMap, fallback: SQL[]): SQL[] {
  if (!query.orderBy) return fallback;
  const spec = columns[query.orderBy.field];
  if (!spec) {
    const field = query.orderBy.field;
    throw new ListQueryError(
      msg({ id: 'api.list.orderBy', message: 'Cannot order by "{field}".', values: { field } }),
    );
  }
  return [query.orderBy.direction === 'desc' ? desc(spec.column) : asc(spec.column), ...fallback];
}
