import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { AdminSite } from '#shared/contracts/admin.ts';
import { ApiForm, SubmitButton } from '../../shared/ui/api-form.tsx';
import { PanelPage } from './panel.tsx';
import { $handoffSiteId, $handoffUrl, $sites, $sitesStatus, handoffForm } from './sites-model.ts';
import { NewSiteForm } from './sites-new.tsx';

/** A host of the site, served as the site's address is (its scheme and port). */
function hostLink(site: AdminSite, host: string): string | null {
  try {
    const { protocol, port } = new URL(site.url);
    return `${protocol}//${host}${port ? `:${port}` : ''}/`;
  } catch {
    return null;
  }
}

function OpenPanel({ site }: { site: AdminSite }) {
  const [sent, failure, pending, url] = useUnit([
    $handoffSiteId,
    handoffForm.$failure,
    handoffForm.$pending,
    $handoffUrl,
  ]);
  const mine = sent === site.id;
  const { name } = site;
  // after a post without JavaScript, the server's page offers the link itself
  if (mine && url)
    return (
      <a className="button" href={url}>
        <Trans>
          Continue to the administration<span className="visually-hidden"> of {name}</span>
        </Trans>
      </a>
    );
  return (
    <ApiForm
      id={`handoff-${site.id}`}
      model={handoffForm}
      labels={{}}
      failure={mine ? failure : null}
      values={() => ({ siteId: site.id })}
      className="form admin-handoff-form"
    >
      <SubmitButton pending={mine && pending} className="button button-secondary">
        <Trans>
          Open the administration<span className="visually-hidden"> of {name}</span>
        </Trans>
      </SubmitButton>
    </ApiForm>
  );
}

function SiteRow({ site }: { site: AdminSite }) {
  return (
    <tr>
      <th scope="row">
        {site.name}
        {site.current && (
          <>
            {' '}
            <span className="admin-tag">
              <Trans>this site</Trans>
            </span>
          </>
        )}
      </th>
      <td>
        <ul className="admin-hosts">
          {site.hosts.map((host) => {
            const href = hostLink(site, host);
            return <li key={host}>{href ? <a href={href}>{host}</a> : host}</li>;
          })}
        </ul>
      </td>
      <td>
        {site.isBuilding ? (
          <span className="admin-tag admin-tag-building">
            <Trans>Under construction</Trans>
          </span>
        ) : (
          <Trans>Open to visitors</Trans>
        )}
      </td>
      <td>{site.isECommerce ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
      <td>{site.current ? <span className="meta">—</span> : <OpenPanel site={site} />}</td>
    </tr>
  );
}

export function Component() {
  const { t } = useLingui();
  const [sites, status] = useUnit([$sites, $sitesStatus]);
  return (
    <PanelPage title={<Trans>Sites</Trans>}>
      <p className="admin-intro">
        <Trans>
          Every site of this deployment. Opening another site’s administration signs you in there with a
          single-use link.
        </Trans>
      </p>
      {status !== 200 ? (
        <p className="form-summary form-summary-title" role="alert">
          <Trans>The sites could not be loaded. Try again in a moment.</Trans>
        </p>
      ) : (
        <section
          className="admin-table-wrap"
          aria-labelledby="sites-caption"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (WCAG 2.1.1)
          tabIndex={0}
        >
          <table className="admin-table admin-sites">
            <caption id="sites-caption">{t`The deployment’s sites`}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Addresses</Trans>
                </th>
                <th scope="col">
                  <Trans>State</Trans>
                </th>
                <th scope="col">
                  <Trans>Shop</Trans>
                </th>
                <th scope="col">
                  <Trans>Administration</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {sites.map((site) => (
                <SiteRow key={site.id} site={site} />
              ))}
            </tbody>
          </table>
        </section>
      )}
      <NewSiteForm />
    </PanelPage>
  );
}
