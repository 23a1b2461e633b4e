// The content pages and blocks of issue 3, rendered by the server: the home page made of blocks,
// the news list page (pagination without JavaScript), albums, the blog (canonical URLs, 301, the
// empty-slug fallback, 404 where it is off or for another site's ids), services, reviews, videos
// (nothing asked from YouTube before a click) and their JSON-LD.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogFolderPath, blogPath } from '#shared/config/sections.ts';
import { slugify } from '#shared/lib/slug.ts';
import { blogs, news, pageLayouts, pages } from '../../server/db/schema.ts';
import { siteContextFor } from '../../server/modules/context.ts';
import { savePageLayout } from '../../server/modules/pages/write.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { withContentChange } from '../support/content-change.ts';
import { TOWN_HOST, TOWN_ORIGIN, WINE_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const page = (path: string, host = TOWN_HOST) =>
  t.http.get(path).set('Host', host).set('User-Agent', 'Mozilla/5.0 test').redirects(0);
const api = async <T>(path: string, host = TOWN_HOST): Promise<T> =>
  (await t.http.get(`/api${path}`).set('Host', host)).body.data as T;
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
const description = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];

const withTownChange = async (
  change: () => Promise<void>,
  restore: () => Promise<void>,
  run: () => Promise<void>,
) => withContentChange(t, await siteId(t.database, 'vallon-sur-lys'), change, restore, run);

interface NewsItem {
  id: number;
  title: string;
  slug: string;
  isPromoted: boolean;
}

describe('the home page, made of blocks', () => {
  it('shows the promoted item first in the flat style, then the latest news, the agenda, the mayor’s word, quick links, numbers and hours', async () => {
    const res = await page('/');
    expect(res.status).toBe(200);
    const main = mainOf(res.text);
    const [promoted] = (await api<{ items: NewsItem[] }>('/news?promoted=true&nbItem=1')).items;
    const latest = (await api<{ items: NewsItem[] }>('/news?promoted=false&nbItem=4')).items;
    // the flat promoted card comes before the list, and the promoted item is not repeated in it
    const flat = main.indexOf('class="news-promoted news-promoted-flat"');
    expect(flat).toBeGreaterThan(-1);
    // with its seeded illustration in responsive variants, then its text
    expect(main.slice(flat)).toMatch(
      /^[^>]+><img class="news-promoted-image" src="\/_ipx\/w_640,f_webp\/media\/illustrations\/[a-z-]+\.webp" srcSet="[^"]+ 1280w" [^>]*alt="Illustration : [^"]+"[^>]*\/><div class="news-promoted-body"><p class="news-promoted-label">À la une<\/p>/,
    );
    expect(flat).toBeLessThan(main.indexOf('class="news-items"'));
    expect(main.indexOf(`/actualites/${promoted!.slug}/${promoted!.id}"`)).toBeGreaterThan(flat);
    expect(main.indexOf(`/actualites/${promoted!.slug}/${promoted!.id}"`)).toBeLessThan(
      main.indexOf('news-items'),
    );
    expect(count(main, /class="news-card"/g)).toBe(4);
    for (const item of latest) expect(main).toContain(`href="/actualites/${item.slug}/${item.id}"`);
    expect(main).toMatch(/<time dateTime="[^"]+">\d{2}\/\d{2}\/\d{4}<\/time>/);
    expect(main).toContain('<a class="button button-secondary" href="/infos-utiles/en-ce-moment/actualites"');
    expect(text(main)).toContain('Toutes les actualités');
    // no pagination on the home page's list
    expect(main).not.toContain('class="pagination"');
    // the order of the sections, administrators' choice
    const order = [
      'Actualités',
      'Prochains rendez-vous',
      'Le mot du maire',
      'Accès rapides',
      'Numéros utiles',
      'Horaires de la mairie',
    ].map((heading) => main.indexOf(`>${heading}</h2>`));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(count(main, /class="agenda-item"/g)).toBeLessThanOrEqual(3);
    // quick links to the main sections, with their icons
    expect(main).toContain(
      'href="/vivre-a-vallon-sur-lys/vie-citoyenne/demarches-administratives-etat-civil"',
    );
    expect(main).toContain('class="icon quick-link-icon ql-school" aria-hidden="true"');
    expect(main).toMatch(/<nav class="block quick-links" aria-labelledby="[^"]+">/);
    // useful numbers and the town hall's hours (the parameters, Monday first)
    expect(main).toContain('href="tel:15"');
    expect(main).toMatch(/<dt>Lundi<\/dt><dd>9h00–12h00 et 14h00–17h30<\/dd>/);
    // the server cannot know the visitor's day: today is marked in the browser only
    expect(main).not.toContain('is-today');
    // what the blocks replaced is gone
    expect(main).not.toContain('promoted-card');
    expect(description(res.text)).toBe(
      'Site officiel de la commune de Vallon-sur-Lys : démarches, actualités, agenda, écoles et vie associative.',
    );
  });

  it('shows the images of news items in responsive variants, the promoted one beside its summary', async () => {
    const id = await siteId(t.database, 'vallon-sur-lys');
    const [promoted] = (await api<{ items: NewsItem[] }>('/news?promoted=true&nbItem=1')).items;
    const [other] = (await api<{ items: NewsItem[] }>('/news?promoted=false&nbItem=1')).items;
    const image = {
      url: '/media/album/saint-jean-1.svg',
      alt: 'La prairie de l’écluse en fête',
    };
    const ids = [promoted!.id, other!.id];
    const where = (newsId: number) => and(eq(news.siteId, id), eq(news.id, newsId));
    await withTownChange(
      async () => {
        for (const newsId of ids) await t.database.db.update(news).set({ image }).where(where(newsId));
      },
      async () => {
        for (const newsId of ids) await t.database.db.update(news).set({ image: null }).where(where(newsId));
      },
      async () => {
        const main = mainOf((await page('/')).text);
        expect(main).toMatch(
          /<article class="news-promoted news-promoted-flat"><img class="news-promoted-image" src="\/_ipx\/w_640,f_webp\/media\/album\/saint-jean-1.svg" srcSet="[^"]+" sizes="[^"]+" alt="La prairie de l’écluse en fête"/,
        );
        expect(main).toMatch(
          /<li class="news-card"><article><img class="news-card-image" src="\/_ipx\/w_480,f_webp\//,
        );
      },
    );
  });

  it('keeps /accueil as a redirect to /', async () => {
    const res = await page('/accueil');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/');
  });
});

