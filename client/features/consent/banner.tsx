// SPEC §1: the consent banner sits at the bottom, is in French whatever the page locale, and
// offers 'Tout accepter' and 'Tout refuser' with equal weight. It is a real form so that it
// works before hydration and without JavaScript (STACK-NOTES "SSR").
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { ConsentChoice } from '#shared/lib/consent.ts';
import { useFrenchI18n } from '../../shared/lib/french-i18n.tsx';
import { $consentBannerVisible, consentChosen } from './model.ts';

function BannerContent({ returnTo }: { returnTo: string }) {
  const { t } = useLingui();
  const choose = useUnit(consentChosen);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const choice = submitter?.value as ConsentChoice | undefined;
    if (choice !== 'all' && choice !== 'none') return; // let the browser post the form
    event.preventDefault();
    choose(choice);
  };
  return (
    <section className="consent" aria-label={t`Cookie consent`} lang="fr">
      <div className="consent-inner">
        <p className="consent-text">
          <Trans>
            We use cookies to measure the audience of this site, only if you agree. You can change your choice
            at any time from the "Manage cookies" link at the bottom of each page.
          </Trans>{' '}
          <Link to="/cookie-policy">
            <Trans>Read the cookie policy</Trans>
          </Link>
        </p>
        <form method="post" action="/consent" className="consent-actions" onSubmit={onSubmit}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" name="choice" value="none" className="button consent-button">
            <Trans>Deny all</Trans>
          </button>
          <button type="submit" name="choice" value="all" className="button consent-button">
            <Trans>Accept all</Trans>
          </button>
        </form>
      </div>
    </section>
  );
}

export function ConsentBanner() {
  const visible = useUnit($consentBannerVisible);
  const location = useLocation();
  const french = useFrenchI18n();
  if (!visible) return null;
  return (
    <I18nProvider i18n={french}>
      <BannerContent returnTo={location.pathname + location.search} />
    </I18nProvider>
  );
}
