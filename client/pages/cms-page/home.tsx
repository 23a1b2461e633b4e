// The home page: the hero, then the blocks of the CMS page `accueil`, which administrators
// arrange (promoted and latest news, agenda, the mayor's word, quick links, numbers, hours…).
import { useUnit } from 'effector-react';
import { $siteInfo } from '../../entities/site/index.ts';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { PageLayout } from '../../widgets/page-blocks/index.ts';
import { $cmsPage, $cmsPageStatus } from './model.ts';
import './home.css';

export function Component() {
  const [page, status, site] = useUnit([$cmsPage, $cmsPageStatus, $siteInfo]);
  if (status !== 200 || !page) return <ErrorPage status={status === 200 ? 404 : status} />;
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title" className="hero-title">
          {site?.name ?? page.title}
        </h1>
        {page.metaDescription && <p className="hero-text">{page.metaDescription}</p>}
      </section>
      <PageLayout page={page} />
    </div>
  );
}
