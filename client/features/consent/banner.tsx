// SPEC §1: the consent banner sits at the bottom, is in French whatever the page locale, and
// offers 'Tout accepter' and 'Tout refuser' with equal weight. It is a real form so that it
// works before hydration and without JavaScript.
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useRef } from 'react';
import { CONSENT_COOKIE, type ConsentChoice, parseConsent } from '#shared/lib/consent.ts';
import { formatDate } from '#shared/lib/format.ts';
import { useFrenchI18n } from '../../shared/lib/french-i18n.tsx';
import {
  $consent,
  $consentBannerVisible,
  $consentManaging,
  consentChosen,
  consentCookieRead,
} from './model.ts';
import './banner.css';
import { useLocation } from '../../shared/router/view.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';

/** The two choices, as a form that posts to /consent and is enhanced when JavaScript runs. */
function ConsentForm() {
  const choose = useUnit(consentChosen);
  const location = useLocation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const choice = submitter?.value as ConsentChoice | undefined;
    if (choice !== 'all' && choice !== 'none') return; // let the browser post the form
    event.preventDefault();
    choose(choice);
  };
  return (
    <form method="post" action="/consent" className="consent-actions" onSubmit={onSubmit}>
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <button type="submit" name="choice" value="none" className="button consent-button">
        <Trans>Deny all</Trans>
      </button>
      <button type="submit" name="choice" value="all" className="button consent-button">
        <Trans>Accept all</Trans>
      </button>
    </form>
  );
}

function BannerContent() {
  const { t } = useLingui();
  const managing = useUnit($consentManaging);
  const ref = useRef<HTMLElement>(null);
  // Reopened from 'Gérer les cookies': take the visitor to the choices.
  useEffect(() => {
    if (managing) ref.current?.querySelector('button')?.focus();
  }, [managing]);
  return (
    <section className="consent" aria-label={t`Cookie consent`} lang="fr" ref={ref}>
      <div className="consent-inner">
        <p className="consent-text">
          <Trans>
            We use cookies to measure the audience of this site, only if you agree. You can change your choice
            at any time from the "Manage cookies" link at the bottom of each page.
          </Trans>{' '}
          <AppLink to="/cookie-policy">
            <Trans>Read the cookie policy</Trans>
          </AppLink>
        </p>
        <ConsentForm />
      </div>
    </section>
  );
}

export function ConsentBanner() {
  const visible = useUnit($consentBannerVisible);
  const french = useFrenchI18n();
  if (!visible) return null;
  return (
    <I18nProvider i18n={french}>
      <BannerContent />
    </I18nProvider>
  );
}

/** The cookie policy's own section, the target of 'Gérer les cookies' without JavaScript. */
export function ConsentChoices() {
  const consent = useUnit($consent);
  const french = useFrenchI18n();
  return (
    <I18nProvider i18n={french}>
      <section
        id="gestion-des-cookies"
        className="consent-choices"
        aria-labelledby="consent-choices-title"
        lang="fr"
      >
        <h2 id="consent-choices-title">
          <Trans>Your choice</Trans>
        </h2>
        <p>
          {consent === null ? (
            <Trans>You have not chosen yet.</Trans>
          ) : !consent.decidedAt ? (
            // a page shared by every visitor of this choice: the date is read in the browser
            consent.choice === 'all' ? (
              <Trans>You accepted audience measurement.</Trans>
            ) : (
              <Trans>You refused audience measurement.</Trans>
            )
          ) : consent.choice === 'all' ? (
            <Trans>You accepted audience measurement on {formatDate(new Date(consent.decidedAt))}.</Trans>
          ) : (
            <Trans>You refused audience measurement on {formatDate(new Date(consent.decidedAt))}.</Trans>
          )}
        </p>
        <ConsentForm />
      </section>
    </I18nProvider>
  );
}

/** A page the cache shares holds the visitor's choice without its date: once hydrated (the
 * markup matches the server's), the date is read from the visitor's own cookie. */
export function ConsentCookieReader() {
  const read = useUnit(consentCookieRead);
  useEffect(() => {
    const value = document.cookie
      .split(/;\s*/)
      .find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
      ?.slice(CONSENT_COOKIE.length + 1);
    const consent = parseConsent(value);
    if (consent) read(consent);
  }, [read]);
  return null;
}
