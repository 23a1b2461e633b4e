import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AdminParameter, ParameterGroup } from '#shared/contracts/admin-settings.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import type { ApiRequest } from '../../shared/api/request.ts';
import { requestFx } from '../../shared/api/request.ts';
import {
  $edits,
  $groupNews,
  $parameterGroups,
  $parametersRefusal,
  $parametersStatus,
  $problems,
  $savedGroup,
  changedValues,
  groupSaveClicked,
  parameterEdited,
  parameterLeft,
  parametersForm,
  settingsOpened,
} from './settings-model.ts';

const parameter = (type: string, over: Partial<AdminParameter> = {}): AdminParameter => ({
  type,
  kind: 'STRING',
  label: type,
  value: null,
  choices: null,
  range: null,
  colour: false,
  html: false,
  superAdmin: false,
  ...over,
});

const GROUPS: ParameterGroup[] = [
  {
    group: 'identity',
    label: 'Identité',
    parameters: [
      parameter('COMPANY_NAME', { value: 'Mairie de Vallon-sur-Lys' }),
      parameter('COMPANY_EMAIL', { value: 'mairie@vallon-sur-lys.fr' }),
    ],
  },
  {
    group: 'hours',
    label: 'Horaires d’ouverture',
    parameters: [
      parameter('OPENING_HOURS_MONDAY', { value: '9h00–12h00' }),
      parameter('OPENING_HOURS_SUNDAY', { value: 'Fermé' }),
    ],
  },
  {
    group: 'layout',
    label: 'Mise en page',
    parameters: [
      parameter('MENU_FIXED', { kind: 'BOOLEAN' }),
      parameter('LOGO_HEIGHT_DESKTOP', { kind: 'NUMBER', value: '120', range: [20, 400] }),
      parameter('LOGO_POSITION', { value: 'top', choices: ['top', 'left'] }),
      parameter('TOP_INFO_BAR', { kind: 'TEXT' }),
    ],
  },
];

const withValue = (groups: ParameterGroup[], type: string, value: string | null): ParameterGroup[] =>
  groups.map((g) => ({
    ...g,
    parameters: g.parameters.map((p) => (p.type === type ? { ...p, value } : p)),
  }));

async function opened(answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /admin/parameters': ok(GROUPS), ...answers });
  const scope = fork({ handlers: [[requestFx, api.handler]] });
  await allSettled(settingsOpened, { scope });
  return { api, scope };
}

const edit = (scope: ReturnType<typeof fork>, type: string, value: string) =>
  allSettled(parameterEdited, { scope, params: { type, value } });

