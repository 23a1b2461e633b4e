// The analytics' own code (SPEC §1): their scripts and queues, and each page view. Loaded by
// ./loader.tsx once the visitor has accepted and the site has some configured: most first loads
// never download it.
import type { AnalyticsConfig } from '#shared/lib/analytics.ts';

type Queue = unknown[][];
interface AnalyticsWindow extends Window {
  _paq?: Queue;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  plausible?: ((...args: unknown[]) => void) & { q?: unknown[] };
  fbq?: ((...args: unknown[]) => void) & {
    queue?: unknown[];
    loaded?: boolean;
    version?: string;
    callMethod?: unknown;
  };
}

function addScript(src: string, attributes: Record<string, string> = {}) {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

export function install(config: AnalyticsConfig) {
  const w = window as AnalyticsWindow;
  if (config.matomo) {
    w._paq = w._paq ?? [];
    w._paq.push(
      ['setTrackerUrl', `${config.matomo.url}matomo.php`],
      ['setSiteId', config.matomo.siteId],
      ['enableLinkTracking'],
    );
    addScript(`${config.matomo.url}matomo.js`);
  }
  if (config.gtm || config.googleAds) {
    w.dataLayer = w.dataLayer ?? [];
    w.gtag = (...args: unknown[]) => w.dataLayer!.push(args);
    w.gtag('js', new Date());
    if (config.gtm) {
      w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtm)}`);
    }
    if (config.googleAds) {
      w.gtag('config', config.googleAds, { send_page_view: false });
      addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.googleAds)}`);
    }
  }
  if (config.plausible) {
    const queue: unknown[] = [];
    w.plausible = w.plausible ?? Object.assign((...args: unknown[]) => queue.push(args), { q: queue });
    addScript('https://plausible.io/js/script.manual.js', { 'data-domain': config.plausible });
  }
  if (config.metaPixel) {
    const fbq = Object.assign((...args: unknown[]) => fbq.queue.push(args), {
      queue: [] as unknown[],
      loaded: true,
      version: '2.0',
    });
    w.fbq = w.fbq ?? fbq;
    w.fbq('init', config.metaPixel);
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
}

export function pageView(config: AnalyticsConfig, path: string, user: { id: number; email: string } | null) {
  const w = window as AnalyticsWindow;
  if (config.matomo) {
    if (user)
      w._paq?.push(['setUserId', String(user.id)], ['setCustomVariable', 1, 'email', user.email, 'visit']);
    w._paq?.push(['setCustomUrl', path], ['setDocumentTitle', document.title], ['trackPageView']);
  }
  if (config.gtm)
    w.dataLayer?.push({ event: 'page_view', page_path: path, user_id: user?.id, user_email: user?.email });
  if (config.googleAds)
    w.gtag?.('event', 'page_view', { page_path: path, ...(user ? { user_id: String(user.id) } : {}) });
  if (config.plausible)
    w.plausible?.('pageview', { u: location.origin + path, props: user ? { user_id: String(user.id) } : {} });
  if (config.metaPixel) w.fbq?.('track', 'PageView');
}
