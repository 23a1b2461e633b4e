// Additional demo content of the Domaine du Vallon (famille Morel, Meursault-le-Vallon): reviews,
// services, harvest album and vineyard blog. As in ./wine-estate.ts, texts stay factual (grape
// varieties, vineyard work, winemaking, practical information about visits) to respect the loi Évin.
import type { SeedAlbum, SeedBlogFolder, SeedReview, SeedService } from './town-content.ts';

const MODERATION = `<p><em>L’abus d’alcool est dangereux pour la santé, à consommer avec modération.</em></p>`;

const ALBUM = '/demo/domaine-du-vallon/album';

// ---------------------------------------------------------------------------------------------
// Avis
// ---------------------------------------------------------------------------------------------

export const wineReviews: SeedReview[] = [
  {
    author: 'Nathalie R.',
    rating: 5,
    daysAgo: 12,
    text: 'Visite des caves avec Camille Morel, claire et vivante : l’histoire de la famille depuis 1921, le travail des sols, la différence entre l’élevage en fût et en cuve. Les explications sont accessibles aux non-initiés et Camille prend le temps de répondre aux questions. Réservation simple par téléphone, accueil ponctuel et chaleureux.',
  },
  {
    author: 'Claire V.',
    rating: 5,
    daysAgo: 20,
    text: 'Visite organisée pour un groupe de dix collègues. Parcours très complet : cuverie, caves voûtées, présentation de la méthode traditionnelle utilisée pour le crémant. Crachoirs et éthylotests à disposition, parking dans la cour du domaine. Une équipe disponible et précise.',
  },
  {
    author: 'Martine et Gérard L.',
    rating: 4,
    daysAgo: 33,
    text: 'Très bon accueil au caveau par Françoise Morel, qui raconte l’histoire de la maison avec beaucoup de passion ; les outils de tonnelier de l’arrière-grand-père sont exposés dans la première cave. Le caveau est de plain-pied, mais les caves voûtées se visitent par un escalier, ce qui peut être difficile pour certaines personnes.',
  },
  {
    author: 'Thomas B.',
    rating: 5,
    daysAgo: 74,
    text: 'Balade dans les vignes du samedi matin avec Julien Morel : deux heures et demie dans les parcelles des Perrières et d’En Champ-Rond, avec des explications passionnantes sur la géologie, la taille, l’enherbement et la certification Haute Valeur Environnementale. Prévoir de bonnes chaussures, le coteau est caillouteux.',
  },
  {
    author: 'Sébastien M.',
    rating: 3,
    daysAgo: 95,
    text: 'Arrivés un dimanche sans rendez-vous, nous avons trouvé le caveau fermé : il faut vraiment réserver. Nous sommes revenus le lundi après-midi, l’accueil a été aimable mais il n’y a pas de visite des caves ce jour-là. Les horaires sont pourtant indiqués sur le site : à bien lire avant de venir.',
  },
  {
    author: 'Hans K.',
    rating: 4,
    daysAgo: 140,
    text: 'Visite en anglais très pédagogique, avec une belle présentation des cinq parcelles et de leurs sols. Domaine facile d’accès depuis Beaune, avec une borne de recharge pour les véhicules électriques et un abri pour les vélos. Il faut réserver au moins 48 heures à l’avance.',
  },
];

// ---------------------------------------------------------------------------------------------
// Prestations
// ---------------------------------------------------------------------------------------------

