import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AdminMe } from '#shared/contracts/admin.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $adminMe } from './panel-model.ts';
import {
  $totpChanged,
  $totpSetup,
  $totpStep,
  groupedSecret,
  securityOpened,
  totpConfirmForm,
  totpRemoveForm,
  totpSetupCancelled,
  totpStartForm,
  totpStepOf,
} from './security-model.ts';

const admin: AdminMe = {
  kind: 'USER',
  email: 'admin@vallon-sur-lys.test',
  role: 'ADMIN',
  secondFactor: false,
  secondFactorAvailable: true,
};
const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Vallon-sur-Lys:admin%40vallon-sur-lys.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

function opened(me: AdminMe, answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(answers);
  const scope = fork({ values: [[$adminMe, me]], handlers: [[requestFx, api.handler]] });
  return { api, scope };
}

describe('second factor model', () => {
  it('knows where the section stands for each kind of reader', () => {
    expect(totpStepOf(null, null)).toBeNull();
    expect(totpStepOf({ ...admin, kind: 'OPERATOR', role: 'SUPER_ADMIN', secondFactor: true }, null)).toBe(
      'operator',
    );
    expect(totpStepOf({ ...admin, secondFactorAvailable: false }, null)).toBe('unavailable');
    expect(totpStepOf(admin, null)).toBe('off');
    expect(totpStepOf(admin, setup)).toBe('setup');
    expect(totpStepOf({ ...admin, secondFactor: true }, null)).toBe('on');
  });

  it('turns it on: a new secret to add to the app, then a code of it', async () => {
    const { api, scope } = opened(admin, {
      'POST /admin/me/totp': ok(setup),
      'POST /admin/me/totp/confirm': ok(null),
    });
    await allSettled(securityOpened, { scope });
    expect(scope.getState($totpStep)).toBe('off');

    await allSettled(totpStartForm.submitted, { scope });
    expect(scope.getState($totpStep)).toBe('setup');
    expect(scope.getState($totpSetup)).toEqual(setup);

    // a code of another shape is refused before it is sent
    await allSettled(totpConfirmForm.submitted, { scope, params: { code: '12345' } });
    expect(api.called('POST /admin/me/totp/confirm')).toEqual([]);
    expect(scope.getState(totpConfirmForm.$failure)?.fields).toEqual([{ path: 'code', message: 'code' }]);

    await allSettled(totpConfirmForm.submitted, { scope, params: { code: '123456' } });
    expect(api.called('POST /admin/me/totp/confirm')[0]?.body).toEqual({ code: '123456' });
    expect(scope.getState($totpStep)).toBe('on');
    expect(scope.getState($totpSetup)).toBeNull();
    expect(scope.getState($totpChanged)).toBe('on');
    expect(scope.getState($adminMe)?.secondFactor).toBe(true);
  });

  it('keeps the setup step when the code is refused, and drops the secret when cancelled', async () => {
    const { scope } = opened(admin, {
      'POST /admin/me/totp': ok(setup),
      'POST /admin/me/totp/confirm': failure(400, [{ path: 'code', message: 'code' }]),
    });
    await allSettled(totpStartForm.submitted, { scope });
    await allSettled(totpConfirmForm.submitted, { scope, params: { code: '000000' } });
    expect(scope.getState($totpStep)).toBe('setup');
    expect(scope.getState(totpConfirmForm.$failure)?.fields).toEqual([{ path: 'code', message: 'code' }]);
    await allSettled(totpSetupCancelled, { scope });
    expect(scope.getState($totpStep)).toBe('off');
    expect(scope.getState(totpConfirmForm.$failure)).toBeNull();
  });

  it('turns it off with a current code', async () => {
    const { api, scope } = opened({ ...admin, secondFactor: true }, { 'DELETE /admin/me/totp': ok(null) });
    expect(scope.getState($totpStep)).toBe('on');
    await allSettled(totpRemoveForm.submitted, { scope, params: { code: '654321' } });
    expect(api.called('DELETE /admin/me/totp')[0]?.body).toEqual({ code: '654321' });
    expect(scope.getState($totpStep)).toBe('off');
    expect(scope.getState($totpChanged)).toBe('off');
  });

  it('says so when the server cannot keep a second factor (409)', async () => {
    const { scope } = opened(admin, { 'POST /admin/me/totp': failure(409) });
    await allSettled(totpStartForm.submitted, { scope });
    expect(scope.getState(totpStartForm.$failure)?.problem).toBe('conflict');
    expect(scope.getState($totpStep)).toBe('off');
  });

  it('shows the secret in groups of four characters', () => {
    expect(groupedSecret(setup.secret)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });
});
