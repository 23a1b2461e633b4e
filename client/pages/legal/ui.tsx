import { useUnit } from 'effector-react';
import { ConsentChoices } from '../../features/consent/index.ts';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { RichText } from '../../shared/ui/rich-text.tsx';
import { $legalPage, $legalPageStatus } from './model.ts';

export function Component() {
  const [page, status] = useUnit([$legalPage, $legalPageStatus]);
  if (status !== 200 || !page?.html) return <ErrorPage status={status === 200 ? 404 : status} />;
  return (
    <article className="page legal-page">
      <Breadcrumbs crumbs={[{ title: page.title, path: '' }]} />
      <h1 className="page-title">{page.title}</h1>
      <RichText html={page.html} />
      {page.parameter === 'COOKIE_POLICY' && <ConsentChoices />}
    </article>
  );
}