export const wineServices: SeedService[] = [
  {
    title: 'Visite de la cave',
    summary:
      'Une heure et demie dans la cuverie et les caves voûtées du domaine, suivie d’une dégustation commentée des quatre cuvées.',
    tags: ['visite'],
    price: '15 € par personne',
    html: `<p>Camille ou Julien Morel vous font découvrir les bâtiments de la ferme familiale et toutes les étapes de l’élaboration des vins :</p>
<ul>
<li>la cuverie, où les raisins sont reçus, triés et pressés, et où les pinots noirs fermentent en cuves ouvertes ;</li>
<li>la première cave voûtée, creusée au XIXe siècle, où sont exposés les outils de tonnelier de Louis Morel ;</li>
<li>la seconde cave, où les vins s’élèvent en fûts de chêne et où le crémant vieillit sur lattes ;</li>
<li>une dégustation commentée des quatre cuvées du domaine au caveau.</li>
</ul>
<h2>Informations pratiques</h2>
<p>Du mardi au samedi à 10h30 et à 15h00, sur réservation au moins 48 heures à l’avance au 03 80 21 45 67 ou à contact@domaine-du-vallon.fr. Visite en français ou en anglais, de 2 à 12 personnes ; au-delà, visites de groupe sur devis. Les caves sont desservies par un escalier et ne sont pas accessibles aux personnes à mobilité réduite. La dégustation est réservée aux personnes majeures ; des crachoirs et des éthylotests sont à votre disposition.</p>
${MODERATION}`,
  },
  {
    title: 'Dégustation commentée au caveau',
    summary:
      'Présentation de trois cuvées du moment, de leurs parcelles et de leur élaboration, sans réservation aux heures d’ouverture du caveau.',
    tags: ['dégustation'],
    price: 'Gratuit',
    html: `<p>Aux heures d’ouverture du caveau, 12 chemin des Vignes, un membre de la famille vous présente trois cuvées du moment : le cépage, la parcelle et son sol, le millésime, la vinification et l’élevage, ainsi que les conseils de service et de conservation.</p>
<ul>
<li>durée : environ 30 minutes ;</li>
<li>sans réservation, sauf pour les groupes de plus de 6 personnes ;</li>
<li>réservée aux personnes majeures ; un jus de raisin du domaine est proposé aux enfants ;</li>
<li>crachoirs et éthylotests à disposition : si vous conduisez, pensez à désigner un conducteur qui ne boit pas.</li>
</ul>
<p>Le caveau est ouvert le lundi de 14h00 à 18h00, du mardi au jeudi de 10h00 à 12h00 et de 14h00 à 18h00, le vendredi jusqu’à 19h00, le samedi de 10h00 à 19h00 et le dimanche sur rendez-vous.</p>
${MODERATION}`,
  },
  {
    title: 'Atelier accords mets et vins',
    summary:
      'Deux heures pour comprendre comment les vins du domaine s’associent aux fromages et aux spécialités de Bourgogne, avec Camille Morel.',
    tags: ['atelier'],
    price: '45 € par personne',
    html: `<p>Cet atelier en petit groupe propose de découvrir les principes des accords entre les mets et les vins à partir des quatre cuvées du domaine et de produits de producteurs de la Côte de Beaune.</p>
<h2>Déroulement</h2>
<ol>
<li>Présentation des cuvées : cépages, parcelles, élaboration et caractéristiques de chacune.</li>
<li>Les grands principes des accords : acidité, texture, intensité aromatique, accords régionaux.</li>
<li>Dégustation commentée avec six bouchées : gougères, jambon persillé, escargots, comté de 18 mois, fromage de chèvre frais et pain d’épices.</li>
</ol>
<h2>Informations pratiques</h2>
<p>Un samedi par mois à 16h00, de novembre à mars, de 6 à 12 participants majeurs. Durée : 2 heures. Réservation obligatoire au 03 80 21 45 67 ou à contact@domaine-du-vallon.fr ; les dates sont communiquées sur demande. Merci de signaler une allergie ou un régime alimentaire lors de la réservation. Des crachoirs, de l’eau et des éthylotests sont à la disposition des participants.</p>
${MODERATION}`,
  },
];

// ---------------------------------------------------------------------------------------------
// Album
// ---------------------------------------------------------------------------------------------

