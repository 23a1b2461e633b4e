// Blocks of the element lists on the demo pages (see ../page-blocks.ts): the agenda, the
// associations, schools, menus, shops, civil registry…, the useful numbers and the addresses.
import type { SeedPageBlocks } from '../page-blocks.ts';

const LIFE = 'vivre-a-vallon-sur-lys';

export const townElementsBlocks: SeedPageBlocks = (refs) => ({
  'infos-utiles/en-ce-moment/agenda': [
    { type: 'agenda', title: 'Les prochains rendez-vous', paginate: true, tagFilter: true, nbItem: 12 },
    { type: 'agenda', title: 'Déjà passés', when: 'past', nbItem: 4 },
  ],
  'infos-utiles/numeros-utiles/numeros-utiles': [{ type: 'usefulNumbers', title: 'Urgences et services' }],
  [`${LIFE}/vie-sociale-et-associative/associations-locales`]: [
    {
      type: 'elementList',
      title: 'L’annuaire des associations',
      route: 'associations',
      orderBy: 'title:asc',
      tagFilter: true,
      search: true,
      paginate: true,
      nbItem: 12,
    },
    {
      type: 'elementList',
      title: 'Informations aux associations',
      route: 'informations-associations',
      display: 'list',
    },
  ],
  [`${LIFE}/vie-sociale-et-associative/actions-sociales-et-medico-sociales`]: [
    { type: 'elementList', title: 'Les actions en cours', route: 'actions-socials', display: 'list' },
  ],
  [`${LIFE}/enfance-jeunesse/les-ecoles`]: [
    { type: 'elementList', title: 'Les écoles de la commune', route: 'ecoles', display: 'cards' },
  ],
  [`${LIFE}/enfance-jeunesse/restauration-scolaire`]: [
    {
      type: 'elementList',
      title: 'Les menus',
      route: 'restauration-scolaire',
      display: 'list',
      orderBy: 'startAt:asc',
    },
  ],
  [`${LIFE}/enfance-jeunesse/le-conseil-des-jeunes`]: [
    { type: 'elementList', title: 'Les projets du conseil', route: 'conseil-des-jeunes', display: 'list' },
  ],
  [`${LIFE}/vie-economique-et-tourisme/commerces`]: [
    {
      type: 'elementList',
      title: 'Les commerces',
      route: 'commerces',
      orderBy: 'title:asc',
      tagFilter: true,
      paginate: true,
    },
  ],
  [`${LIFE}/vie-economique-et-tourisme/entreprises`]: [
    { type: 'elementList', title: 'Les entreprises', route: 'entreprises', orderBy: 'title:asc' },
  ],
  [`${LIFE}/vie-citoyenne/demarches-administratives-etat-civil`]: [
    'intro',
    {
      type: 'elementList',
      title: 'Carnet',
      route: 'etat-civil',
      display: 'list',
      orderBy: 'startAt:desc',
      paginate: true,
    },
  ],
  [`${LIFE}/vie-citoyenne/urbanisme`]: [
    { type: 'elementList', title: 'Enquêtes et projets', route: 'urbanisme', display: 'list' },
  ],
  [`${LIFE}/vie-citoyenne/environnement`]: [
    {
      type: 'elementList',
      title: 'Les actions pour l’environnement',
      route: 'environement',
      display: 'list',
    },
  ],
  [`${LIFE}/vie-municipale/comptes-rendus-municipaux`]: [
    {
      type: 'elementList',
      title: 'Les séances',
      route: 'comptes-rendus',
      display: 'compact',
      // newest meeting first
      orderBy: 'startAt:desc',
      paginate: true,
    },
  ],
  [`${LIFE}/vie-municipale/les-bulletins-municipaux`]: [
    { type: 'elementList', title: 'Les numéros parus', route: 'bulletins', display: 'list' },
  ],
  'nous-contacter': [
    { type: 'address', title: 'Nous trouver', addressIds: [refs.address('Mairie de Vallon-sur-Lys')] },
  ],
});

export const wineElementsBlocks: SeedPageBlocks = () => ({});
