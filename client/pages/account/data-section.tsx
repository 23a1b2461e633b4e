import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { PROBLEMS } from '../../shared/ui/form-messages.ts';
import { $exportPending, $exportProblem, exportRequested } from './model.ts';
import '../../shared/ui/form.css';

/** RGPD art. 15 and 20: everything stored about the account, as a JSON file. */
export function DataSection() {
  const { t, i18n } = useLingui();
  const [pending, problem, requestExport] = useUnit([$exportPending, $exportProblem, exportRequested]);
  return (
    <section className="panel" aria-labelledby="data-title">
      <h2 id="data-title" className="panel-title">
        <Trans>My data</Trans>
      </h2>
      <p>
        <Trans>
          Download a copy of everything this site keeps about your account, as a JSON file you can open or
          take elsewhere.
        </Trans>
      </p>
      {problem && (
        <p className="form-summary form-summary-title" role="alert">
          {i18n._(PROBLEMS[problem])}
        </p>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={pending || undefined}
          onClick={() => requestExport({ fileName: t`my-data` })}
        >
          <Trans>Download my data</Trans>
        </button>
      </div>
    </section>
  );
}
