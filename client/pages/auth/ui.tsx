import { Trans } from '@lingui/react/macro';
import { LoginSection } from './login-form.tsx';
import { RegisterSection } from './register-form.tsx';
import './auth.css';

export function Component() {
  return (
    <article className="page auth-page">
      <h1 className="page-title">
        <Trans>Log in or create an account</Trans>
      </h1>
      <div className="auth-layout">
        <LoginSection />
        <RegisterSection />
      </div>
    </article>
  );
}
