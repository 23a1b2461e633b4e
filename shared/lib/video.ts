// What a video block plays: a video file of the site's own media (SPEC §5 video
// extensions), or a YouTube video that loads only when the visitor asks for it, from YouTube's
// no-cookie host (docs/architecture.md, "decided": no request to a third party before that click).
export const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov', 'avi', 'wmv', 'flv'] as const;
export type VideoExtension = (typeof VIDEO_EXTENSIONS)[number];

/** The only origin a page may frame (the CSP's frame-src names it and nothing else). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const MIME_TYPES: Record<VideoExtension, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
};

export type VideoSource =
  | { kind: 'file'; url: string; type: string }
  | { kind: 'youtube'; id: string; watchUrl: string; embedUrl: string };

const OWN_FILE = /^\/(?!\/)[A-Za-z0-9/_.-]+\.([A-Za-z0-9]+)$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com']);

/** SPEC §5: whether a file name or path ends with a recognised video extension. */
export function isVideoFile(path: string): boolean {
  const ext = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
  return !!ext && (VIDEO_EXTENSIONS as readonly string[]).includes(ext);
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  if (!YOUTUBE_HOSTS.has(host.replace(/^www\./, '')) && !YOUTUBE_HOSTS.has(host)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

/** The video a block's URL names, or null when it is neither an own video file nor YouTube. */
export function videoSource(raw: string): VideoSource | null {
  const own = OWN_FILE.exec(raw);
  if (own) {
    if (raw.includes('..')) return null;
    const ext = own[1]!.toLowerCase() as VideoExtension;
    return (VIDEO_EXTENSIONS as readonly string[]).includes(ext)
      ? { kind: 'file', url: raw, type: MIME_TYPES[ext] }
      : null;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const id = youtubeId(url);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return {
    kind: 'youtube',
    id,
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
    // autoplay: the visitor already pressed play once, on our own poster
    embedUrl: `${YOUTUBE_EMBED_ORIGIN}/embed/${id}?autoplay=1&rel=0`,
  };
}
