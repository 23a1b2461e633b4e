// Blocks added to the demo pages by the content area of issue 3 (see ../page-blocks.ts): the home
// page made of blocks, the news page, albums, the blogs, services, reviews and a video.
import type { SeedPageBlocks } from '../page-blocks.ts';

const LIFE = 'vivre-a-vallon-sur-lys';
const NEWS_PAGE = '/infos-utiles/en-ce-moment/actualites';

export const townContentBlocks: SeedPageBlocks = (refs) => ({
  // The home page: the promoted item and the latest news first, the agenda, then the mayor's
  // word (the page's own text), the ways into the site and the practical information.
  accueil: [
    {
      id: 'accueil-actualites',
      type: 'newsList',
      title: 'Actualités',
      promoted: true,
      nbItem: 4,
      moreLink: { label: 'Toutes les actualités', url: NEWS_PAGE },
    },
    { id: 'accueil-agenda', type: 'agenda', title: 'Prochains rendez-vous', nbItem: 3 },
    'intro',
    {
      id: 'accueil-acces-rapides',
      type: 'quickLinks',
      title: 'Accès rapides',
      links: [
        {
          label: 'Démarches et état civil',
          url: `/${LIFE}/vie-citoyenne/demarches-administratives-etat-civil`,
          icon: 'document',
        },
        { label: 'Les écoles', url: `/${LIFE}/enfance-jeunesse/les-ecoles`, icon: 'school' },
        {
          label: 'Associations',
          url: `/${LIFE}/vie-sociale-et-associative/associations-locales`,
          icon: 'people',
        },
        { label: 'Agenda', url: '/infos-utiles/en-ce-moment/agenda', icon: 'calendar' },
        {
          label: 'Déchets et déchèterie',
          url: `/${LIFE}/vie-citoyenne/ordures-menageres-et-decheterie`,
          icon: 'trash',
        },
        { label: 'Médiathèque', url: `/${LIFE}/vie-citoyenne/la-mediatheque`, icon: 'book' },
        { label: 'Numéros utiles', url: '/infos-utiles/numeros-utiles/numeros-utiles', icon: 'phone' },
        { label: 'Nous contacter', url: '/nous-contacter', icon: 'mail' },
      ],
    },
    { id: 'accueil-numeros', type: 'usefulNumbers', title: 'Numéros utiles' },
    { id: 'accueil-horaires', type: 'openingHours', title: 'Horaires de la mairie' },
  ],
  // the page of all the news: the news list page of SPEC §2, with its own meta description
  'infos-utiles/en-ce-moment/actualites': [
    { type: 'newsList', title: 'Toutes les actualités', paginate: true },
  ],
  'infos-utiles/en-ce-moment': [{ type: 'album', title: 'En images', albumId: null }],
  [`${LIFE}/vie-citoyenne/la-mediatheque`]: [
    {
      type: 'album',
      title: 'L’inauguration en images',
      albumId: refs.album('Inauguration de la médiathèque Jules-Verne rénovée'),
    },
    {
      type: 'blogFolder',
      folderId: refs.blogFolder('Le journal de la médiathèque'),
      paginate: true,
    },
    { type: 'services', title: 'Les services de la médiathèque', tags: ['médiathèque'] },
    {
      type: 'video',
      title: 'Ciné-goûter : « Big Buck Bunny », court métrage libre de la Blender Foundation',
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    },
  ],
  [`${LIFE}/vie-sociale-et-associative/equipements-et-salles`]: [
    { type: 'services', title: 'Réserver une salle ou du matériel', tags: ['salles', 'matériel'] },
  ],
  [`${LIFE}/vie-citoyenne/demarches-administratives-etat-civil`]: [
    { type: 'services', title: 'Un accompagnement pour vos démarches', tags: ['démarches'] },
  ],
});

export const wineContentBlocks: SeedPageBlocks = (refs) => ({
  accueil: [
    'intro',
    {
      id: 'accueil-acces-rapides',
      type: 'quickLinks',
      title: 'Découvrir le domaine',
      links: [
        { label: 'Le domaine', url: '/le-domaine', icon: 'home' },
        { label: 'Nos vins', url: '/nos-vins', icon: 'info' },
        { label: 'Visites et dégustations', url: '/visites-et-degustations', icon: 'calendar' },
        { label: 'Nous contacter', url: '/nous-contacter', icon: 'mail' },
      ],
    },
    {
      id: 'accueil-actualites',
      type: 'newsList',
      title: 'Actualités du domaine',
      promoted: true,
      nbItem: 3,
    },
    { id: 'accueil-avis', type: 'reviews', title: 'Ils nous ont rendu visite', nbItem: 3 },
  ],
  'le-domaine': [
    {
      type: 'blogFolder',
      title: 'Carnet de vigne',
      folderId: refs.blogFolder('Carnet de vigne'),
      paginate: true,
    },
  ],
  'le-domaine/vignoble': [{ type: 'album', albumId: refs.album('Vendanges 2026') }],
  'visites-et-degustations': [
    { type: 'services', title: 'Réserver une visite' },
    { type: 'reviews', title: 'L’avis de nos visiteurs' },
  ],
});
