// A search or filter form sent by GET (ADR 009): a plain HTML form that works before hydration
// and without JavaScript; with it, the router shows the results in place (no page load).
import type { FormHTMLAttributes, SubmitEvent } from 'react';
import { useOptionalRouter } from '../router/view.tsx';
import { absoluteAppPath, appHref } from './app-link.tsx';

export type GetFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action'> & {
  /** The app path the form goes to; the page on screen by default. */
  action?: string;
  /** Keeps the scroll where it is (a list filtered in place). */
  preventScrollReset?: boolean;
  replace?: boolean;
};

export function GetForm({ action, preventScrollReset, replace, onSubmit, children, ...rest }: GetFormProps) {
  const router = useOptionalRouter();
  const path = absoluteAppPath(
    action ?? router?.route.location.pathname ?? '/',
    router?.route.location.pathname ?? '/',
  );
  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    const form = event.currentTarget;
    const target = form.getAttribute('target');
    if (!router || event.defaultPrevented || (target && target !== '_self')) return;
    event.preventDefault();
    const { submitter } = event;
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form, submitter))
      if (typeof value === 'string') query.append(name, value);
    const search = query.toString();
    router.navigate(`${path.replace(/[?#].*$/, '')}${search ? `?${search}` : ''}`, {
      replace,
      preventScrollReset,
    });
  };
  return (
    <form {...rest} method="get" action={appHref(router?.basename ?? '', path)} onSubmit={handleSubmit}>
      {children}
    </form>
  );
}
