// Forms, the contact form, newsletter sign-ups and popups on the demo pages (../page-blocks.ts).
import type { SeedPageBlocks } from '../page-blocks.ts';

const LIFE = 'vivre-a-vallon-sur-lys';

export const townFormsBlocks: SeedPageBlocks = (refs) => ({
  accueil: [
    { type: 'popup', popupId: refs.popup('Travaux quai de la Lys : circulation alternée'), trigger: 'load' },
  ],
  'nous-contacter': [{ type: 'contactForm', title: 'Écrire à la mairie' }],
  'infos-utiles/en-ce-moment/actualites': [
    { type: 'newsletter', title: 'Recevoir La lettre de Vallon-sur-Lys' },
  ],
  [`${LIFE}/vie-sociale-et-associative/equipements-et-salles`]: [
    { type: 'form', formId: refs.form('Demande de réservation de la salle des fêtes') },
  ],
  [`${LIFE}/vie-citoyenne/les-demarches-en-ligne`]: [
    { type: 'form', formId: refs.form('Signaler un problème sur la voie publique') },
  ],
  [`${LIFE}/vie-sociale-et-associative/ccas`]: [
    {
      type: 'popup',
      popupId: refs.popup('Inscriptions au repas des aînés'),
      trigger: 'button',
      label: 'Repas des aînés : comment s’inscrire',
    },
  ],
});

export const wineFormsBlocks: SeedPageBlocks = () => ({
  'nous-contacter': [{ type: 'contactForm', title: 'Écrire au domaine' }],
  accueil: [{ type: 'newsletter', title: 'Les nouvelles du domaine' }],
});
