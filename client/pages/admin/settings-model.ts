// /admin/reglages and the colours of /admin/apparence: the site's parameters (ADR 016), grouped as
// the API answers them. Each field's value is kept as typed and checked by the rules the server
// applies (shared/config/parameter-rules.ts) when it is left, and again as it is typed once it was
// found wrong; each group is saved on its own, sending only the values that changed.
import { createEvent, createStore, sample } from 'effector';
import { parameterProblem } from '#shared/config/parameter-rules.ts';
import type { FieldError } from '#shared/contracts/account.ts';
import type { AdminParameter, ParameterGroup } from '#shared/contracts/admin-settings.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { createFormModel, type FormFailure, type FormModel } from '../../shared/lib/form.ts';
import { lastRefusal } from './admin-form.ts';
import { panelStatusOf } from './panel-model.ts';

/** The group of the colours: on the Apparence screen, not on Réglages. */
export const THEME_GROUP = 'theme';
/** The group of the code injected in every page: only operators receive it. */
export const CODE_GROUP = 'code';

export const settingsOpened = createEvent();
/** A screen of parameters opened (Réglages or Apparence): the values are read again and what was
 * typed before is dropped. */
export const parametersNeeded = createEvent();
sample({ clock: settingsOpened, target: parametersNeeded });

const fetchParametersFx = createApiEffect<void, ParameterGroup[]>(() => ({ path: '/admin/parameters' }));

export const $parameterGroups = createStore<ParameterGroup[]>([]);
export const $parametersStatus = createStore(200);

sample({ clock: parametersNeeded, target: fetchParametersFx });
sample({
  clock: fetchParametersFx.doneData,
  fn: (response) => (response.body.success ? response.body.data : []),
  target: $parameterGroups,
});
sample({ clock: fetchParametersFx.doneData, fn: panelStatusOf, target: $parametersStatus });
sample({ clock: fetchParametersFx.fail, fn: () => 500, target: $parametersStatus });

/** Every parameter by its type. */
export const $parametersByType = $parameterGroups.map(
  (groups): Record<string, AdminParameter> =>
    Object.fromEntries(groups.flatMap((g) => g.parameters.map((p) => [p.type, p]))),
);

/** Two values that mean the same for this parameter: a box left unticked is `false`, as is a
 * value never set; an empty text clears the value. */
export function sameValue(parameter: AdminParameter, a: string | null, b: string | null): boolean {
  if (parameter.kind === 'BOOLEAN') return (a === 'true') === (b === 'true');
  return (a ?? '') === (b ?? '');
}

/** The value the API is sent: trimmed but for long texts (the server's own rule), null to clear. */
export function sentValue(parameter: AdminParameter, typed: string): string | null {
  const value = parameter.kind === 'TEXT' ? typed : typed.trim();
  return value.trim() === '' ? null : value;
}

// --- Typing, and the rules checked in the browser ---------------------------------------------

export const parameterEdited = createEvent<{ type: string; value: string }>();
/** The focus left a field: its value is checked. */
export const parameterLeft = createEvent<string>();

/** What was typed and differs from the stored value, by type (one person's typing: not sent with
 * the page). */
export const $edits = createStore<Record<string, string>>({}, { serialize: 'ignore' }).reset(
  parametersNeeded,
);
/** Each field's error code: found by the rules when it was left, or named by the API. */
export const $problems = createStore<Record<string, string>>({}, { serialize: 'ignore' }).reset(
  parametersNeeded,
);

const without = <V>(record: Record<string, V>, key: string): Record<string, V> => {
  const { [key]: _, ...rest } = record;
  return rest;
};

sample({
  clock: parameterEdited,
  source: { edits: $edits, byType: $parametersByType },
  fn: ({ edits, byType }, { type, value }) => {
    const parameter = byType[type];
    if (!parameter) return edits;
    return sameValue(parameter, value, parameter.value) ? without(edits, type) : { ...edits, [type]: value };
  },
  target: $edits,
});

/** The value a field shows: as typed, else as stored. */
const shownValue = (parameter: AdminParameter, edits: Record<string, string>) =>
  edits[parameter.type] ?? parameter.value ?? '';

const problemOf = (parameter: AdminParameter, value: string) =>
  parameterProblem(parameter.type, parameter.kind, sentValue(parameter, value));

const recheck = (problems: Record<string, string>, parameter: AdminParameter, value: string) => {
  const problem = problemOf(parameter, value);
  return problem ? { ...problems, [parameter.type]: problem } : without(problems, parameter.type);
};

// a field is checked when it is left; once found wrong, as it is typed, so that its error goes as
// soon as it is right; a choice (a box, a list) at once
sample({
  clock: parameterLeft,
  source: { problems: $problems, edits: $edits, byType: $parametersByType },
  filter: ({ byType }, type) => type in byType,
  fn: ({ problems, edits, byType }, type) =>
    recheck(problems, byType[type]!, shownValue(byType[type]!, edits)),
  target: $problems,
});
sample({
  clock: parameterEdited,
  source: { problems: $problems, byType: $parametersByType },
  filter: ({ problems, byType }, { type }) => {
    const parameter = byType[type];
    return !!parameter && (type in problems || parameter.kind === 'BOOLEAN' || !!parameter.choices);
  },
  fn: ({ problems, byType }, { type, value }) => recheck(problems, byType[type]!, value),
  target: $problems,
});

