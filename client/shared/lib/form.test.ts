import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok } from '../api/fake-api.ts';
import { createApiEffect, requestFx } from '../api/request.ts';
import { checks, createFormModel, failureOf } from './form.ts';

describe('failureOf', () => {
  it('reads the per-field codes of a 400', () => {
    expect(failureOf(failure(400, [{ path: 'email', message: 'invalid_email' }]))).toEqual({
      fields: [{ path: 'email', message: 'invalid_email' }],
      problem: null,
    });
  });

  it('turns the other answers into one problem for the form', () => {
    expect(failureOf(failure(400, null))).toEqual({ fields: [], problem: 'invalid' });
    expect(failureOf(failure(400, [{ path: '', message: 'Unrecognized key: "role"' }])).problem).toBe(
      'invalid',
    );
    expect(failureOf(failure(401)).problem).toBe('unauthenticated');
    expect(failureOf(failure(429, null, 'Trop de tentatives. Réessayez plus tard.')).problem).toBe(
      'rate_limited',
    );
    expect(failureOf(failure(409)).problem).toBe('conflict');
    expect(failureOf(failure(500)).problem).toBe('unavailable');
  });
});

describe('checks', () => {
  it('knows required fields, e-mail shapes and equal passwords', () => {
    expect(checks.required('a', '  ')).toEqual([{ path: 'a', message: 'required' }]);
    expect(checks.email('e', 'jean@exemple')).toEqual([{ path: 'e', message: 'invalid_email' }]);
    expect(checks.email('e', ' jean@exemple.fr ')).toEqual([]);
    expect(checks.same('c', 'one', 'two')).toEqual([{ path: 'c', message: 'passwords_differ' }]);
    expect(checks.same('c', '', 'two')).toEqual([]);
  });
});

describe('createFormModel', () => {
  const pingFx = createApiEffect<{ name: string }, null>(({ name }) => ({
    method: 'POST',
    path: '/ping',
    body: { name },
  }));
  const form = createFormModel({
    fx: pingFx,
    check: (v: { name: string }) => checks.required('name', v.name),
  });

  it('clears the failure after a success and on reset', async () => {
    const scope = fork({ handlers: [[requestFx, fakeApi({ 'POST /ping': ok(null) }).handler]] });
    await allSettled(form.submitted, { scope, params: { name: '' } });
    expect(scope.getState(form.$failure)).not.toBeNull();
    await allSettled(form.submitted, { scope, params: { name: 'Jeanne' } });
    expect(scope.getState(form.$failure)).toBeNull();
    await allSettled(form.submitted, { scope, params: { name: '' } });
    await allSettled(form.reset, { scope });
    expect(scope.getState(form.$failure)).toBeNull();
    expect(scope.getState(form.$failures)).toBe(0);
  });

  it('says the service is unavailable when the request itself fails', async () => {
    const scope = fork({
      handlers: [
        [
          requestFx,
          async () => {
            throw new TypeError('Failed to fetch');
          },
        ],
      ],
    });
    await allSettled(form.submitted, { scope, params: { name: 'Jeanne' } });
    expect(scope.getState(form.$failure)).toEqual({ fields: [], problem: 'unavailable' });
  });
});
