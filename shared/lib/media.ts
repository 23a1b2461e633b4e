// SPEC §5: the file extensions recognised as images and as videos. A URL's extension is read
// from its path only (query strings and fragments are not part of the file name).
export const IMAGE_EXTENSIONS = ['svg', 'jpeg', 'jpg', 'png'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov', 'avi', 'wmv', 'flv'] as const;

export type MediaKind = 'image' | 'video';

/** The lowercase extension of a URL's or file name's last path segment, or null. */
export function fileExtension(url: string): string | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  return name.slice(dot + 1).toLowerCase();
}

export function isImageUrl(url: string): boolean {
  const ext = fileExtension(url);
  return ext !== null && (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

export function isVideoUrl(url: string): boolean {
  const ext = fileExtension(url);
  return ext !== null && (VIDEO_EXTENSIONS as readonly string[]).includes(ext);
}

/** 'image' or 'video' by extension; null when the extension is neither. */
export function mediaKindOf(url: string): MediaKind | null {
  if (isImageUrl(url)) return 'image';
  if (isVideoUrl(url)) return 'video';
  return null;
}
