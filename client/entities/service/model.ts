// What service lists keep of a service (SPEC §7 /service): no body.
import type { ImageRef } from '#shared/contracts/content.ts';
import type { Service } from '#shared/contracts/town.ts';
import { cropText } from '#shared/lib/format.ts';

export interface ServiceItem {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  price: string | null;
  image: ImageRef | null;
}

export const toServiceItem = (s: Service): ServiceItem => ({
  id: s.id,
  title: s.title,
  slug: s.slug,
  excerpt: cropText(s.summary ?? ''),
  price: s.price,
  image: s.image,
});
