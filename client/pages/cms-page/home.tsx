// The home page: the hero, then the blocks of the CMS page `accueil`, which administrators
// arrange (promoted and latest news, agenda, the mayor's word, quick links, numbers, hours…).
import { useUnit } from 'effector-react';
import type { PageDetail } from '#shared/contracts/page.ts';
import { $siteInfo } from '../../entities/site/index.ts';
import { PageLayout } from '../../widgets/page-blocks/index.ts';
import './home.css';

export function HomePage({ page }: { page: PageDetail }) {
  const site = useUnit($siteInfo);
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