describe('the news list page', () => {
  const NEWS = '/infos-utiles/en-ce-moment/actualites';

  it('lists 10 news a page (the configuration news-list) with page links that work without JavaScript', async () => {
    const { total } = await api<{ total: number }>('/news?nbItem=1');
    expect(total).toBeGreaterThan(10);
    const first = await page(NEWS);
    expect(first.status).toBe(200);
    expect(description(first.text)).toBe(
      'Les actualités de Vallon-sur-Lys : travaux, événements, vie municipale.',
    );
    const main = mainOf(first.text);
    expect(count(main, /class="news-card"/g)).toBe(10);
    expect(main).toContain(`<a rel="next" class="pagination-step" href="${NEWS}?page=2"`);
    const second = await page(`${NEWS}?page=2`);
    expect(second.status).toBe(200);
    expect(count(mainOf(second.text), /class="news-card"/g)).toBe(total - 10);
    expect(mainOf(second.text)).toContain('<span aria-current="page" class="pagination-current">');
    expect(canonical(second.text)).toBe(`${TOWN_ORIGIN}${NEWS}`);
  });
});

interface Album {
  id: number;
  title: string;
  slug: string;
  imageCount: number;
}

describe('albums', () => {
  it('lists the albums at /albums and on the page that holds an album list', async () => {
    const albums = (await api<{ items: Album[] }>('/album')).items;
    const res = await page('/albums');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1 class="page-title">Albums photo</h1>');
    for (const album of albums) expect(res.text).toContain(`href="/albums/${album.slug}/${album.id}"`);
    expect(text(res.text)).toMatch(/\d{2}\/\d{2}\/\d{4} · 6 photos/);
    expect((await page('/albums?page=2')).status).toBe(404);
    const sitemap = (await t.http.get('/sitemap.xml').set('Host', TOWN_HOST)).text;
    expect(sitemap).toContain(`<loc>${TOWN_ORIGIN}/albums</loc>`);
    expect(sitemap).toContain(`<loc>${TOWN_ORIGIN}/albums/${albums[0]!.slug}/${albums[0]!.id}</loc>`);
    expect(sitemap).toContain(`<loc>${TOWN_ORIGIN}/blog</loc>`);
    const section = await page('/infos-utiles/en-ce-moment');
    expect(mainOf(section.text)).toContain(`href="/albums/${albums[0]!.slug}/${albums[0]!.id}"`);
  });

  it('shows an album on its canonical URL, images opening the slider, described as an ImageGallery', async () => {
    const album = (await api<{ items: Album[] }>('/album')).items[0]!;
    const path = `/albums/${album.slug}/${album.id}`;
    const res = await page(path);
    expect(res.status).toBe(200);
    expect(canonical(res.text)).toBe(`${TOWN_ORIGIN}${path}`);
    expect(res.text).toContain('class="detail-page album-page"');
    expect(
      count(mainOf(res.text), /<button type="button" class="gallery-item" aria-label="Agrandir : /g),
    ).toBe(album.imageCount);
    const gallery = jsonLd(res.text).find((d) => d['@type'] === 'ImageGallery');
    expect(gallery).toMatchObject({ name: album.title, url: `${TOWN_ORIGIN}${path}` });
    expect(gallery.image).toHaveLength(album.imageCount);
    expect(gallery.image[0].contentUrl).toMatch(/^http:\/\/localhost:3000\/media\//);
    expect((await page(`/albums/autre/${album.id}`)).headers.location).toBe(path);
    expect((await page(`/albums/${album.id}`)).headers.location).toBe(path);
  });

  it('refuses bad ids and another site’s album with 404', async () => {
    const wine = (await api<{ items: Album[] }>('/album', WINE_HOST)).items[0]!;
    for (const path of ['/albums/x/abc', '/albums/x/0', `/albums/${wine.slug}/${wine.id}`]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('Cette page est introuvable');
    }
    expect((await page(`/albums/${wine.slug}/${wine.id}`, WINE_HOST)).status).toBe(200);
  });
});

interface Folder {
  id: number;
  title: string;
  slug: string;
}
interface Article {
  id: number;
  title: string;
  slug: string;
  folderId: number | null;
}

describe('the blog', () => {
  const town = async () => {
    const root = await api<{ folders: Folder[] }>('/blog/folder/list');
    const folder = root.folders[0]!;
    const content = await api<{ folders: Folder[]; blogs: Article[] }>(`/blog/folder/list/${folder.id}`);
    const sub = content.folders[0]!;
    const inSub = (await api<{ blogs: Article[] }>(`/blog/folder/list/${sub.id}`)).blogs[0]!;
    return { folder, sub, article: content.blogs[0]!, inSub };
  };

  it('shows the root, a folder (sub-folders, articles, breadcrumbs) and its canonical URL', async () => {
    const { folder, sub, article } = await town();
    const root = await page('/blog');
    expect(root.status).toBe(200);
    expect(canonical(root.text)).toBe(`${TOWN_ORIGIN}/blog`);
    const folderPath = blogFolderPath(folder.id, folder.slug, folder.title, slugify);
    expect(root.text).toContain(`href="${folderPath}"`);
    const res = await page(folderPath);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<h1 class="page-title">${folder.title}</h1>`);
    expect(canonical(res.text)).toBe(`${TOWN_ORIGIN}${folderPath}`);
    expect(res.text).toContain(`href="${blogFolderPath(sub.id, sub.slug, sub.title, slugify)}"`);
    expect(res.text).toContain(`href="${blogPath(article.id, article.slug, article.title, slugify)}"`);
    expect(text(mainOf(res.text))).toContain(`Accueil Blog ${folder.title}`);
    expect((await page(`/blog/dossier/${folder.id}/autre`)).headers.location).toBe(folderPath);
    expect((await page('/blog/dossier/abc')).status).toBe(404);
  });

  it('shows an article: breadcrumbs down its folders, date, body, og:type article and BlogPosting', async () => {
    const { folder, sub, inSub } = await town();
    const path = blogPath(inSub.id, inSub.slug, inSub.title, slugify);
    const res = await page(path);
    expect(res.status).toBe(200);
    expect(canonical(res.text)).toBe(`${TOWN_ORIGIN}${path}`);
    expect(res.text).toContain('<meta property="og:type" content="article">');
    expect(res.text).toContain('class="detail-page blog-article"');
    const crumbs = /<nav class="breadcrumbs"[\s\S]*?<\/nav>/.exec(res.text)![0];
    expect(text(crumbs).trim()).toBe(`Accueil Blog ${folder.title} ${sub.title} ${inSub.title}`);
    expect(text(mainOf(res.text))).toMatch(/Publié le \d{2}\/\d{2}\/\d{4}/);
    expect(mainOf(res.text)).toContain('<div class="rich-text">');
    const posting = jsonLd(res.text).find((d) => d['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: inSub.title,
      mainEntityOfPage: `${TOWN_ORIGIN}${path}`,
      publisher: { '@type': 'GovernmentOrganization' },
    });
    // another slug, or none, leads to the canonical URL
    expect((await page(`/blog/${inSub.id}/autre-chose`)).headers.location).toBe(path);
    expect((await page(`/blog/${inSub.id}?x=1`)).headers.location).toBe(`${path}?x=1`);
  });

  it('derives the URL from the title when the slug is empty (SPEC §2)', async () => {
    const { article } = await town();
    const id = await siteId(t.database, 'vallon-sur-lys');
    const where = and(eq(blogs.siteId, id), eq(blogs.id, article.id));
    await withTownChange(
      () =>
        t.database.db
          .update(blogs)
          .set({ slug: '' })
          .where(where)
          .then(() => undefined),
      () =>
        t.database.db
          .update(blogs)
          .set({ slug: article.slug })
          .where(where)
          .then(() => undefined),
      async () => {
        const path = `/blog/${article.id}/${slugify(article.title)}`;
        expect((await page(`/blog/${article.id}/${article.slug}-ancien`)).headers.location).toBe(path);
        const res = await page(path);
        expect(res.status).toBe(200);
        expect(canonical(res.text)).toBe(`${TOWN_ORIGIN}${path}`);
        const sitemap = (await t.http.get('/sitemap.xml').set('Host', TOWN_HOST)).text;
        expect(sitemap).toContain(`<loc>${TOWN_ORIGIN}${path}</loc>`);
      },
    );
  });

  it('answers 404 for another site’s article or folder, and everywhere when BLOG_ENABLED is off', async () => {
    const wineFolder = (await api<{ folders: Folder[] }>('/blog/folder/list', WINE_HOST)).folders[0]!;
    const wineArticle = (await api<{ blogs: Article[] }>(`/blog/folder/list/${wineFolder.id}`, WINE_HOST))
      .blogs[0]!;
    expect((await page(`/blog/${wineArticle.id}/x`)).status).toBe(404);
    expect((await page(`/blog/dossier/${wineFolder.id}/x`)).status).toBe(404);
    expect(
      (await page(blogPath(wineArticle.id, wineArticle.slug, wineArticle.title, slugify), WINE_HOST)).status,
    ).toBe(200);

    const { folder, article } = await town();
    const id = await siteId(t.database, 'vallon-sur-lys');
    await withTownChange(
      () => setParameters(t.database.db, id, { BLOG_ENABLED: 'false' }),
      () => setParameters(t.database.db, id, { BLOG_ENABLED: 'true' }),
      async () => {
        for (const path of [
          '/blog',
          blogFolderPath(folder.id, folder.slug, folder.title, slugify),
          blogPath(article.id, article.slug, article.title, slugify),
        ]) {
          const res = await page(path);
          expect(res.status, path).toBe(404);
        }
        // the blog block of the médiathèque disappears, the sitemap forgets the blog
        const media = await page('/vivre-a-vallon-sur-lys/vie-citoyenne/la-mediatheque');
        expect(mainOf(media.text)).not.toContain('blog-folder');
        const sitemap = (await t.http.get('/sitemap.xml').set('Host', TOWN_HOST)).text;
        expect(sitemap).not.toContain('/blog');
      },
    );
    expect((await page('/blog')).status).toBe(200);
  });

  it('is reachable from a page: the médiathèque shows its journal', async () => {
    const { folder, article } = await town();
    const media = mainOf((await page('/vivre-a-vallon-sur-lys/vie-citoyenne/la-mediatheque')).text);
    expect(media).toContain('class="block blog-folder"');
    expect(media).toContain(`>${folder.title}</h2>`);
    expect(media).toContain(`href="${blogPath(article.id, article.slug, article.title, slugify)}"`);
  });
});

interface Service {
  id: number;
  title: string;
  slug: string;
  price: string | null;
}

describe('services', () => {
  it('shows the services of a page’s tags as cards, and a service on its detail page', async () => {
    const { services } = await api<{ services: Service[] }>('/service?tag=salles,mat%C3%A9riel');
    const res = await page('/vivre-a-vallon-sur-lys/vie-sociale-et-associative/equipements-et-salles');
    const main = mainOf(res.text);
    expect(count(main, /class="service-card"/g)).toBe(services.length);
    const service = services[0]!;
    const path = `/services/${service.slug}/${service.id}`;
    expect(main).toContain(`href="${path}"`);
    expect(text(main)).toContain(`Tarif : ${service.price}`);
    const detail = await page(path);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain('class="detail-page service-detail"');
    expect(detail.text).toContain(`<h1 class="page-title">${service.title}</h1>`);
    expect(canonical(detail.text)).toBe(`${TOWN_ORIGIN}${path}`);
    // breadcrumbs and the way back lead to the page that lists it
    expect(text(/<nav class="breadcrumbs"[\s\S]*?<\/nav>/.exec(detail.text)![0]).trim()).toBe(
      `Accueil Vivre à Vallon-sur-Lys Vie sociale et associative Équipements et salles municipales ${service.title}`,
    );
    expect(text(mainOf(detail.text))).toContain('Retour : Équipements et salles municipales');
    expect((await page(`/services/autre/${service.id}`)).headers.location).toBe(path);
    expect((await page(`/services/${service.id}`)).headers.location).toBe(path);
  });

  it('refuses bad ids and another site’s service with 404', async () => {
    const { services } = await api<{ services: Service[] }>('/service', WINE_HOST);
    for (const path of ['/services/x/abc', `/services/${services[0]!.slug}/${services[0]!.id}`]) {
      expect((await page(path)).status, path).toBe(404);
    }
  });
});

describe('reviews on the wine estate', () => {
  it('gives the average and the count, each review’s author, stars with their text, text and date', async () => {
    const reviews = await api<{
      average: number;
      count: number;
      reviews: { author: string; rating: number }[];
    }>('/google/reviews?from=', WINE_HOST);
    const res = await page('/visites-et-degustations', WINE_HOST);
    const main = mainOf(res.text);
    const average = reviews.average.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
    expect(text(main)).toContain(`Note moyenne : ${average} sur 5 ${reviews.count} avis`);
    expect(count(main, /class="review"/g)).toBe(reviews.reviews.length);
    for (const review of reviews.reviews) {
      expect(main).toContain(`<h3 class="review-author">${review.author}</h3>`);
    }
    expect(main).toContain(`<span class="visually-hidden">Noté ${reviews.reviews[0]!.rating} sur 5</span>`);
    expect(main).toMatch(/<span class="stars" aria-hidden="true">/);
    // the home page shows the three latest
    expect(count(mainOf((await page('/', WINE_HOST)).text), /class="review"/g)).toBe(3);
    // never on the town hall
    expect((await page('/', TOWN_HOST)).text).not.toContain('class="block reviews"');
  });
});

describe('videos', () => {
  it('shows a YouTube video as a poster and a play button: nothing comes from YouTube before the click', async () => {
    const res = await page('/vivre-a-vallon-sur-lys/vie-citoyenne/la-mediatheque');
    const main = mainOf(res.text);
    expect(main).toContain('<button type="button" class="video-play">');
    expect(main).toContain('Lire la vidéo : Ciné-goûter');
    expect(res.text).not.toContain('<iframe');
    // the only YouTube address in the markup is the plain link to watch it there (the block's
    // URL also travels in the inert JSON state, which nothing loads)
    const markup = res.text.replace(/<script type="application\/json"[^>]*>.*?<\/script>/s, '');
    const youtube = [
      ...markup.matchAll(/(?:https?:)?\/\/[^"'\s<>]*(?:youtube|youtu\.be|ytimg|googlevideo)[^"'\s<>]*/g),
    ].map((m) => m[0]);
    expect(youtube).toEqual(['https://www.youtube.com/watch?v=aqz-KE-bpKQ']);
    expect(main).toContain(
      '<a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ" target="_blank" rel="noopener noreferrer">',
    );
    // the player's host is the only one a frame may come from
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com(;|$)/);
  });

  it('plays the site’s own video file in a player that loads nothing before play, at most 950 px wide', async () => {
    const id = await siteId(t.database, 'domaine-du-vallon');
    const [row] = await t.database.db
      .select({ id: pages.id, blocks: pageLayouts.blocks })
      .from(pages)
      .innerJoin(pageLayouts, and(eq(pageLayouts.siteId, pages.siteId), eq(pageLayouts.pageId, pages.id)))
      .where(and(eq(pages.siteId, id), eq(pages.path, 'le-domaine/equipe')));
    const video = {
      id: 'equipe-video',
      type: 'video',
      title: 'Une journée au chai',
      url: '/media/chai.mp4',
      poster: { url: '/media/album/vendanges-4.svg', alt: '' },
    };
    // the write drops the site's caches itself: the next render shows the video
    const ctx = await siteContextFor({ db: t.database.db, events: t.events }, id);
    await savePageLayout(ctx, row!.id, [...(row!.blocks as unknown[]), video]);
    try {
      const main = mainOf((await page('/le-domaine/equipe', WINE_HOST)).text);
      expect(main).toMatch(
        /<video controls="" preload="none" width="950" height="534" aria-labelledby="[^"]+" poster="\/_ipx\/w_960,f_webp\/media\/album\/vendanges-4.svg">/,
      );
      expect(main).toContain('<source src="/media/chai.mp4" type="video/mp4"/>');
      expect(main).toContain('>Une journée au chai</h2>');
    } finally {
      await savePageLayout(ctx, row!.id, row!.blocks as unknown[]);
    }
  });
});
