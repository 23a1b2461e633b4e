// Which cache entries carry which tag, per site (ADR 003, "Tags"): the page cache and the startup
// cache find the entries a change touches here instead of scanning every entry. Every entry is
// filed under its site, so a change of the whole site finds all of them and no other site's.
import type { ChangedTags } from '../events/content-events.ts';

export class TagIndex {
  /** `${siteId}` → keys of the site; `${siteId}|${tag}` → keys carrying the tag. */
  private readonly byTag = new Map<string, Set<string>>();

  private file(bucket: string, key: string) {
    const keys = this.byTag.get(bucket) ?? new Set<string>();
    if (!keys.size) this.byTag.set(bucket, keys);
    keys.add(key);
  }

  private unfile(bucket: string, key: string) {
    const keys = this.byTag.get(bucket);
    if (!keys) return;
    keys.delete(key);
    if (!keys.size) this.byTag.delete(bucket);
  }

  add(key: string, siteId: number, tags: readonly string[]): void {
    this.file(String(siteId), key);
    for (const tag of tags) this.file(`${siteId}|${tag}`, key);
  }

  remove(key: string, siteId: number, tags: readonly string[]): void {
    this.unfile(String(siteId), key);
    for (const tag of tags) this.unfile(`${siteId}|${tag}`, key);
  }

  /** The keys a change touches: those of the site carrying one of `tags`, or all of the site's. */
  touched(siteId: number, tags: ChangedTags): string[] {
    if (tags === null) return [...(this.byTag.get(String(siteId)) ?? [])];
    const keys = new Set<string>();
    for (const tag of tags) for (const key of this.byTag.get(`${siteId}|${tag}`) ?? []) keys.add(key);
    return [...keys];
  }

  /** How many tag buckets are held (tests: nothing is left behind once entries are gone). */
  get size(): number {
    return this.byTag.size;
  }

  clear(): void {
    this.byTag.clear();
  }
}

/** Whether an entry built from `tags` is touched by a change of `changed` (null: everything). */
export function touches(changed: ChangedTags, tags: readonly string[]): boolean {
  return changed === null || changed.some((t) => tags.includes(t));
}
