/** A `tel:` link of a phone number as people write it (`03 28 41 52 60`, `+33 3 …`, `15`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