// --- Saving a group ----------------------------------------------------------------------------

export interface ParametersSave {
  group: string;
  /** The changed values, by type. */
  values: Record<string, string | null>;
}

/** The values of a group that differ from the stored ones, as the API takes them. */
export function changedValues(
  group: ParameterGroup | undefined,
  edits: Record<string, string>,
): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  for (const parameter of group?.parameters ?? []) {
    const typed = edits[parameter.type];
    if (typed === undefined) continue;
    const value = sentValue(parameter, typed);
    if (!sameValue(parameter, value, parameter.value)) values[parameter.type] = value;
  }
  return values;
}

/** The rules' verdict on the values sent, with the API's paths (`values.<TYPE>`). */
export function parameterErrors(
  values: Record<string, string | null>,
  byType: Record<string, AdminParameter>,
): FieldError[] {
  return Object.entries(values).flatMap(([type, value]) => {
    const parameter = byType[type];
    const problem = parameter ? parameterProblem(type, parameter.kind, value) : null;
    return problem ? [{ path: `values.${type}`, message: problem }] : [];
  });
}

/** A group's « Enregistrer » was pressed. */
export const groupSaveClicked = createEvent<string>();

const saveParametersFx = createApiEffect<ParametersSave, ParameterGroup[]>(({ values }) => ({
  method: 'PUT',
  path: '/admin/parameters',
  body: { values },
}));

/** The form of the group being saved. */
export const parametersForm = createFormModel({
  fx: saveParametersFx,
  source: $parametersByType,
  check: ({ values }: ParametersSave, byType) => parameterErrors(values, byType),
});

/** What the forms of the other groups show meanwhile: no failure, nothing awaited. */
export const quietParametersForm: FormModel<ParametersSave, ParameterGroup[]> = {
  ...parametersForm,
  $failure: createStore<FormFailure | null>(null, { serialize: 'ignore' }),
  $failures: createStore(0, { serialize: 'ignore' }),
  $pending: createStore(false, { serialize: 'ignore' }),
};

/** The group whose form was sent last: it shows the failure and the wait. */
export const $savedGroup = createStore<string | null>(null, { serialize: 'ignore' }).reset(parametersNeeded);
export const $parametersRefusal = lastRefusal(saveParametersFx, [parametersNeeded, groupSaveClicked]);

const asked = sample({
  clock: groupSaveClicked,
  source: { groups: $parameterGroups, edits: $edits, pending: saveParametersFx.pending },
  filter: ({ pending }) => !pending,
  fn: ({ groups, edits }, group): ParametersSave => ({
    group,
    values: changedValues(
      groups.find((g) => g.group === group),
      edits,
    ),
  }),
});
const toSend = asked.filter({ fn: ({ values }) => Object.keys(values).length > 0 });
const nothingToSend = asked.filter({ fn: ({ values }) => Object.keys(values).length === 0 });

// the form of the group sent starts afresh (another group's failure is not its own)
sample({ clock: toSend, target: parametersForm.reset });
sample({ clock: toSend, fn: ({ group }) => group, target: $savedGroup });
sample({ clock: toSend, target: parametersForm.submitted });

// the fields named by a refusal (the rules', or the API's) show their error
const failed = sample({ clock: parametersForm.$failure, filter: Boolean });
$problems.on(failed, (problems, failure) => {
  const named = failure.fields.filter((f) => f.path.startsWith('values.'));
  return named.length
    ? { ...problems, ...Object.fromEntries(named.map((f) => [f.path.slice('values.'.length), f.message])) }
    : problems;
});

// saved: the stored values are the API's, and what was sent is no longer an edit
$parameterGroups.on(parametersForm.succeeded, (_, { data }) => data);
sample({
  clock: parametersForm.succeeded,
  source: { edits: $edits, byType: $parametersByType },
  fn: ({ edits, byType }, { params }) => {
    let left = edits;
    for (const [type, value] of Object.entries(params.values)) {
      const parameter = byType[type];
      if (
        parameter &&
        edits[type] !== undefined &&
        sameValue(parameter, sentValue(parameter, edits[type]), value)
      )
        left = without(left, type);
    }
    return left;
  },
  target: $edits,
});
$problems.on(parametersForm.succeeded, (problems, { params }) =>
  Object.keys(params.values).reduce(without, problems),
);

/** What a group's status says: saved, or nothing to save (counted: said again each time). */
export type GroupNews = { group: string; kind: 'saved' | 'unchanged'; count: number };
const $newsCount = createStore(0, { serialize: 'ignore' });
export const $groupNews = createStore<GroupNews | null>(null, { serialize: 'ignore' }).reset(
  parametersNeeded,
  groupSaveClicked,
  parameterEdited,
);
const news = sample({
  clock: [
    parametersForm.succeeded.map(({ params }) => ({ group: params.group, kind: 'saved' as const })),
    nothingToSend.map(({ group }) => ({ group, kind: 'unchanged' as const })),
  ],
  source: $newsCount,
  fn: (count, item): GroupNews => ({ ...item, count: count + 1 }),
});
sample({ clock: news, target: $groupNews });
sample({ clock: news, fn: ({ count }) => count, target: $newsCount });
