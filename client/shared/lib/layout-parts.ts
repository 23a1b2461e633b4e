// What a site's options add to the layout, given by the code of that option and loaded only where
// the site has it, so that the layout itself carries none of it: the shop's cart link in the
// header (client/app/shop-routes.ts, ADR 011).
import { type ComponentType, createContext } from 'react';

export interface LayoutParts {
  /** In the header, beside the account's link. */
  HeaderLink: ComponentType;
}

export const LayoutPartsContext = createContext<LayoutParts | null>(null);
