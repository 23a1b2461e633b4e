// /admin/reglages: every site parameter but the colours, one section per group with a table of
// contents at the top; each group saved by its own button, with only what changed (ADR 016).
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { ParameterGroup } from '#shared/contracts/admin-settings.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { PanelPage } from './panel.tsx';
import { ADMIN_PATHS } from './paths.ts';
import { ParameterField } from './settings-fields.tsx';
import { GroupForm } from './settings-group.tsx';
import { $parameterGroups, $parametersStatus, CODE_GROUP, THEME_GROUP } from './settings-model.ts';
import './settings.css';

const sectionId = (group: string) => `reglages-${group}`;

function GroupSection({ group }: { group: ParameterGroup }) {
  const form = `settings-${group.group}`;
  return (
    <section id={sectionId(group.group)} className="panel settings-group" aria-labelledby={`${form}-title`}>
      <h2 id={`${form}-title`} className="panel-title">
        {group.label}
      </h2>
      {group.group === CODE_GROUP && (
        <p className="form-status form-status-warning settings-code-warning">
          <Trans>
            This code runs on every page of the site, for every visitor: a mistake can break the site or leak
            visitors’ data. Only paste code whose origin you know, and check the site after saving.
          </Trans>
        </p>
      )}
      <GroupForm id={form} group={group}>
        <div className="settings-fields">
          {group.parameters.map((parameter) => (
            <ParameterField key={parameter.type} form={form} parameter={parameter} />
          ))}
        </div>
      </GroupForm>
    </section>
  );
}

export function Component() {
  const { t } = useLingui();
  const [groups, status] = useUnit([$parameterGroups, $parametersStatus]);
  const shown = groups.filter((g) => g.group !== THEME_GROUP);
  return (
    <PanelPage title={<Trans>Settings</Trans>}>
      <p className="admin-intro">
        <Trans>
          The site’s settings, by subject. Each part is saved by its own button, with only what you changed; a
          field left empty takes the site’s default.
        </Trans>
      </p>
      <p className="admin-intro">
        <Trans>
          The colours, logos, banner and fonts are on the{' '}
          <AppLink to={ADMIN_PATHS.appearance}>Appearance</AppLink> page; the organisation’s addresses on the{' '}
          <AppLink to={ADMIN_PATHS.addresses}>Addresses</AppLink> page.
        </Trans>
      </p>
      {status !== 200 ? (
        <p className="form-summary form-summary-title" role="alert">
          <Trans>The settings could not be loaded. Try again in a moment.</Trans>
        </p>
      ) : (
        <>
          <nav className="settings-toc" aria-label={t`Parts of the settings`}>
            <ul>
              {shown.map((group) => (
                <li key={group.group}>
                  <a href={`#${sectionId(group.group)}`}>{group.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="settings-groups">
            {shown.map((group) => (
              <GroupSection key={group.group} group={group} />
            ))}
          </div>
        </>
      )}
    </PanelPage>
  );
}
