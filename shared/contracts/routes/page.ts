import { z } from 'zod';
import { type MenuPage, menuSchema, pageDetailSchema, pagePathSchema } from '../page.ts';
import { defineContract } from './contract.ts';

const page: Omit<MenuPage, 'children'> = {
  id: 14,
  menuIcon: null,
  isValid: true,
  order: 0,
  idSite: 1,
  idParent: 10,
  isText: true,
  type: 'V1',
  showInMenu: true,
  isFixedOnRight: false,
  useAbsoluteMenu: false,
  reload: false,
  cms: { isCmsPage: false, route: null },
  isCustomHeader: false,
  isCustomFooter: false,
  isEcommercePage: false,
  link: { type: 'NONE', url: null, jsCode: null },
  title: 'Les écoles',
  url: 'les-ecoles',
  path: '/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles',
  menuTitle: null,
  metaDescription: 'Inscriptions, horaires et cantine des écoles de Vallon-sur-Lys.',
  noindex: false,
};

export const pageContracts = {
  menu: defineContract({
    method: 'GET',
    path: '/page',
    access: 'public',
    siteWide: true,
    summary: 'The menu: the tree of published pages of the current locale, right-fixed pages apart.',
    response: menuSchema,
    example: { locale: 'fr_FR', pages: [{ ...page, children: [] }], fixedRight: [] },
  }),
  detail: defineContract({
    method: 'GET',
    path: '/page/*slug',
    access: 'public',
    siteWide: true,
    summary: 'A published page by its whole path (slashes included), with layout, children and breadcrumbs.',
    params: z.object({ slug: pagePathSchema }),
    response: pageDetailSchema,
    example: {
      ...page,
      layout: {
        id: 21,
        blocks: [
          { id: 'les-ecoles-intro', type: 'richText', html: '<p>Deux écoles accueillent 240 élèves.</p>' },
        ],
        html: null,
        css: null,
        hash: null,
      },
      children: [],
      breadcrumbs: [
        { title: 'Vivre à Vallon-sur-Lys', path: '/vivre-a-vallon-sur-lys' },
        { title: 'Enfance et jeunesse', path: '/vivre-a-vallon-sur-lys/enfance-jeunesse' },
        { title: 'Les écoles', path: '/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles' },
      ],
    },
  }),
};
