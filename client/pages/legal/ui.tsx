import { useUnit } from 'effector-react';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { RichText } from '../../shared/ui/rich-text.tsx';
import { $legalPage } from './model.ts';

export function Component() {
  const page = useUnit($legalPage);
  if (!page?.html) return <ErrorPage status={404} />;
  return (
    <article className="page legal-page">
      <Breadcrumbs crumbs={[{ title: page.title, path: '' }]} />
      <h1 className="page-title">{page.title}</h1>
      <RichText html={page.html} />
    </article>
  );
}
