// A group of parameters as a form (ADR 016): the API's refusal at the top, its fields, its
// « Enregistrer » button, a word when changes wait to be saved, and a polite status that says
// « Enregistré ». Réglages has one per group, Apparence one for the colours.
import { Trans } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { ParameterGroup } from '#shared/contracts/admin-settings.ts';
import { SubmitButton } from '../../shared/ui/api-form.tsx';
import { AdminForm } from './admin-ui.tsx';
import {
  $edits,
  $groupNews,
  $parametersRefusal,
  $savedGroup,
  groupSaveClicked,
  parametersForm,
  quietParametersForm,
} from './settings-model.ts';

/** Under a group's button: « Enregistré », or that nothing changed (a polite status, there from
 * the start so that its news is read). */
function GroupNews({ group }: { group: string }) {
  const news = useUnit($groupNews);
  const mine = news?.group === group ? news : null;
  return (
    <p className="settings-news" role="status">
      {mine?.kind === 'saved' ? (
        <Trans>Saved</Trans>
      ) : mine?.kind === 'unchanged' ? (
        <Trans>Nothing to save: no field was changed.</Trans>
      ) : null}
    </p>
  );
}

/** Says that a group holds changes not saved yet. */
function Unsaved({ group }: { group: ParameterGroup }) {
  const edits = useUnit($edits);
  return group.parameters.some((p) => edits[p.type] !== undefined) ? (
    <p className="settings-unsaved">
      <Trans>Changes not saved yet</Trans>
    </p>
  ) : null;
}

/** A group's form: its refusal at the top, its fields, its button and its news. */
export function GroupForm({
  id,
  group,
  children,
}: {
  id: string;
  group: ParameterGroup;
  children: ReactNode;
}) {
  const [saved, refusal, save] = useUnit([$savedGroup, $parametersRefusal, groupSaveClicked]);
  const mine = saved === group.group;
  const { label } = group;
  const labels = Object.fromEntries(group.parameters.map((p) => [`values.${p.type}`, p.label]));
  return (
    <AdminForm
      id={id}
      model={mine ? parametersForm : quietParametersForm}
      refusal={mine ? refusal : null}
      labels={labels}
      onValues={() => save(group.group)}
    >
      {children}
      <div className="form-actions settings-actions">
        <SubmitButton>
          <Trans>
            Save<span className="visually-hidden"> “{label}”</span>
          </Trans>
        </SubmitButton>
        <Unsaved group={group} />
        <GroupNews group={group.group} />
      </div>
    </AdminForm>
  );
}