describe('the settings’ model (ADR 016)', () => {
  it('reads the groups, and keeps as edits only what differs from the stored values', async () => {
    const { scope } = await opened();
    expect(scope.getState($parameterGroups)).toEqual(GROUPS);
    expect(scope.getState($parametersStatus)).toBe(200);
    await edit(scope, 'OPENING_HOURS_MONDAY', '9h00–12h30');
    await edit(scope, 'MENU_FIXED', 'false'); // never set: unticked already
    await edit(scope, 'COMPANY_NAME', 'Mairie');
    await edit(scope, 'COMPANY_NAME', 'Mairie de Vallon-sur-Lys'); // back as it was
    expect(scope.getState($edits)).toEqual({ OPENING_HOURS_MONDAY: '9h00–12h30' });
  });

  it('checks a field by the server’s rules when it is left, then as it is typed', async () => {
    const { scope } = await opened();
    await edit(scope, 'COMPANY_EMAIL', 'mairie@');
    // typing alone does not flag a field not yet left
    expect(scope.getState($problems)).toEqual({});
    await allSettled(parameterLeft, { scope, params: 'COMPANY_EMAIL' });
    expect(scope.getState($problems)).toEqual({ COMPANY_EMAIL: 'invalid_email' });
    await edit(scope, 'COMPANY_EMAIL', 'mairie@vallon');
    expect(scope.getState($problems)).toEqual({ COMPANY_EMAIL: 'invalid_email' });
    await edit(scope, 'COMPANY_EMAIL', 'mairie@vallon.fr');
    expect(scope.getState($problems)).toEqual({});
    await edit(scope, 'LOGO_HEIGHT_DESKTOP', '900');
    await allSettled(parameterLeft, { scope, params: 'LOGO_HEIGHT_DESKTOP' });
    expect(scope.getState($problems)).toEqual({ LOGO_HEIGHT_DESKTOP: 'out_of_range' });
    // an empty field clears the value: never wrong
    await edit(scope, 'LOGO_HEIGHT_DESKTOP', '');
    expect(scope.getState($problems)).toEqual({});
  });

  it('saves a group with only its changed values, and says « Enregistré »', async () => {
    const saved = withValue(GROUPS, 'OPENING_HOURS_MONDAY', '9h00–12h30');
    const { api, scope } = await opened({ 'PUT /admin/parameters': ok(saved) });
    await edit(scope, 'OPENING_HOURS_MONDAY', ' 9h00–12h30 ');
    await edit(scope, 'COMPANY_NAME', 'Mairie');
    await allSettled(groupSaveClicked, { scope, params: 'hours' });
    expect(api.called('PUT /admin/parameters').map((c: ApiRequest) => c.body)).toEqual([
      { values: { OPENING_HOURS_MONDAY: '9h00–12h30' } },
    ]);
    expect(scope.getState($parameterGroups)).toEqual(saved);
    // the other group's typing stays, to be saved by its own button
    expect(scope.getState($edits)).toEqual({ COMPANY_NAME: 'Mairie' });
    expect(scope.getState($groupNews)).toMatchObject({ group: 'hours', kind: 'saved' });
    expect(scope.getState($savedGroup)).toBe('hours');
  });

  it('sends a cleared value as null, and a box as true or false', async () => {
    const { api, scope } = await opened({ 'PUT /admin/parameters': ok(GROUPS) });
    await edit(scope, 'TOP_INFO_BAR', 'Travaux rue de la Gare');
    await edit(scope, 'MENU_FIXED', 'true');
    await edit(scope, 'LOGO_POSITION', '');
    await allSettled(groupSaveClicked, { scope, params: 'layout' });
    expect(api.called('PUT /admin/parameters')[0]?.body).toEqual({
      values: { MENU_FIXED: 'true', LOGO_POSITION: null, TOP_INFO_BAR: 'Travaux rue de la Gare' },
    });
  });

  it('sends nothing when nothing changed, and says so', async () => {
    const { api, scope } = await opened();
    await allSettled(groupSaveClicked, { scope, params: 'hours' });
    expect(api.called('PUT /admin/parameters')).toEqual([]);
    expect(scope.getState($groupNews)).toMatchObject({ group: 'hours', kind: 'unchanged' });
    await edit(scope, 'OPENING_HOURS_SUNDAY', 'Fermé le dimanche');
    expect(scope.getState($groupNews)).toBeNull();
  });

  it('refuses a wrong value before sending, with the API’s path and code', async () => {
    const { api, scope } = await opened();
    await edit(scope, 'COMPANY_EMAIL', 'mairie@');
    await allSettled(groupSaveClicked, { scope, params: 'identity' });
    expect(api.called('PUT /admin/parameters')).toEqual([]);
    expect(scope.getState(parametersForm.$failure)?.fields).toEqual([
      { path: 'values.COMPANY_EMAIL', message: 'invalid_email' },
    ]);
    expect(scope.getState($problems)).toEqual({ COMPANY_EMAIL: 'invalid_email' });
  });

  it('shows the fields the API names and its sentence, and starts afresh for another group', async () => {
    const { scope } = await opened({
      'PUT /admin/parameters': failure(
        400,
        [{ path: 'values.OPENING_HOURS_MONDAY', message: 'too_long' }],
        'Certains réglages ne sont pas valides.',
      ),
    });
    await edit(scope, 'OPENING_HOURS_MONDAY', 'Toute la journée');
    await allSettled(groupSaveClicked, { scope, params: 'hours' });
    expect(scope.getState($problems)).toEqual({ OPENING_HOURS_MONDAY: 'too_long' });
    expect(scope.getState($parametersRefusal)?.message).toBe('Certains réglages ne sont pas valides.');
    expect(scope.getState(parametersForm.$failures)).toBe(1);
    // the identity's form does not show the hours' failure
    await edit(scope, 'COMPANY_NAME', 'Mairie');
    await allSettled(groupSaveClicked, { scope, params: 'identity' });
    expect(scope.getState($savedGroup)).toBe('identity');
    expect(scope.getState(parametersForm.$failures)).toBe(1);
  });

  it('names the changed values of a group only', () => {
    const [identity] = GROUPS;
    expect(changedValues(identity, { COMPANY_NAME: 'Mairie', OPENING_HOURS_MONDAY: 'x' })).toEqual({
      COMPANY_NAME: 'Mairie',
    });
    expect(changedValues(identity, { COMPANY_NAME: ' Mairie de Vallon-sur-Lys ' })).toEqual({});
  });
});