export const wineAlbums: SeedAlbum[] = [
  {
    title: 'Vendanges 2026',
    description:
      'Du 9 au 25 septembre 2026, 22 vendangeurs ont récolté à la main les cinq parcelles du domaine, en petites caisses de 15 kilos. Quelques images de ces trois semaines.',
    daysAgo: 50,
    images: [
      {
        url: `${ALBUM}/vendanges-1.svg`,
        alt: 'Les rangs de vigne du coteau aux feuilles jaunes, orangées et rouges ; des vendangeurs penchés sur les ceps coupent les grappes et remplissent des caisses, et le clocher du village se dessine au loin.',
      },
      {
        url: `${ALBUM}/vendanges-2.svg`,
        alt: 'Gros plan sur deux grappes de pinot noir aux grains bleu-noir, suspendues à un sarment entre des feuilles de vigne vertes, jaunes et rousses.',
      },
      {
        url: `${ALBUM}/vendanges-3.svg`,
        alt: 'Des petites caisses de vendange ajourées, remplies de raisins noirs de pinot noir et de raisins dorés de chardonnay, empilées sur une remorque et au bout d’un rang, prêtes à partir pour la cuverie.',
      },
      {
        url: `${ALBUM}/vendanges-4.svg`,
        alt: 'La cave voûtée en pierre du domaine, éclairée par une lampe suspendue, avec de chaque côté de l’allée centrale deux rangées de fûts de chêne posés sur des chantiers.',
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

export const wineBlog: SeedBlogFolder[] = [
  {
    title: 'Carnet de vigne',
    description:
      'Le travail de la vigne et de la cave au fil des saisons, raconté par Julien Morel et l’équipe du domaine.',
    articles: [
      {
        title: 'La taille, premier geste de l’année',
        summary:
          'De décembre à mars, chaque cep du domaine est taillé à la main. Un travail long et précis, qui conditionne la récolte à venir et la santé de la vigne.',
        daysAgo: 3,
        html: `<p>Les feuilles sont tombées, la vigne entre en repos : c’est le moment de la taille. Au domaine, elle commence début décembre et se termine à la mi-mars. Antoine Roux, notre chef de culture, Mathieu Perrin et Bernard Morel, qui n’en manquerait pas une saison, taillent à eux trois les quelque 120 000 ceps des cinq parcelles.</p>
<h2>La taille Guyot simple</h2>
<p>Nous pratiquons la taille Guyot simple, traditionnelle en Bourgogne. Sur chaque cep, le tailleur conserve :</p>
<ul>
<li>une <strong>baguette</strong>, un rameau de l’année précédente qui portera six à huit bourgeons et sera attaché horizontalement au fil de palissage ;</li>
<li>un <strong>courson</strong> de deux bourgeons, plus bas, qui donnera la baguette de l’année suivante.</li>
</ul>
<p>Tout le reste est supprimé. Le nombre de bourgeons laissés détermine en grande partie la quantité de raisins : une taille courte limite les rendements et favorise la concentration des raisins.</p>
<h2>Respecter le flux de la sève</h2>
<p>Depuis quelques années, nous veillons à ne pas multiplier les grosses plaies de taille et à les faire toujours du même côté du cep, pour préserver le cheminement de la sève. Ces précautions aident à limiter les maladies du bois, qui font dépérir les vieilles vignes. Les parcelles les plus exposées aux gelées de printemps, comme le bas d’En Champ-Rond, sont taillées en dernier : une taille tardive retarde de quelques jours le départ de la végétation.</p>
<p>Les sarments coupés sont broyés entre les rangs et retournent au sol, qu’ils enrichissent en matière organique. Au printemps viendra le tirage des bois, puis l’attachage des baguettes, avant le débourrement en avril.</p>
${MODERATION}`,
      },
      {
        title: 'Vendanges 2026 : trois semaines au rythme des caisses',
        summary:
          'Du 9 au 25 septembre, 22 vendangeurs ont récolté à la main les cinq parcelles du domaine. Organisation, tri et premiers jours au chai.',
        daysAgo: 45,
        html: `<p>Chaque année, la date des vendanges se décide en goûtant les raisins et en analysant leur maturité parcelle par parcelle. En 2026, les premiers coups de sécateur ont été donnés le 9 septembre dans le Clos Morel, dont les raisins sont destinés au crémant et doivent garder leur fraîcheur. Ont suivi les chardonnays des Combes et des Perrières, l’aligoté d’En Champ-Rond, puis le pinot noir de Sous-la-Roche, terminé le 25 septembre.</p>
<h2>Une équipe de 22 vendangeurs</h2>
<p>L’équipe réunit des habitués, dont certains reviennent depuis plus de quinze ans, des étudiants et des voisins. Les coupeurs travaillent par deux, un de chaque côté du rang, et déposent les grappes dans des caisses ajourées de 15 kilos, qui évitent d’écraser les raisins. Les porteurs chargent les caisses sur la remorque, qui rejoint la cuverie plusieurs fois par jour.</p>
<h2>Trier, encore trier</h2>
<p>Un premier tri est fait à la vigne : les grappes abîmées ou insuffisamment mûres restent au sol. À la cuverie, les raisins passent sur une table de tri avant d’être pressés pour les blancs et le crémant, ou éraflés et mis en cuve pour le pinot noir. Cette année, l’état sanitaire était très bon et le tri est resté léger, malgré des volumes réduits sur l’aligoté après le gel du mois d’avril.</p>
<p>Le dernier jour, la tradition bourguignonne de la paulée a réuni toute l’équipe autour d’un grand repas dans la cour du domaine. Merci à tous les vendangeurs.</p>
${MODERATION}`,
      },
      {
        title: 'L’élevage en fût : le temps et le bois',
        summary:
          'Douze mois en fûts de chêne pour le Meursault-le-Vallon et le pinot noir : ce qui se passe dans nos caves voûtées entre la récolte et la mise en bouteille.',
        daysAgo: 20,
        html: `<p>Après les fermentations, nos vins ne sont pas encore prêts. Ils passent plusieurs mois dans les caves voûtées du domaine, où la température reste naturellement comprise entre 12 et 14 °C toute l’année. C’est l’élevage, une étape qui affine la texture et les arômes du vin.</p>
<h2>Des fûts bourguignons</h2>
<p>Nous utilisons des pièces bourguignonnes, des fûts de chêne de 228 litres, fabriqués par des tonneliers de la région à partir de chênes de forêts françaises. Chaque année, une partie seulement des fûts est renouvelée : 20 % de fûts neufs pour le Meursault-le-Vallon « Les Perrières », 15 % pour le Bourgogne Pinot Noir « Vieilles Vignes ». Les autres ont déjà servi pour un à quatre millésimes, ce qui limite l’apport des arômes du bois.</p>
<h2>Les gestes de l’élevage</h2>
<ul>
<li><strong>L’ouillage</strong> : chaque semaine, Élodie Garnier, notre caviste, complète les fûts pour compenser l’évaporation et éviter le contact du vin avec l’air.</li>
<li><strong>Le bâtonnage</strong> : pendant les premiers mois, les lies fines des vins blancs sont remises en suspension à l’aide d’un bâton, ce qui leur donne du gras.</li>
<li><strong>La fermentation malolactique</strong>, qui a lieu au printemps, transforme l’acide malique en acide lactique, plus doux.</li>
<li><strong>Le soutirage</strong> : le vin est séparé de ses lies en le transvasant, par gravité, d’un fût à l’autre ou vers une cuve.</li>
</ul>
<p>Après douze mois en fûts, le Meursault-le-Vallon passe encore quatre mois en cuve pour que l’ensemble des fûts s’harmonise avant la mise en bouteille. Le millésime 2026, entré en fûts cet automne, sera mis en bouteille début 2028.</p>
${MODERATION}`,
      },
    ],
  },
];
