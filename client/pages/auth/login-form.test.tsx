// The login form as a French visitor reads it, before and after the API asks for the code of an
// authenticator app (ADR 013).
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messages as account } from '../../../locales/fr-FR/account.po';
import { messages as forms } from '../../../locales/fr-FR/forms.po';
import { messages } from '../../../locales/fr-FR/messages.po';
import { failure, fakeApi } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { LoginSection } from './login-form.tsx';
import { loginForm } from './model.ts';

const i18n = setupI18n({ locale: 'fr-FR', messages: { 'fr-FR': { ...messages, ...forms, ...account } } });

async function render(answer: ReturnType<typeof failure> | null) {
  const scope = fork({ handlers: [[requestFx, fakeApi(answer ? { 'POST /login': answer } : {}).handler]] });
  if (answer)
    await allSettled(loginForm.submitted, {
      scope,
      params: { email: 'a@example.org', password: 'right-one' },
    });
  return renderToStaticMarkup(
    <Provider value={scope}>
      <I18nProvider i18n={i18n}>
        <LoginSection />
      </I18nProvider>
    </Provider>,
  );
}

const codeInput = (html: string) => /<input[^>]*name="code"[^>]*>/.exec(html)?.[0] ?? null;

describe('the login form', () => {
  it('asks for the e-mail and the password alone at first', async () => {
    const html = await render(null);
    expect(codeInput(html)).toBeNull();
  });

  it('adds the code field once the API asks for it, with the digits keyboard and the system’s code', async () => {
    const html = await render(failure(401, { secondFactor: true }, 'Saisissez le code.'));
    const input = codeInput(html);
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('autoComplete="one-time-code"');
    expect(html).toContain('Code de l’application d’authentification');
    expect(html).toContain('Ce compte est protégé par une double authentification');
    // the next step, not an error
    expect(html).not.toContain('form-summary');
  });

  it('says a wrong password as before when no second factor is due', async () => {
    const html = await render(failure(401, null, 'E-mail ou mot de passe incorrect.'));
    expect(codeInput(html)).toBeNull();
    expect(html).toContain('L’adresse e-mail ou le mot de passe est incorrect.');
  });
});
