// A small page tree of the town hall for the page tree's model tests (as GET /admin/pages
// answers it: flat, in tree order).
import type { AdminPage } from '#shared/contracts/admin-pages.ts';

const AT = '2026-11-24T09:30:00.000Z';

export function adminPage(
  fields: Partial<AdminPage> & Pick<AdminPage, 'id' | 'title' | 'url' | 'path' | 'order'>,
): AdminPage {
  return {
    locale: 'fr_FR',
    parentId: null,
    menuTitle: null,
    metaDescription: null,
    menuIcon: null,
    isValid: true,
    showInMenu: true,
    isFixedOnRight: false,
    useAbsoluteMenu: false,
    reload: false,
    isCustomHeader: false,
    isCustomFooter: false,
    isEcommercePage: false,
    noindex: false,
    type: 'V1',
    link: { type: 'NONE', url: null, jsCode: null },
    isHome: false,
    hasDraft: false,
    preview: null,
    updatedAt: AT,
    ...fields,
  };
}

/**
 * accueil (1)
 * vivre (2)
 *   ecoles (3)
 *   sport (4)
 *     piscine (5)
 * infos (6)
 * contact (7)
 */
export const TREE: AdminPage[] = [
  adminPage({ id: 1, title: 'Accueil', url: 'accueil', path: '/accueil', order: 0, isHome: true }),
  adminPage({ id: 2, title: 'Vivre', url: 'vivre', path: '/vivre', order: 1 }),
  adminPage({ id: 3, title: 'Écoles', url: 'ecoles', path: '/vivre/ecoles', order: 0, parentId: 2 }),
  adminPage({ id: 4, title: 'Sport', url: 'sport', path: '/vivre/sport', order: 1, parentId: 2 }),
  adminPage({ id: 5, title: 'Piscine', url: 'piscine', path: '/vivre/sport/piscine', order: 0, parentId: 4 }),
  adminPage({ id: 6, title: 'Infos', url: 'infos', path: '/infos', order: 2 }),
  adminPage({ id: 7, title: 'Contact', url: 'contact', path: '/contact', order: 3 }),
];
