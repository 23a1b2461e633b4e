import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that cannot be reached, however the driver and Drizzle wrap it', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // terminating connection due to administrator command; the database system is starting up
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: withCode('ECONNRESET') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')], 'connect'))).toBe(true);
  });

  it('leaves a failed statement alone: that is the request’s fault or a bug, not an outage', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false); // unique violation
    expect(isDatabaseUnavailable(withCode('22P02'))).toBe(false); // bad input syntax
    expect(isDatabaseUnavailable(withCode('08P01'))).toBe(false); // protocol violation
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('42P01') }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
