// Additional demo content of the town hall of Vallon-sur-Lys: news, elements of each route (agenda,
// associations, schools, menus, shops…), albums, blog, forms, popups and services. It follows the
// people, places, phone numbers and opening hours of ./town-hall.ts. Dates are relative to the
// seeded "now" (Friday 20 November 2026, 10:00 UTC).

export interface SeedImage {
  /** Like '/demo/vallon-sur-lys/album/saint-jean-1.svg' (a file under public/). */
  url: string;
  alt: string;
}
export interface SeedElement {
  title: string;
  /** One or two sentences. */
  summary: string;
  /** Body. */
  html: string;
  /** Lowercase slugs, e.g. 'sport', 'culture'. */
  tags?: string[];
  /** Agenda: start relative to now, in days (may be fractional, e.g. 3.5 = 3 days and 12 hours); past events allowed (negative). */
  startInDays?: number;
  durationHours?: number;
  images?: SeedImage[];
  /** Route-specific fields, see below. */
  data?: Record<string, unknown>;
  /** Agenda only: the seed fills the event to its capacity with registrations. */
  fullyBooked?: boolean;
}
export interface SeedNewsItem {
  title: string;
  summary: string;
  html: string;
  daysAgo: number;
  image?: SeedImage;
}
export interface SeedAlbum {
  title: string;
  description: string;
  daysAgo: number;
  images: SeedImage[];
}
export interface SeedBlogArticle {
  title: string;
  summary: string;
  html: string;
  daysAgo: number;
  image?: SeedImage;
}
export interface SeedBlogFolder {
  title: string;
  description: string;
  articles: SeedBlogArticle[];
  folders?: SeedBlogFolder[];
}
export interface SeedFormField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'date' | 'file';
  required?: boolean;
  options?: string[];
  maxLength?: number;
  accept?: ('pdf' | 'jpeg' | 'png')[];
  maxSizeKb?: number;
  multiple?: boolean;
  help?: string;
}
export interface SeedForm {
  title: string;
  description: string;
  fields: SeedFormField[];
  successMessage: string;
}
export interface SeedPopup {
  title: string;
  html: string;
  link?: { label: string; url: string };
  showOnEveryReload: boolean;
  hideDurationDays: number;
}
export interface SeedService {
  title: string;
  summary: string;
  html: string;
  tags: string[];
  price?: string;
}
export interface SeedReview {
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  daysAgo: number;
}

/**
 * Days from the seeded "now" (Friday 20 November 2026, 10:00 UTC, i.e. 11:00 in Paris) to the given
 * day at the given Paris time. Every event below falls in winter time (UTC+1, until 28 March 2027).
 */
const at = (days: number, hour: number, minute = 0): number => days + (hour + minute / 60 - 11) / 24;

const ALBUM = '/demo/vallon-sur-lys/album';

// ---------------------------------------------------------------------------------------------
// Actualités (complément des six actualités de town-hall.ts)
// ---------------------------------------------------------------------------------------------

export const townMoreNews: SeedNewsItem[] = [
  {
    title: 'Marché de Noël : le programme des 5 et 6 décembre',
    summary:
      'Une quarantaine d’exposants, la venue de saint Nicolas et un concert de la chorale : le marché de Noël du comité des fêtes s’installe place de la Mairie et à la salle des fêtes.',
    daysAgo: 2,
    html: `<p>Le comité des fêtes et la municipalité vous donnent rendez-vous pour le traditionnel marché de Noël, le <strong>samedi 5 décembre de 14h00 à 20h00</strong> et le <strong>dimanche 6 décembre de 10h00 à 18h00</strong>, sur la place de la Mairie et dans la salle des fêtes. L’entrée est libre.</p>
<h2>Au programme</h2>
<ul>
<li>Une quarantaine d’exposants : artisans d’art, producteurs de la vallée, décorations de Noël, objets en bois tourné, linge brodé, livres d’occasion au profit de la médiathèque.</li>
<li>Les stands des associations et des écoles, dont les bénéfices financent les sorties scolaires.</li>
<li><strong>Samedi à 18h00</strong> : illumination du sapin de la place de la Mairie par les enfants du conseil municipal des jeunes.</li>
<li><strong>Dimanche à 15h00</strong> : arrivée de saint Nicolas et distribution de friandises aux enfants.</li>
<li><strong>Dimanche à 16h30</strong> : chants de Noël par la chorale Les Voix de la Lys, dans la salle des fêtes.</li>
</ul>
<h2>Informations pratiques</h2>
<p>La place de la Mairie sera fermée à la circulation et au stationnement du samedi 8h00 au dimanche 21h00. Stationnement conseillé rue des Écoles et au stade municipal. Les exposants qui souhaitent encore réserver un emplacement peuvent contacter le comité des fêtes par l’intermédiaire de l’accueil de la mairie, au 03 28 41 52 60.</p>`,
  },
  {
    title: 'Don du sang : collecte le lundi 14 décembre à la salle des fêtes',
    summary:
      'L’Établissement français du sang et l’association des donneurs de sang bénévoles vous accueillent le lundi 14 décembre de 15h00 à 19h00, salle des fêtes.',
    daysAgo: 3,
    html: `<p>Les réserves de sang sont souvent fragiles à l’approche des fêtes de fin d’année. La prochaine collecte organisée à Vallon-sur-Lys par l’Établissement français du sang (<abbr title="Établissement français du sang">EFS</abbr>), avec l’association des donneurs de sang bénévoles, aura lieu le <strong>lundi 14 décembre, de 15h00 à 19h00</strong>, à la salle des fêtes, place de la Mairie.</p>
<h2>Qui peut donner ?</h2>
<ul>
<li>toute personne âgée de 18 à 70 ans, pesant au moins 50 kg et en bonne santé ;</li>
<li>pour un premier don, munissez-vous d’une pièce d’identité avec photo ;</li>
<li>ne venez pas à jeun : mangez et buvez de l’eau normalement avant le don.</li>
</ul>
<p>Un entretien confidentiel avec un médecin ou un infirmier précède chaque don. Le prélèvement lui-même dure une dizaine de minutes ; comptez environ une heure au total, collation comprise.</p>
<h2>Prendre rendez-vous</h2>
<p>Pour limiter l’attente, vous pouvez réserver un créneau sur le site de l’<a href="https://dondesang.efs.sante.fr" target="_blank">Établissement français du sang</a>. Les donneurs sans rendez-vous sont également accueillis. Lors de la dernière collecte, en septembre, 74 personnes se sont présentées, dont 9 nouveaux donneurs : merci à eux.</p>`,
  },
  {
    title: 'Recensement de la population : du 21 janvier au 20 février 2027',
    summary:
      'Tous les logements de la commune seront recensés début 2027. La mairie recrute six agents recenseurs ; candidatures jusqu’au 11 décembre.',
    daysAgo: 14,
    html: `<p>Vallon-sur-Lys, comme toutes les communes de moins de 10 000 habitants, est recensée tous les cinq ans. Le prochain recensement de la population se déroulera du <strong>jeudi 21 janvier au samedi 20 février 2027</strong>. Il permet de connaître le nombre d’habitants de la commune, dont dépendent notamment la dotation de l’État, le nombre d’élus au conseil municipal ou l’ouverture d’une classe.</p>
<h2>Comment ça se passe ?</h2>
<ol>
<li>Un agent recenseur, muni d’une carte officielle signée par Mme la Maire, dépose dans votre boîte aux lettres une notice avec vos codes de connexion.</li>
<li>Vous répondez en ligne sur le site <a href="https://www.le-recensement-et-moi.fr" target="_blank">le-recensement-et-moi.fr</a> : c’est simple et rapide.</li>
<li>Si vous ne pouvez pas répondre en ligne, l’agent vous remet des questionnaires papier et convient avec vous d’un moment pour les récupérer.</li>
</ol>
<p>Vos réponses sont confidentielles. Elles sont transmises à l’Insee et ne peuvent donner lieu à aucun contrôle administratif ou fiscal. Répondre au recensement est obligatoire.</p>
<h2>La mairie recrute six agents recenseurs</h2>
<p>Vous êtes disponible en journée et en soirée, y compris le samedi, de mi-janvier à fin février ? Vous connaissez bien la commune et êtes à l’aise avec les outils numériques ? Envoyez une lettre de motivation à Mme la Maire, à l’accueil de la mairie ou à mairie@vallon-sur-lys.fr, <strong>avant le vendredi 11 décembre</strong>. Les agents recenseurs suivent deux demi-journées de formation obligatoire et sont rémunérés en fonction du nombre de logements recensés.</p>`,
  },
  {
    title: 'Le Prix des lecteurs de la Vallée de la Lys est lancé',
    summary:
      'Cinq premiers romans à découvrir jusqu’au 31 mars, un vote à la médiathèque et une rencontre avec l’auteur lauréat au printemps.',
    daysAgo: 19,
    html: `<p>Le réseau de lecture publique de la communauté de communes lance la quatrième édition du Prix des lecteurs de la Vallée de la Lys. Les bibliothécaires des douze médiathèques du réseau ont sélectionné <strong>cinq premiers romans d’auteurs francophones</strong>, parus cette année.</p>
<h2>Comment participer ?</h2>
<ul>
<li>Inscrivez-vous gratuitement à l’accueil de la médiathèque Jules-Verne : il suffit d’être inscrit dans l’une des médiathèques du réseau.</li>
<li>Empruntez les romans de la sélection : chacun est disponible en trois exemplaires à Vallon-sur-Lys, dont un en gros caractères.</li>
<li>Lisez-en au moins trois et votez avant le <strong>31 mars 2027</strong>, sur le bulletin disponible à la médiathèque.</li>
</ul>
<p>Le club de lecture, qui se réunit un jeudi par mois à 18h30, consacrera ses séances de l’hiver à la sélection : vous pouvez y participer même si vous n’êtes pas inscrit au prix. Le lauréat sera reçu au printemps pour une rencontre publique dans l’une des médiathèques du réseau.</p>
<p>Renseignements : médiathèque Jules-Verne, 4 rue des Écoles, 03 28 41 52 70, mediatheque@vallon-sur-lys.fr.</p>`,
  },
  {
    title: 'Déchèterie du Pont-Rouge : les horaires d’hiver depuis le 1er novembre',
    summary:
      'Jusqu’au 31 mars, la déchèterie ferme à 17h00 et n’ouvre plus le dimanche. La collecte des déchets verts en porte-à-porte s’arrête fin novembre.',
    daysAgo: 24,
    html: `<p>Comme chaque année, la déchèterie intercommunale du Pont-Rouge, chemin du Pont-Rouge, passe à ses horaires d’hiver.</p>
<h2>Horaires du 1er novembre au 31 mars</h2>
<table>
<thead><tr><th scope="col">Jours</th><th scope="col">Matin</th><th scope="col">Après-midi</th></tr></thead>
<tbody>
<tr><th scope="row">Du lundi au samedi</th><td>9h00–12h00</td><td>13h30–17h00</td></tr>
<tr><th scope="row">Dimanche et jours fériés</th><td>Fermé</td><td>Fermé</td></tr>
</tbody>
</table>
<p>Les horaires d’été (du lundi au samedi de 9h00 à 12h00 et de 14h00 à 18h30, le dimanche de 9h00 à 12h00) reprendront le 1er avril. Les agents ferment les barrières dix minutes avant l’heure de fermeture pour permettre aux derniers usagers de décharger en sécurité.</p>
<h2>Et les déchets verts ?</h2>
<p>La collecte des déchets verts en porte-à-porte s’interrompt de décembre à mars. Pendant l’hiver, vos tailles de haies et branchages peuvent être déposés à la déchèterie ou broyés et utilisés en paillage au jardin. Le brûlage à l’air libre reste interdit toute l’année.</p>
<p>La carte d’accès est toujours obligatoire. Pour l’obtenir ou la remplacer, contactez le service déchets de la communauté de communes au 03 28 42 30 10.</p>`,
  },
  {
    title: 'Cérémonie du 11-Novembre : la commune a rendu hommage à ses soldats',
    summary:
      'Élus, anciens combattants, enfants des écoles et habitants se sont réunis au monument aux morts pour le 108e anniversaire de l’Armistice de 1918.',
    daysAgo: 9,
    html: `<p>Mercredi 11 novembre, à 11h00, plus de cent cinquante personnes se sont rassemblées devant le monument aux morts de la place de la Mairie pour commémorer le 108e anniversaire de l’Armistice de 1918 et rendre hommage à tous les morts pour la France.</p>
<p>Après la lecture du message officiel par Mme Claire Dufresne, maire, les jeunes élus du conseil municipal des jeunes ont lu des extraits de lettres écrites du front par des soldats de Vallon-sur-Lys, conservées par l’association Les Amis du vieux Vallon. Ils ont ensuite égrené les noms des 47 Vallonnais inscrits sur le monument.</p>
<p>Des gerbes ont été déposées par la municipalité, les anciens combattants et les enfants des écoles, avant la minute de silence et <em>La Marseillaise</em>, interprétée par l’harmonie municipale Sainte-Cécile et reprise par les élèves de CM2 de l’école Pierre-et-Marie-Curie, qui l’avaient répétée en classe.</p>
<p>La cérémonie s’est prolongée à la salle des fêtes par un moment de convivialité et une petite exposition de photographies et d’objets de la Grande Guerre. Merci à toutes celles et ceux qui ont participé à ce moment de mémoire, et en particulier aux porte-drapeaux.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Agenda
// ---------------------------------------------------------------------------------------------

const agenda: SeedElement[] = [
  {
    title: 'Conférence : Vallon-sur-Lys dans la Grande Guerre',
    summary:
      'Les Amis du vieux Vallon présentent lettres, photographies et archives inédites sur la vie du village entre 1914 et 1918.',
    tags: ['culture', 'patrimoine'],
    startInDays: at(-14, 20),
    durationHours: 2,
    data: { location: 'Salle Saint-Exupéry, rue du Moulin' },
    html: `<p>À l’approche du 11-Novembre, l’association Les Amis du vieux Vallon propose une conférence sur la vie de la commune pendant la Première Guerre mondiale : le départ des mobilisés en août 1914, l’arrivée des réfugiés, la proximité du front de la Lys en 1918 et les destructions qui ont frappé l’église Saint-Vaast.</p>
<p>La conférence s’appuie sur des documents inédits confiés par des familles vallonnaises : lettres de soldats, cartes postales, photographies et registres municipaux. Elle est suivie d’un temps d’échange avec le public.</p>
<p>Entrée libre et gratuite, dans la limite des places disponibles.</p>`,
  },
  {
    title: 'Concert d’automne de la chorale Les Voix de la Lys',
    summary:
      'Une quarantaine de choristes interprètent un répertoire de chants traditionnels flamands, de chansons françaises et d’œuvres sacrées.',
    tags: ['culture', 'musique'],
    startInDays: at(-5, 16),
    durationHours: 1.5,
    data: { location: 'Église Saint-Vaast, rue de l’Église' },
    html: `<p>La chorale Les Voix de la Lys, dirigée par Anne-Sophie Ryckewaert, donne son concert d’automne dans l’église Saint-Vaast. Au programme : des chants traditionnels flamands, des chansons françaises de Barbara à Jean-Jacques Goldman, et des extraits du <em>Requiem</em> de Gabriel Fauré, accompagnés à l’orgue.</p>
<p>Entrée libre, participation au chapeau au profit de l’association pour la restauration du buffet d’orgue. L’église n’étant pas chauffée, pensez à vous couvrir.</p>`,
  },
  {
    title: 'Atelier compostage au jardin partagé',
    summary:
      'Apprenez à réussir votre compost avec un guide composteur de la communauté de communes. Atelier gratuit, sur inscription.',
    tags: ['environnement', 'atelier'],
    startInDays: at(8, 10),
    durationHours: 2,
    data: {
      location: 'Jardin partagé, derrière la salle Saint-Exupéry, rue du Moulin',
      registration: true,
      capacity: 12,
    },
    fullyBooked: true,
    html: `<p>Un tiers du contenu de nos poubelles pourrait être composté. Au jardin partagé, un guide composteur de la communauté de communes vous explique les bons gestes :</p>
<ul>
<li>quels déchets de cuisine et de jardin mettre au compost, et lesquels éviter ;</li>
<li>comment équilibrer les matières humides et sèches, aérer et surveiller l’humidité ;</li>
<li>quand et comment utiliser le compost mûr au potager ou dans les massifs.</li>
</ul>
<p>L’atelier a lieu en extérieur : prévoyez des vêtements adaptés à la météo. Les participants pourront réserver à l’issue de l’atelier un composteur de 400 litres au tarif de 15 €, à retirer aux services techniques.</p>
<p>Atelier gratuit, limité à 12 participants. Si l’atelier est complet, une nouvelle séance sera programmée au printemps.</p>`,
  },
  {
    title: 'Bourse aux jouets et aux vêtements d’enfants',
    summary:
      'Vendez ou achetez jouets, livres et vêtements d’enfants d’occasion avant les fêtes. Emplacements réservés aux particuliers, sur inscription.',
    tags: ['loisirs', 'enfance'],
    startInDays: at(9, 9),
    durationHours: 4,
    data: { location: 'Salle des fêtes, place de la Mairie', registration: true, capacity: 40 },
    html: `<p>L’association des parents d’élèves des écoles Les Tilleuls et Pierre-et-Marie-Curie organise sa bourse aux jouets et aux vêtements d’enfants, de 9h00 à 13h00. L’entrée est libre pour les visiteurs.</p>
<h2>Vous souhaitez vendre ?</h2>
<ul>
<li>40 emplacements d’une table de 1,80 m, réservés aux particuliers, au prix de 5 € l’emplacement ;</li>
<li>installation des exposants à partir de 8h00 ;</li>
<li>jouets complets et en bon état, vêtements propres, de la naissance à 14 ans ;</li>
<li>une pièce d’identité est demandée lors de l’installation, conformément à la réglementation des ventes au déballage.</li>
</ul>
<p>L’inscription en ligne vaut réservation d’un emplacement ; le règlement se fait sur place. Buvette sans alcool et gâteaux au profit des sorties scolaires.</p>`,
  },
  {
    title: 'Marché de Noël',
    summary:
      'Artisans, producteurs de la vallée, arrivée de saint Nicolas et chants de Noël : le marché de Noël du comité des fêtes s’installe au cœur du village.',
    tags: ['fête', 'noël'],
    startInDays: at(15, 14),
    durationHours: 28,
    data: { location: 'Place de la Mairie et salle des fêtes' },
    html: `<p>Le comité des fêtes vous attend le <strong>samedi 5 décembre de 14h00 à 20h00</strong> et le <strong>dimanche 6 décembre de 10h00 à 18h00</strong> pour son marché de Noël, sur la place de la Mairie et dans la salle des fêtes.</p>
<ul>
<li>une quarantaine d’exposants : artisans d’art, producteurs locaux, décorations, idées de cadeaux ;</li>
<li>samedi à 18h00 : illumination du sapin par le conseil municipal des jeunes ;</li>
<li>dimanche à 15h00 : arrivée de saint Nicolas ;</li>
<li>dimanche à 16h30 : chants de Noël de la chorale Les Voix de la Lys.</li>
</ul>
<p>Entrée libre. La place de la Mairie est fermée à la circulation pendant tout le week-end.</p>`,
  },
  {
    title: 'Sortie nature : les oiseaux d’hiver des prairies de la Lys',
    summary:
      'Une balade matinale de 4 km avec un guide naturaliste pour observer les oiseaux qui hivernent dans les prairies humides. Sur inscription.',
    tags: ['nature', 'environnement'],
    startInDays: at(23, 9, 30),
    durationHours: 2.5,
    data: { location: 'Parking de l’écluse, quai de la Lys', registration: true, capacity: 15 },
    fullyBooked: true,
    html: `<p>En hiver, les prairies humides de la vallée de la Lys accueillent de nombreux oiseaux : vanneaux huppés, grives litornes, hérons cendrés, martins-pêcheurs le long de la rivière. Accompagnés d’un guide naturaliste et des jeunes du club nature Les Martins-Pêcheurs, apprenez à les reconnaître à la vue et au chant.</p>
<ul>
<li>parcours de 4 km sur le sentier des Saules têtards, sans difficulté ;</li>
<li>prévoyez des bottes ou des chaussures imperméables et des vêtements chauds ;</li>
<li>des jumelles sont prêtées aux participants ;</li>
<li>à partir de 8 ans, les enfants étant accompagnés d’un adulte.</li>
</ul>
<p>Sortie gratuite, limitée à 15 personnes pour ne pas déranger les oiseaux. Elle est maintenue par temps de pluie légère et annulée en cas d’alerte météorologique.</p>`,
  },
  {
    title: 'Cérémonie des vœux de Mme la Maire',
    summary:
      'Mme Claire Dufresne et le conseil municipal présentent leurs vœux aux Vallonnaises et aux Vallonnais et les projets de l’année 2027.',
    tags: ['vie municipale'],
    startInDays: at(50, 11),
    durationHours: 2,
    data: { location: 'Salle des fêtes, place de la Mairie' },
    html: `<p>Mme Claire Dufresne, maire, et l’ensemble du conseil municipal ont le plaisir de convier tous les habitants à la cérémonie des vœux à la population.</p>
<p>Ce sera l’occasion de revenir sur les réalisations de l’année 2026, dont la rénovation de la médiathèque et la réfection de la rue du Moulin, et de présenter les projets de 2027. Les bénévoles qui se sont distingués au cours de l’année et les nouveaux habitants seront mis à l’honneur.</p>
<p>La cérémonie sera suivie d’un moment de convivialité. Entrée libre ; la salle est accessible aux personnes à mobilité réduite.</p>`,
  },
  {
    title: 'Atelier numérique pour les seniors : faire ses démarches en ligne',
    summary:
      'Créer son compte ameli, consulter ses remboursements, déclarer ses revenus : un atelier en petit groupe avec le conseiller numérique. Sur inscription.',
    tags: ['numérique', 'seniors'],
    startInDays: at(55, 14, 30),
    durationHours: 2,
    data: { location: 'Médiathèque Jules-Verne, 4 rue des Écoles', registration: true, capacity: 10 },
    html: `<p>Le conseiller numérique de la médiathèque propose un atelier destiné aux personnes de plus de 60 ans qui souhaitent gagner en autonomie pour leurs démarches administratives en ligne.</p>
<h2>Au programme</h2>
<ul>
<li>créer et sécuriser une adresse électronique et des mots de passe ;</li>
<li>se connecter avec FranceConnect ;</li>
<li>consulter ses remboursements sur ameli.fr et télécharger une attestation ;</li>
<li>repérer les faux sites et les messages frauduleux.</li>
</ul>
<p>Des tablettes sont prêtées aux participants ; vous pouvez aussi venir avec votre propre appareil. Atelier gratuit, limité à 10 personnes. Renseignements au 03 28 41 52 70.</p>`,
  },
  {
    title: 'Carnaval des écoles',
    summary:
      'Défilé costumé des enfants des écoles dans les rues du village, accompagné de l’harmonie, puis goûter et bal des enfants.',
    tags: ['fête', 'enfance'],
    startInDays: at(106, 14, 30),
    durationHours: 3,
    data: { location: 'Départ de la cour de l’école élémentaire, rue des Écoles' },
    html: `<p>Les écoles maternelle et élémentaire, l’association des parents d’élèves et la Maison de l’enfance organisent le carnaval des écoles sur le thème « Les animaux de la Lys ».</p>
<ul>
<li><strong>14h30</strong> : départ du défilé depuis la cour de l’école élémentaire, accompagné par l’harmonie municipale Sainte-Cécile ;</li>
<li><strong>15h15</strong> : passage place de la Mairie, rue du Général-de-Gaulle et rue du Moulin ;</li>
<li><strong>16h00</strong> : goûter offert par l’association des parents d’élèves et bal des enfants à la salle des fêtes.</li>
</ul>
<p>Les enfants restent sous la responsabilité de leurs parents pendant le défilé. Les rues empruntées seront fermées à la circulation de 14h15 à 16h00. Les confettis sont bienvenus, les bombes de mousse et de farine sont interdites.</p>`,
  },
  {
    title: 'Repas des aînés',
    summary:
      'Le CCAS invite les habitants de 68 ans et plus à son traditionnel repas de printemps, animé par un orchestre. Inscription obligatoire.',
    tags: ['seniors', 'solidarité'],
    startInDays: at(114, 12),
    durationHours: 5,
    data: { location: 'Salle des fêtes, place de la Mairie', registration: true, capacity: 60 },
    html: `<p>Le centre communal d’action sociale et le conseil municipal ont le plaisir d’inviter les Vallonnaises et les Vallonnais âgés de 68 ans et plus au repas des aînés, le dimanche 14 mars à partir de 12h00.</p>
<ul>
<li>un repas préparé par un traiteur de la vallée, servi à table par les élus et les bénévoles ;</li>
<li>un après-midi dansant animé par un orchestre ;</li>
<li>le conjoint ou la conjointe de moins de 68 ans est le bienvenu, moyennant une participation de 25 €.</li>
</ul>
<p>Inscription obligatoire avant le vendredi 19 février, en ligne ou auprès du CCAS au 03 28 41 52 63, en précisant un éventuel régime alimentaire. Un transport peut être organisé pour les personnes qui ne peuvent pas se déplacer seules : signalez-le lors de l’inscription. Les aînés qui ne pourront pas participer recevront le colis de fin d’année.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Associations
// ---------------------------------------------------------------------------------------------

const associations: SeedElement[] = [
  {
    title: 'US Vallon football',
    summary: 'Le club de football de la commune accueille garçons et filles dès 5 ans, jusqu’aux vétérans.',
    tags: ['sport'],
    data: {
      contact: 'Franck Desmet, président',
      email: 'contact@usvallon-football.fr',
      phone: '06 71 24 58 13',
      website: 'https://www.usvallon-football.fr',
      address: 'Stade municipal, rue du Stade, 59270 Vallon-sur-Lys',
    },
    html: `<p>Fondée en 1932, l’Union sportive de Vallon compte 210 licenciés et une quinzaine d’éducateurs bénévoles. Le club engage des équipes dans toutes les catégories, de l’école de football (5-9 ans) aux seniors et aux vétérans, ainsi qu’une équipe féminine à 8.</p>
<ul>
<li>École de football : mercredi de 14h00 à 15h30.</li>
<li>U11 à U15 : mardi et jeudi de 18h00 à 19h30.</li>
<li>Seniors : mardi et vendredi de 19h30 à 21h00, matchs le dimanche.</li>
</ul>
<p>Deux séances d’essai gratuites sont proposées avant la prise de licence. Cotisation annuelle de 70 à 130 € selon la catégorie, réduction à partir du deuxième enfant.</p>`,
  },
  {
    title: 'Tennis de table vallonnais',
    summary: 'Loisir ou compétition, le ping-pong se pratique à tout âge à la salle des sports.',
    tags: ['sport'],
    data: {
      contact: 'Olivier Lagache, président',
      email: 'contact@tt-vallonnais.fr',
      phone: '06 39 98 12 40',
      address: 'Salle des sports, rue du Stade, 59270 Vallon-sur-Lys',
    },
    html: `<p>Le club propose des entraînements encadrés pour les jeunes dès 7 ans et des créneaux libres pour les adultes, en loisir ou en championnat départemental.</p>
<ul>
<li>Jeunes : mardi de 17h30 à 18h30.</li>
<li>Adultes et compétiteurs : mardi et vendredi de 18h30 à 21h00.</li>
<li>Ping santé (reprise d’activité en douceur) : jeudi de 10h00 à 11h30.</li>
</ul>
<p>Raquettes prêtées pour les essais. Cotisation : 60 € pour les jeunes, 80 € pour les adultes.</p>`,
  },
  {
    title: 'Gym Forme et Santé',
    summary: 'Gym douce, pilates et marche nordique pour garder la forme, à partir de 16 ans.',
    tags: ['sport'],
    data: {
      contact: 'Brigitte Lemoine, présidente',
      email: 'contact@gym-forme-sante-vallon.fr',
      phone: '06 39 98 12 41',
      address: 'Salle Saint-Exupéry, rue du Moulin, 59270 Vallon-sur-Lys',
    },
    html: `<p>Affiliée à une fédération de sport pour tous, l’association propose sept cours par semaine animés par deux éducatrices diplômées.</p>
<ul>
<li>Gym douce et équilibre : lundi et jeudi de 9h30 à 10h30.</li>
<li>Pilates : mardi de 18h30 à 19h30 et mercredi de 19h00 à 20h00.</li>
<li>Renforcement musculaire : jeudi de 19h00 à 20h00.</li>
<li>Marche nordique : samedi à 9h00, départ du parking de l’écluse (bâtons prêtés).</li>
</ul>
<p>Un certificat médical ou un questionnaire de santé est demandé à l’inscription. Cotisation annuelle : 95 €, quel que soit le nombre de cours suivis.</p>`,
  },
  {
    title: 'Club de canoë de la Lys',
    summary: 'Initiation, balades et randonnées en canoë et en kayak sur la Lys, d’avril à octobre.',
    tags: ['sport'],
    data: {
      contact: 'Nicolas Vandenbussche, président',
      email: 'contact@canoe-lys.fr',
      phone: '06 39 98 12 42',
      website: 'https://www.canoe-lys.fr',
      address: 'Base de l’écluse, quai de la Lys, 59270 Vallon-sur-Lys',
    },
    html: `<p>Le club accueille les adhérents à partir de 10 ans, à condition de savoir nager 25 mètres. Les séances sont encadrées par des moniteurs diplômés ; gilets et embarcations sont fournis.</p>
<ul>
<li>Écoles de pagaie (10-16 ans) : mercredi de 14h00 à 16h30.</li>
<li>Adultes : samedi de 9h30 à 12h00, randonnées à la journée une fois par mois.</li>
<li>En hiver : entraînement physique et esquimautage à la piscine intercommunale.</li>
</ul>
<p>Le club propose aussi la location de canoës pour les familles en juillet et en août et participe chaque année à la fête de la Saint-Jean.</p>`,
  },
  {
    title: 'Harmonie municipale Sainte-Cécile',
    summary: 'L’orchestre d’harmonie de la commune et son école de musique, ouverte aux enfants dès 7 ans.',
    tags: ['culture'],
    data: {
      contact: 'Gérard Delannoy, président',
      email: 'contact@harmonie-vallon.fr',
      phone: '06 39 98 12 43',
      website: 'https://www.harmonie-vallon.fr',
      address: 'Salle de musique, 7 rue du Moulin, 59270 Vallon-sur-Lys',
    },
    html: `<p>Créée en 1887, l’harmonie Sainte-Cécile réunit une quarantaine de musiciens amateurs de 12 à 80 ans. Elle anime les cérémonies commémoratives, la fête de la Saint-Jean, le carnaval des écoles et donne deux concerts par an, dont le concert d’hiver à l’église Saint-Vaast.</p>
<p>Son école de musique propose la formation musicale et l’apprentissage des instruments à vent et des percussions (flûte, clarinette, saxophone, trompette, trombone, tuba, batterie). Des instruments sont prêtés aux débutants la première année.</p>
<ul>
<li>Répétitions de l’harmonie : vendredi à 20h00.</li>
<li>Cours individuels et formation musicale : mercredi et samedi, sur planning.</li>
</ul>`,
  },
  {
    title: 'Théâtre des Saules',
    summary:
      'Troupe de théâtre amateur qui présente deux spectacles par an et anime un atelier pour les adolescents.',
    tags: ['culture'],
    data: {
      contact: 'Isabelle Bonte, présidente',
      email: 'contact@theatre-des-saules.fr',
      phone: '06 39 98 12 44',
      address: 'Salle des fêtes, place de la Mairie, 59270 Vallon-sur-Lys',
    },
    html: `<p>Depuis 1994, le Théâtre des Saules monte chaque année une comédie, jouée en mars, et un spectacle en plein air présenté en juin au bord de la Lys. La troupe compte une vingtaine de comédiens et de bénévoles pour les décors, les costumes et la technique.</p>
<ul>
<li>Répétitions de la troupe adulte : lundi à 20h00.</li>
<li>Atelier ados (12-17 ans) : mercredi de 17h00 à 18h30, encadré par une comédienne professionnelle.</li>
</ul>
<p>Vous aimez coudre, bricoler ou tenir la billetterie ? La troupe recherche aussi des bénévoles pour les coulisses.</p>`,
  },
  {
    title: 'Chorale Les Voix de la Lys',
    summary: 'Une chorale de quarante voix mixtes au répertoire varié, ouverte à tous sans audition.',
    tags: ['culture'],
    data: {
      contact: 'Anne-Marie Hennion, présidente',
      email: 'contact@voixdelalys.fr',
      phone: '06 39 98 12 45',
      address: 'Salle Saint-Exupéry, rue du Moulin, 59270 Vallon-sur-Lys',
    },
    html: `<p>Dirigée par Anne-Sophie Ryckewaert, la chorale chante à quatre voix un répertoire qui va de la musique sacrée à la chanson française, en passant par les chants traditionnels flamands. Il n’est pas nécessaire de savoir lire la musique : les partitions sont travaillées à l’oreille, avec des enregistrements pour chaque pupitre.</p>
<ul>
<li>Répétitions : lundi de 20h00 à 22h00, hors vacances scolaires.</li>
<li>Concerts : concert d’automne à l’église Saint-Vaast, chants au marché de Noël, concert de printemps avec une chorale invitée.</li>
</ul>
<p>Les nouveaux choristes sont accueillis toute l’année, en particulier les voix d’hommes. Cotisation : 60 € par an.</p>`,
  },
  {
    title: 'Les Amis du vieux Vallon',
    summary:
      'Association d’histoire locale qui a restauré le moulin et fait découvrir le patrimoine de la commune.',
    tags: ['patrimoine'],
    data: {
      contact: 'Jean-Marc Lefranc, président',
      email: 'contact@amis-vieux-vallon.fr',
      phone: '06 39 98 12 46',
      website: 'https://www.amis-vieux-vallon.fr',
      address: 'Le Moulin, rue du Moulin, 59270 Vallon-sur-Lys',
    },
    html: `<p>L’association rassemble une soixantaine de passionnés d’histoire et de patrimoine. Elle a mené la restauration de la roue du moulin en 2012 et l’ouvre au public lors des Journées européennes du patrimoine.</p>
<ul>
<li>collecte et numérisation de documents anciens : photographies, cartes postales, lettres, registres ;</li>
<li>conférences et expositions, dont la conférence annuelle de novembre ;</li>
<li>visites commentées de l’église Saint-Vaast et du centre-bourg pour les groupes et les écoles ;</li>
<li>entretien du petit patrimoine : chapelles, calvaires, bornes.</li>
</ul>
<p>Vous possédez des documents anciens sur la commune ? L’association peut les numériser et vous les rendre. Permanence au moulin le premier samedi du mois de 10h00 à 12h00.</p>`,
  },
  {
    title: 'Comité des fêtes',
    summary:
      'Les bénévoles qui organisent la fête de la Saint-Jean, la brocante de septembre et le marché de Noël.',
    tags: ['loisirs'],
    data: {
      contact: 'Dominique Verstraete, président',
      email: 'contact@comitedesfetes-vallon.fr',
      phone: '06 39 98 12 47',
      address: 'Mairie, 1 place de la Mairie, 59270 Vallon-sur-Lys',
    },
    html: `<p>Le comité des fêtes organise, avec le soutien de la municipalité, les grandes manifestations de l’année :</p>
<ul>
<li>la fête de la Saint-Jean, un samedi de juin, au bord de la Lys ;</li>
<li>la brocante du deuxième dimanche de septembre, qui réunit plus de 300 exposants dans le centre-bourg ;</li>
<li>le marché de Noël, le premier week-end de décembre.</li>
</ul>
<p>Le comité compte une trentaine de bénévoles et accueille volontiers de nouvelles recrues, même pour quelques heures par an. Il prête aussi aux associations son matériel (barnums, friteuse, vaisselle), sur réservation.</p>`,
  },
  {
    title: 'La Gaule de la Lys',
    summary:
      'L’association de pêche de la commune gère les parcours de la Lys et des fossés, et anime un atelier pêche nature.',
    tags: ['loisirs'],
    data: {
      contact: 'Patrick Coussement, président',
      email: 'contact@gaule-de-la-lys.fr',
      phone: '06 39 98 12 48',
      address: 'Maison de l’éclusier, quai de la Lys, 59270 Vallon-sur-Lys',
    },
    html: `<p>Association agréée pour la pêche et la protection du milieu aquatique, La Gaule de la Lys entretient les berges, participe aux alevinages et organise deux concours de pêche par an.</p>
<ul>
<li>Cartes de pêche en vente au bar-tabac-presse Le Moulin et sur le site national des cartes de pêche.</li>
<li>Atelier pêche nature pour les 8-14 ans : samedi de 14h00 à 16h30, d’avril à septembre, matériel fourni.</li>
<li>Parcours « no kill » sur 800 mètres en aval de l’écluse.</li>
</ul>`,
  },
  {
    title: 'Club des aînés Les Tisserands',
    summary: 'Jeux de société, goûters, sorties et voyages pour les retraités, chaque jeudi après-midi.',
    tags: ['loisirs'],
    data: {
      contact: 'Monique Dervaux, présidente',
      email: 'club.tisserands@aines-vallon.fr',
      phone: '06 39 98 12 49',
      address: 'Salle Saint-Exupéry, rue du Moulin, 59270 Vallon-sur-Lys',
    },
    html: `<p>Le club réunit une centaine d’adhérents chaque jeudi de 14h00 à 18h00 : belote, scrabble, jeux de société, goûter, et une fois par mois un loto ou une après-midi dansante.</p>
<p>Il organise aussi des sorties à la journée (marché de Noël, visites de musées, spectacles) et un voyage d’une semaine au printemps. Adhésion : 20 € par an. Les nouveaux retraités sont chaleureusement accueillis ; un covoiturage est organisé pour ceux qui ne conduisent plus.</p>`,
  },
  {
    title: 'Donneurs de sang bénévoles de Vallon-sur-Lys',
    summary:
      'L’association accueille les donneurs lors des quatre collectes annuelles de l’Établissement français du sang.',
    tags: ['solidarité'],
    data: {
      contact: 'Michel Catteau, président',
      email: 'contact@dondusang-vallon.fr',
      phone: '06 39 98 12 50',
      address: 'Salle des fêtes, place de la Mairie, 59270 Vallon-sur-Lys',
    },
    html: `<p>Les bénévoles de l’association préparent la salle, accueillent les donneurs et servent la collation lors des quatre collectes annuelles organisées à Vallon-sur-Lys par l’Établissement français du sang, en mars, juin, septembre et décembre.</p>
<p>Ils interviennent aussi dans les écoles et au forum des associations pour faire connaître le don de sang, de plasma, de plaquettes et de moelle osseuse. Prochaine collecte : lundi 14 décembre, de 15h00 à 19h00.</p>`,
  },
  {
    title: 'Lys Entraide',
    summary:
      'Visites de convivialité, transport solidaire et petits services pour rompre l’isolement des personnes âgées.',
    tags: ['solidarité'],
    data: {
      contact: 'Fatima Haddad, présidente',
      email: 'contact@lys-entraide.fr',
      phone: '06 39 98 12 51',
      address: 'Mairie, 1 place de la Mairie, 59270 Vallon-sur-Lys',
    },
    html: `<p>Créée en 2020, Lys Entraide s’appuie sur une quarantaine de bénévoles qui rendent visite chaque semaine à des personnes âgées ou isolées, les appellent pendant les épisodes de canicule et les accompagnent à leurs rendez-vous médicaux.</p>
<ul>
<li><strong>Transport solidaire</strong> : trajets vers les médecins, les commerces ou les services publics de la vallée, contre une participation de 0,35 € par kilomètre reversée au chauffeur bénévole.</li>
<li><strong>Visites de convivialité</strong> : une heure de discussion, de jeux ou de lecture, en lien avec le CCAS et le dispositif de l’heure civique.</li>
</ul>
<p>Pour bénéficier d’un service ou devenir bénévole, appelez l’association ou le CCAS au 03 28 41 52 63.</p>`,
  },
  {
    title: 'Association des parents d’élèves Tilleuls-Curie',
    summary:
      'Les parents d’élèves des écoles maternelle et élémentaire, élus aux conseils d’école et organisateurs d’actions pour financer les sorties.',
    tags: ['jeunesse'],
    data: {
      contact: 'Élodie Vandewalle, présidente',
      email: 'contact@ape-tilleuls-curie.fr',
      phone: '06 39 98 12 52',
      address: 'École élémentaire Pierre-et-Marie-Curie, 6 rue des Écoles, 59270 Vallon-sur-Lys',
    },
    html: `<p>L’association représente les familles auprès des équipes enseignantes et de la municipalité : ses membres élus siègent aux conseils d’école et à la commission des menus du restaurant scolaire.</p>
<p>Elle organise tout au long de l’année des actions dont les bénéfices financent les sorties, les classes de découverte et le matériel des écoles : bourse aux jouets, vente de sapins, stand au marché de Noël, carnaval, kermesse de fin d’année.</p>
<p>Tous les parents peuvent adhérer (5 € par famille) ou donner un coup de main ponctuel.</p>`,
  },
  {
    title: 'Club nature Les Martins-Pêcheurs',
    summary:
      'Un club pour les 8-14 ans qui observent, protègent et font connaître la nature de la vallée de la Lys.',
    tags: ['jeunesse'],
    data: {
      contact: 'Hugo Delcroix, président',
      email: 'contact@club-martins-pecheurs.fr',
      phone: '06 39 98 12 53',
      website: 'https://www.club-martins-pecheurs.fr',
      address: 'Maison de l’enfance, 10 rue des Écoles, 59270 Vallon-sur-Lys',
    },
    html: `<p>Deux mercredis par mois, de 14h00 à 17h00, les jeunes naturalistes du club partent à la découverte des prairies humides, des haies et des berges de la Lys : observation des oiseaux, inventaire des libellules, construction de nichoirs et d’hôtels à insectes, plantation de haies avec les agriculteurs.</p>
<p>Le club participe à l’opération « Lys propre » et co-anime des sorties nature ouvertes aux habitants. Il est encadré par deux animateurs bénévoles diplômés du BAFA. Adhésion : 15 € par an, jumelles et guides d’identification prêtés.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Écoles
// ---------------------------------------------------------------------------------------------

const ecoles: SeedElement[] = [
  {
    title: 'École maternelle Les Tilleuls',
    summary:
      'Cinq classes de la toute petite section à la grande section, au 2 rue des Écoles, à côté de la Maison de l’enfance.',
    data: {
      address: '2 rue des Écoles, 59270 Vallon-sur-Lys',
      phone: '03 28 41 52 71',
      director: 'Mme Anne Leclercq',
      levels: 'TPS-GS',
      hours: 'Lundi, mardi, jeudi et vendredi : 8h30–11h45 et 13h30–16h30',
    },
    html: `<p>L’école maternelle Les Tilleuls accueille environ 115 enfants répartis en cinq classes. Les enfants de deux ans et demi peuvent être accueillis en toute petite section, selon les places disponibles, à la rentrée de septembre ou de janvier.</p>
<h2>La vie de l’école</h2>
<ul>
<li>un projet d’école tourné vers le langage et la découverte de la nature, avec un potager cultivé par les classes ;</li>
<li>une séance hebdomadaire à la médiathèque Jules-Verne et des spectacles au fil de l’année ;</li>
<li>une salle de motricité, un dortoir pour la sieste des plus petits et une cour ombragée par les tilleuls qui ont donné leur nom à l’école.</li>
</ul>
<p>L’accueil des enfants se fait dix minutes avant l’heure de la classe. Avant et après l’école, les enfants peuvent être accueillis à la <a href="/vivre-a-vallon-sur-lys/enfance-jeunesse/centre-periscolaire-et-accueil-de-loisir">Maison de l’enfance</a>. Inscriptions : en mairie puis auprès de la directrice, sur rendez-vous.</p>`,
  },
  {
    title: 'École élémentaire Pierre-et-Marie-Curie',
    summary: 'Huit classes du CP au CM2, au 6 rue des Écoles, avec natation, voile et classe de découverte.',
    data: {
      address: '6 rue des Écoles, 59270 Vallon-sur-Lys',
      phone: '03 28 41 52 72',
      director: 'M. Thomas Dewitte',
      levels: 'CP-CM2',
      hours: 'Lundi, mardi, jeudi et vendredi : 8h30–11h45 et 13h30–16h30',
    },
    html: `<p>L’école élémentaire Pierre-et-Marie-Curie scolarise près de 195 élèves dans huit classes, du CP au CM2. Elle dispose d’une salle informatique, d’une bibliothèque d’école et d’un préau couvert ; la pompe à chaleur installée en 2023 a remplacé l’ancienne chaudière au fioul.</p>
<h2>Les projets</h2>
<ul>
<li>natation à la piscine intercommunale pour les CP, CE1 et CM1 ;</li>
<li>cycle de voile en CM2 à la base nautique de la Lys ;</li>
<li>classe de découverte tous les deux ans pour les CM1 et les CM2 ;</li>
<li>participation des CM1 et CM2 à l’élection du conseil municipal des jeunes.</li>
</ul>
<p>Le restaurant scolaire, partagé avec l’école maternelle, accueille les élémentaires à 12h30. Les inscriptions se font en mairie au service enfance, puis auprès du directeur.</p>`,
  },
  {
    title: 'Collège Les Hauts-de-Lys (collège de secteur)',
    summary:
      'Le collège public de Saint-Aubin-sur-Lys accueille les élèves de Vallon-sur-Lys de la 6e à la 3e, desservi par deux cars scolaires.',
    data: {
      address: '15 avenue des Flandres, 59253 Saint-Aubin-sur-Lys',
      phone: '03 28 42 45 80',
      director: 'Mme Nathalie Verbeke, principale',
      levels: '6e-3e',
      hours: 'Lundi, mardi, jeudi et vendredi : 8h15–16h55 ; mercredi : 8h15–12h05',
    },
    html: `<p>Le collège Les Hauts-de-Lys, situé à 6 km, est le collège de secteur des élèves de Vallon-sur-Lys. Il accueille 540 élèves et propose une section sportive football, une classe à horaires aménagés musique en partenariat avec l’école de musique intercommunale et l’apprentissage du néerlandais dès la 6e.</p>
<h2>Venir au collège</h2>
<p>Deux cars scolaires de la Région Hauts-de-France partent de la place de la Mairie à 7h35 et 7h50 ; le retour est assuré à 17h15, et à 12h20 le mercredi. Les arrêts et les modalités d’inscription sont détaillés sur la page <a href="/vivre-a-vallon-sur-lys/enfance-jeunesse/transports-scolaires">Transports scolaires</a>.</p>
<p>L’affectation en 6e se fait automatiquement à partir du dossier transmis par l’école élémentaire. Une journée de découverte du collège est organisée en juin pour les élèves de CM2.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Restauration scolaire : menus de la semaine
// ---------------------------------------------------------------------------------------------

const MENU_LEGEND = `<p><strong>(bio)</strong> : produit issu de l’agriculture biologique ; <strong>(local)</strong> : produit de la vallée de la Lys ou des Flandres, acheté en direct aux producteurs. Le pain vient de la boulangerie Lefebvre.</p>
<p>Les 14 allergènes majeurs présents dans chaque plat (gluten, lait, œufs, arachides, fruits à coque, poisson, crustacés, mollusques, soja, céleri, moutarde, sésame, lupin, sulfites) sont affichés à l’entrée du restaurant scolaire et consultables sur le <a href="/vivre-a-vallon-sur-lys/enfance-jeunesse/site-enfant-parent">portail enfant-parent</a>. Les enfants qui suivent un projet d’accueil individualisé (PAI) alimentaire apportent leur panier-repas. Les menus peuvent être modifiés en fonction des livraisons.</p>`;

const menuTable = (rows: [string, string, string, string, string][]): string =>
  `<table>
<thead><tr><th scope="col">Jour</th><th scope="col">Entrée</th><th scope="col">Plat</th><th scope="col">Accompagnement</th><th scope="col">Dessert</th></tr></thead>
<tbody>
${rows.map(([day, a, b, c, d]) => `<tr><th scope="row">${day}</th><td>${a}</td><td>${b}</td><td>${c}</td><td>${d}</td></tr>`).join('\n')}
</tbody>
</table>`;

const restaurationScolaire: SeedElement[] = [
  {
    title: 'Menus de la semaine du 16 au 20 novembre',
    summary:
      'Velouté de potiron et omelette pour le repas végétarien du mardi, poisson issu de la pêche durable le vendredi.',
    tags: ['menus'],
    data: { weekStartInDays: -4 },
    html: `${menuTable([
      [
        'Lundi 16',
        'Carottes râpées à l’orange (bio)',
        'Filet de poulet Label Rouge sauce normande',
        'Riz pilaf',
        'Yaourt nature (local)',
      ],
      [
        'Mardi 17 — menu végétarien',
        'Velouté de potiron (local)',
        'Omelette aux fines herbes',
        'Gratin de chou-fleur',
        'Pomme (local)',
      ],
      [
        'Jeudi 19',
        'Salade de betteraves (bio)',
        'Sauté de bœuf aux carottes (local)',
        'Purée de pommes de terre (local)',
        'Compote de poires',
      ],
      [
        'Vendredi 20',
        'Potage de légumes',
        'Filet de colin sauce citron (pêche durable)',
        'Haricots verts (bio)',
        'Fromage blanc (local) et coulis de fruits rouges',
      ],
    ])}
${MENU_LEGEND}`,
  },
  {
    title: 'Menus de la semaine du 23 au 27 novembre',
    summary:
      'Lasagnes aux légumes pour le repas végétarien du mardi, rôti de dinde et petits pois bio le jeudi.',
    tags: ['menus'],
    data: { weekStartInDays: 3 },
    html: `${menuTable([
      [
        'Lundi 23',
        'Salade de lentilles (bio)',
        'Saucisse de Toulouse (plat de substitution : saucisse de volaille)',
        'Purée de céleri et pommes de terre (local)',
        'Clémentines',
      ],
      [
        'Mardi 24 — menu végétarien',
        'Potage cultivateur (local)',
        'Lasagnes aux légumes et à la ricotta',
        'Salade verte',
        'Poire (local)',
      ],
      [
        'Jeudi 26',
        'Concombre à la crème',
        'Rôti de dinde au jus',
        'Petits pois et carottes (bio)',
        'Yaourt aux fruits (local)',
      ],
      [
        'Vendredi 27',
        'Pamplemousse',
        'Brandade de poisson (pêche durable)',
        'Salade de mâche',
        'Flan à la vanille',
      ],
    ])}
${MENU_LEGEND}`,
  },
  {
    title: 'Menus de la semaine du 30 novembre au 4 décembre',
    summary: 'Chili sin carne pour le repas végétarien du mardi et goûter de Saint-Nicolas le vendredi.',
    tags: ['menus'],
    data: { weekStartInDays: 10 },
    html: `${menuTable([
      ['Lundi 30', 'Velouté de poireaux (local)', 'Cordon-bleu de volaille', 'Coquillettes (bio)', 'Kiwi'],
      [
        'Mardi 1er — menu végétarien',
        'Salade de chou blanc aux pommes (local)',
        'Chili sin carne',
        'Riz (bio)',
        'Fromage blanc au miel de la vallée (local)',
      ],
      [
        'Jeudi 3',
        'Céleri rémoulade',
        'Rôti de porc au jus (plat de substitution : rôti de dinde)',
        'Pommes de terre rissolées (local)',
        'Clémentines',
      ],
      [
        'Vendredi 4 — Saint-Nicolas',
        'Potage de légumes',
        'Filet de lieu à la crème (pêche durable)',
        'Julienne de légumes',
        'Saint-Nicolas en pain d’épices de la boulangerie Lefebvre',
      ],
    ])}
${MENU_LEGEND}`,
  },
  {
    title: 'Menus de la semaine du 7 au 11 décembre',
    summary:
      'Gratin de pâtes aux brocolis pour le repas végétarien du mardi et waterzoï de volaille, spécialité flamande, le jeudi.',
    tags: ['menus'],
    data: { weekStartInDays: 17 },
    html: `${menuTable([
      [
        'Lundi 7',
        'Salade de pâtes (bio)',
        'Hachis parmentier (bœuf local)',
        'Salade verte',
        'Yaourt à la vanille (local)',
      ],
      [
        'Mardi 8 — menu végétarien',
        'Crème de lentilles corail',
        'Gratin de pâtes au fromage',
        'Brocolis (bio)',
        'Compote de pommes (local)',
      ],
      [
        'Jeudi 10',
        'Endives aux noix (local)',
        'Waterzoï de volaille',
        'Pommes de terre vapeur (local)',
        'Poire (local)',
      ],
      [
        'Vendredi 11',
        'Carottes râpées (bio)',
        'Filet de merlu au beurre blanc (pêche durable)',
        'Semoule',
        'Crème dessert au chocolat',
      ],
    ])}
${MENU_LEGEND}`,
  },
];

// ---------------------------------------------------------------------------------------------
// Commerces
// ---------------------------------------------------------------------------------------------

const commerces: SeedElement[] = [
  {
    title: 'Boulangerie-pâtisserie Lefebvre',
    summary:
      'Pains au levain, viennoiseries et pâtisseries maison sur la place de la Mairie, ouvert aussi le dimanche matin.',
    tags: ['alimentation'],
    data: {
      address: '3 place de la Mairie, 59270 Vallon-sur-Lys',
      phone: '03 28 41 53 01',
      hours: 'Du mardi au samedi : 6h30–13h00 et 15h30–19h00 ; dimanche : 7h00–12h30',
    },
    html: `<p>Installés depuis 2009, Sébastien et Aurélie Lefebvre proposent des pains au levain naturel façonnés à la main, à partir de farines de moulins de la région, ainsi que des spécialités flamandes : pain d’épices, cramique, tarte au sucre et, en décembre, les Saint-Nicolas en pain d’épices.</p>
<p>La boulangerie fournit le pain du restaurant scolaire. Commandes de pièces montées et de gâteaux d’anniversaire 48 heures à l’avance. Fermée le lundi.</p>`,
  },
  {
    title: 'Pharmacie de la Lys',
    summary: 'Pharmacie du centre-bourg : ordonnances, conseils, matériel médical et orthopédie.',
    tags: ['santé'],
    data: {
      address: '14 place de la Mairie, 59270 Vallon-sur-Lys',
      phone: '03 28 41 53 10',
      hours: 'Du lundi au vendredi : 8h45–12h30 et 14h00–19h30 ; samedi : 9h00–12h30 et 14h00–17h00',
    },
    html: `<p>L’équipe de la pharmacie, trois pharmaciens et quatre préparatrices, vous accueille pour la délivrance des ordonnances, les conseils de santé et la vaccination (grippe, Covid-19) sans rendez-vous pendant la campagne d’automne.</p>
<ul>
<li>location et vente de matériel médical : fauteuils roulants, lits médicalisés, déambulateurs ;</li>
<li>livraison à domicile pour les personnes qui ne peuvent pas se déplacer, en lien avec le CCAS ;</li>
<li>collecte des médicaments non utilisés et des déchets de soins piquants.</li>
</ul>
<p>La nuit, le dimanche et les jours fériés, composez le 3237 pour connaître la pharmacie de garde.</p>`,
  },
  {
    title: 'Boucherie-charcuterie Vermeersch',
    summary:
      'Viandes d’éleveurs des Flandres, charcuterie et plats cuisinés maison, rue du Général-de-Gaulle.',
    tags: ['alimentation'],
    data: {
      address: '9 rue du Général-de-Gaulle, 59270 Vallon-sur-Lys',
      phone: '03 28 41 53 03',
      hours: 'Du mardi au samedi : 8h00–12h30 et 15h00–19h00',
    },
    html: `<p>Artisan boucher depuis trois générations, la maison Vermeersch s’approvisionne auprès d’éleveurs des Flandres et de l’Avesnois et prépare sur place sa charcuterie : pâté de campagne, potjevleesch, jambon cuit, saucisses.</p>
<p>Plats cuisinés du jour du mardi au samedi, rôtis et colis sur commande. Un service traiteur est proposé pour les repas de famille et les associations.</p>`,
  },
  {
    title: 'Bar-tabac-presse Le Moulin',
    summary: 'Tabac, presse, jeux, paiement de proximité et relais colis à l’entrée de la rue du Moulin.',
    tags: ['services'],
    data: {
      address: '1 rue du Moulin, 59270 Vallon-sur-Lys',
      phone: '03 28 41 53 05',
      hours: 'Du lundi au samedi : 7h00–20h00 ; dimanche : 8h00–13h00',
    },
    html: `<p>Le Moulin est à la fois un café, un bureau de tabac et un marchand de journaux. On y trouve la presse quotidienne régionale et nationale, les magazines, la papeterie de dépannage et les timbres.</p>
<ul>
<li>paiement de proximité : factures de cantine, d’eau, amendes et impôts jusqu’à 300 € en espèces ;</li>
<li>cartes de pêche de La Gaule de la Lys ;</li>
<li>point relais colis.</li>
</ul>
<p>Pendant les travaux de la rue du Moulin, le commerce reste ouvert et accessible à pied depuis la place de la Mairie.</p>`,
  },
  {
    title: 'Salon de coiffure Atelier Margaux',
    summary: 'Coiffure femmes, hommes et enfants, avec ou sans rendez-vous, et coiffure à domicile le lundi.',
    tags: ['beauté'],
    data: {
      address: '22 rue du Général-de-Gaulle, 59270 Vallon-sur-Lys',
      phone: '03 28 41 53 07',
      hours: 'Mardi, jeudi et vendredi : 9h00–18h30 ; mercredi : 9h00–12h00 ; samedi : 8h30–16h00',
      website: 'https://www.atelier-margaux-coiffure.fr',
    },
    html: `<p>Margaux Lheureux et son équipe vous accueillent pour les coupes, couleurs végétales, mèches, chignons de mariage et coupes enfants. Le salon utilise des produits de marques françaises sans ammoniaque.</p>
<p>Le lundi, Margaux se déplace à domicile pour les personnes âgées ou à mobilité réduite de la commune, sur rendez-vous.</p>`,
  },
  {
    title: 'Épicerie Proxi de la Lys',
    summary:
      'Épicerie de dépannage ouverte 7 jours sur 7, produits frais, produits locaux et point relais colis.',
    tags: ['alimentation', 'services'],
    data: {
      address: '17 rue du Général-de-Gaulle, 59270 Vallon-sur-Lys',
      phone: '03 28 41 53 12',
      hours: 'Du lundi au samedi : 8h00–20h00 ; dimanche : 9h00–12h30',
    },
    html: `<p>L’épicerie propose l’essentiel des courses du quotidien : fruits et légumes, produits frais, épicerie, produits d’entretien, ainsi qu’un rayon de produits de la vallée (œufs, fromages, jus de pomme, miel, endives en saison).</p>
<ul>
<li>livraison à domicile gratuite pour les plus de 70 ans, le mardi et le vendredi ;</li>
<li>retrait d’espèces et point relais colis ;</li>
<li>gaz en bouteille et charbon de bois.</li>
</ul>`,
  },
  {
    title: 'Fleuriste Au Jardin de Lys',
    summary:
      'Bouquets de saison, plantes, compositions pour les mariages et les deuils, livraison dans la vallée.',
    tags: ['fleurs'],
    data: {
      address: '6 place de la Mairie, 59270 Vallon-sur-Lys',
      phone: '03 28 41 53 14',
      hours: 'Du mardi au samedi : 9h00–12h30 et 14h30–19h00 ; dimanche : 9h00–12h30',
      website: 'https://www.aujardindelys.fr',
    },
    html: `<p>Claire-Marie Delforge compose des bouquets avec des fleurs de saison, dont une partie est cultivée par des horticulteurs des Flandres. La boutique propose aussi des plantes d’intérieur, des plants pour le potager au printemps et des compositions pour les mariages, baptêmes et cérémonies funéraires.</p>
<p>Livraison dans un rayon de 15 km, commandes par téléphone. En décembre : sapins de Noël du Morvan, couronnes de l’Avent et ateliers de composition.</p>`,
  },
  {
    title: 'Garage Decock',
    summary: 'Mécanique toutes marques, carrosserie, pneumatiques et préparation au contrôle technique.',
    tags: ['automobile'],
    data: {
      address: '48 route de Saint-Aubin, 59270 Vallon-sur-Lys',
      phone: '03 28 41 53 16',
      hours: 'Du lundi au vendredi : 8h00–12h00 et 13h30–18h30 ; samedi : 8h00–12h00',
    },
    html: `<p>Garage familial depuis 1978, le garage Decock assure l’entretien et la réparation des véhicules de toutes marques, y compris hybrides et électriques : vidange, freinage, distribution, climatisation, diagnostic électronique.</p>
<ul>
<li>atelier de carrosserie et de peinture, prise en charge des démarches avec les assurances ;</li>
<li>vente et montage de pneumatiques, gardiennage des pneus hiver ;</li>
<li>véhicule de prêt sur réservation et dépannage dans la vallée.</li>
</ul>`,
  },
  {
    title: 'Café-restaurant Le Relais de l’Écluse',
    summary:
      'Menu du jour en semaine et cuisine flamande de saison face à l’écluse, avec terrasse au bord de la Lys.',
    tags: ['restauration'],
    data: {
      address: '2 quai de la Lys, 59270 Vallon-sur-Lys',
      phone: '03 28 41 53 18',
      hours:
        'Du lundi au vendredi : 7h30–15h00, service de midi de 12h00 à 14h00 ; vendredi et samedi soir : 19h00–22h00 ; fermé le dimanche',
      website: 'https://www.relais-ecluse.fr',
    },
    html: `<p>Face à l’écluse, Le Relais propose chaque midi en semaine un menu du jour (entrée, plat, dessert) à 16,50 €, préparé avec des produits de la vallée. Le vendredi et le samedi soir, la carte met à l’honneur la cuisine flamande : waterzoï, potjevleesch, carbonnade, tarte au maroilles.</p>
<p>Terrasse au bord de l’eau d’avril à septembre, très appréciée des cyclistes du chemin de halage. Salle accessible aux personnes à mobilité réduite. Réservation conseillée le week-end et pour les groupes.</p>`,
  },
  {
    title: 'Marché hebdomadaire du jeudi',
    summary: 'Chaque jeudi matin, une quinzaine de commerçants s’installent sur la place de la Mairie.',
    tags: ['marché', 'alimentation'],
    data: {
      address: 'Place de la Mairie, 59270 Vallon-sur-Lys',
      phone: '03 28 41 52 60',
      hours: 'Chaque jeudi : 8h00–12h30',
    },
    html: `<p>Fruits et légumes de maraîchers de la vallée, fromages, poissonnerie, volailles rôties, fleurs et plants : le marché du jeudi matin est un rendez-vous apprécié depuis plus de cinquante ans.</p>
<p>Les commerçants non sédentaires qui souhaitent obtenir un emplacement s’adressent à l’accueil de la mairie ; le placier est présent le jeudi dès 7h30. Lorsque le jeudi est un jour férié, le marché est maintenu.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Entreprises de la zone d’activités du Pont-Rouge
// ---------------------------------------------------------------------------------------------

const entreprises: SeedElement[] = [
  {
    title: 'Menuiseries Vandamme',
    summary:
      'Fabricant de fenêtres et de portes en bois et en aluminium, premier employeur de la zone du Pont-Rouge.',
    tags: ['industrie'],
    data: {
      address: 'ZA du Pont-Rouge, 1 rue de l’Industrie, 59270 Vallon-sur-Lys',
      phone: '03 28 41 58 10',
      activity: 'Menuiserie industrielle',
      website: 'https://www.menuiseries-vandamme.fr',
    },
    html: `<p>Entreprise familiale fondée en 1964 dans le centre-bourg et installée dans la zone du Pont-Rouge depuis 1998, Menuiseries Vandamme emploie 85 salariés. Elle fabrique sur mesure des fenêtres, portes et baies vitrées en bois, en aluminium et en bois-aluminium, pour les particuliers et les chantiers de logements de la région.</p>
<p>L’entreprise accueille chaque année des apprentis en menuiserie et en maintenance industrielle, en lien avec les lycées professionnels de la vallée.</p>`,
  },
  {
    title: 'Lys Logistique',
    summary:
      'Transport routier de marchandises et entreposage pour les industriels et les coopératives de la région.',
    tags: ['transport'],
    data: {
      address: 'ZA du Pont-Rouge, 5 rue de l’Industrie, 59270 Vallon-sur-Lys',
      phone: '03 28 41 58 20',
      activity: 'Transport et logistique',
    },
    html: `<p>Lys Logistique exploite une flotte de 40 poids lourds et un entrepôt de 6 000 m² à 10 minutes de l’autoroute A25. L’entreprise assure des livraisons dans le nord de la France, en Belgique et aux Pays-Bas, ainsi que le stockage et la préparation de commandes pour des entreprises de la vallée.</p>
<p>Elle emploie 70 personnes : conducteurs, préparateurs de commandes, mécaniciens et agents d’exploitation. Les candidatures spontanées sont étudiées toute l’année.</p>`,
  },
  {
    title: 'Établissements Deleplanque',
    summary:
      'Négoce agricole : collecte de céréales et de lin, approvisionnement et conseil aux exploitations de la vallée.',
    tags: ['agriculture'],
    data: {
      address: 'ZA du Pont-Rouge, 9 rue de l’Industrie, 59270 Vallon-sur-Lys',
      phone: '03 28 41 58 30',
      activity: 'Négoce agricole',
      website: 'https://www.ets-deleplanque.fr',
    },
    html: `<p>Depuis quatre générations, les Établissements Deleplanque collectent les récoltes des agriculteurs de la vallée de la Lys, céréales, lin textile et pommes de terre, et leur fournissent semences, engrais et matériel.</p>
<p>Leurs silos du Pont-Rouge peuvent stocker 25 000 tonnes de grains. L’entreprise emploie 32 salariés, dont cinq conseillers agronomes qui accompagnent les exploitations vers des pratiques plus économes en intrants.</p>`,
  },
  {
    title: 'Plastilys',
    summary:
      'Injection de pièces techniques en matière plastique pour l’automobile, l’électroménager et le médical.',
    tags: ['industrie'],
    data: {
      address: 'ZA du Pont-Rouge, 2 rue des Artisans, 59270 Vallon-sur-Lys',
      phone: '03 28 41 58 40',
      activity: 'Plasturgie',
      website: 'https://www.plastilys.fr',
    },
    html: `<p>Plastilys conçoit et fabrique des pièces techniques en plastique injecté : connecteurs, boîtiers, pièces d’habillage. Son atelier compte 22 presses à injecter fonctionnant en trois équipes.</p>
<p>L’entreprise, qui emploie 48 personnes, réutilise ses chutes de production et a réduit de 30 % sa consommation d’électricité depuis 2021 grâce au remplacement de ses presses hydrauliques par des presses électriques.</p>`,
  },
  {
    title: 'Lefrancq Bâtiment',
    summary: 'Maçonnerie, gros œuvre, rénovation et extension de maisons dans toute la vallée de la Lys.',
    tags: ['artisanat', 'bâtiment'],
    data: {
      address: 'ZA du Pont-Rouge, 6 rue des Artisans, 59270 Vallon-sur-Lys',
      phone: '03 28 41 58 50',
      activity: 'Bâtiment et gros œuvre',
    },
    html: `<p>Lefrancq Bâtiment réalise les travaux de maçonnerie et de gros œuvre des maisons neuves, les extensions, la rénovation de fermes et de maisons en briques, ainsi que les ouvrages d’assainissement individuel.</p>
<p>L’entreprise compte 18 compagnons et apprentis. Elle est qualifiée pour la rénovation énergétique, ce qui permet à ses clients de bénéficier des aides de l’État. Devis gratuit sur rendez-vous.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Actions sociales
// ---------------------------------------------------------------------------------------------

const actionsSociales: SeedElement[] = [
  {
    title: 'Aide alimentaire',
    summary:
      'Distribution des Restos du cœur le mardi après-midi pendant l’hiver, et aides d’urgence du CCAS toute l’année.',
    data: { contact: 'CCAS – Martine Delattre, adjointe aux affaires sociales', phone: '03 28 41 52 63' },
    html: `<p>Deux dispositifs permettent aux habitants qui traversent une période difficile de bénéficier d’une aide alimentaire.</p>
<h2>L’antenne des Restos du cœur</h2>
<p>Pendant la campagne d’hiver, l’antenne locale des Restos du cœur accueille les bénéficiaires <strong>le mardi de 14h00 à 16h00, salle Saint-Exupéry</strong>, rue du Moulin, à partir du mardi 24 novembre et jusqu’en mars. Les inscriptions ont lieu sur place, aux mêmes horaires : apportez une pièce d’identité, vos justificatifs de ressources et de charges (loyer, énergie) et votre attestation CAF.</p>
<h2>Les aides du CCAS</h2>
<p>Toute l’année, le CCAS peut attribuer des bons alimentaires à utiliser dans les commerces de la commune, en cas de difficulté passagère. La demande est examinée de façon confidentielle, sur rendez-vous avec l’agent du CCAS. En cas d’urgence, vous êtes reçu le jour même.</p>`,
  },
  {
    title: 'Portage de repas à domicile',
    summary:
      'Des repas complets livrés à domicile du lundi au vendredi pour les personnes âgées, handicapées ou convalescentes, 8,50 € le repas.',
    data: { contact: 'CCAS de Vallon-sur-Lys', phone: '03 28 41 52 63' },
    html: `<p>Le portage de repas permet aux personnes qui ne peuvent plus préparer leurs repas, de façon durable ou temporaire, de continuer à vivre chez elles. Il s’adresse aux habitants de plus de 65 ans, aux personnes handicapées et aux personnes qui sortent d’une hospitalisation.</p>
<ul>
<li>un repas complet et équilibré : potage, entrée, plat, fromage ou laitage, dessert et pain ;</li>
<li>des menus adaptés aux régimes sans sel, diabétique ou à texture modifiée ;</li>
<li>une livraison du lundi au vendredi entre 9h00 et 11h30, les repas du week-end étant livrés le vendredi ;</li>
<li>un tarif de 8,50 € le repas, facturé chaque mois.</li>
</ul>
<p>Le service peut démarrer sous 48 heures, sans engagement de durée. Le passage de l’agent livreur est aussi un moment d’échange : en cas d’inquiétude, il prévient le CCAS et la famille. Une partie du coût peut être prise en charge par l’allocation personnalisée d’autonomie.</p>`,
  },
  {
    title: 'Mutuelle communale',
    summary:
      'Une complémentaire santé négociée par la commune, ouverte à tous les habitants sans questionnaire médical. Permanences en mairie.',
    data: { contact: 'CCAS – Martine Delattre, adjointe aux affaires sociales', phone: '03 28 41 52 63' },
    html: `<p>Pour aider les habitants à se soigner sans renoncer aux soins pour des raisons financières, la commune a signé en octobre une convention avec la Mutuelle des Pays de Lys, retenue après une consultation de plusieurs organismes. La commune ne perçoit aucune rémunération et ne participe pas au financement des cotisations.</p>
<h2>Les avantages</h2>
<ul>
<li>ouverte à tous les habitants de Vallon-sur-Lys, quels que soient leur âge et leur situation : retraités, indépendants, demandeurs d’emploi, étudiants ;</li>
<li>aucun questionnaire de santé ni délai de carence ;</li>
<li>trois niveaux de garanties, avec des tarifs négociés inférieurs de 10 à 25 % aux tarifs habituels pour les retraités ;</li>
<li>possibilité de résilier son contrat actuel à tout moment après un an d’adhésion.</li>
</ul>
<h2>Se renseigner</h2>
<p>Un conseiller de la mutuelle tient une permanence en mairie le premier et le troisième lundi du mois, de 14h00 à 17h00, sur rendez-vous auprès du CCAS. Apportez votre contrat actuel et son échéancier pour comparer. Les personnes aux revenus modestes peuvent aussi vérifier leurs droits à la complémentaire santé solidaire, gratuite ou à moins d’un euro par jour.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Conseil municipal des jeunes
// ---------------------------------------------------------------------------------------------

const conseilDesJeunes: SeedElement[] = [
  {
    title: 'Élection du conseil municipal des jeunes : quinze nouveaux élus',
    summary:
      'Les élèves de CM1, de CM2 et les collégiens ont élu en octobre leurs quinze représentants pour les deux prochaines années.',
    html: `<p>Les élections du conseil municipal des jeunes se sont déroulées du 12 au 16 octobre à l’école élémentaire Pierre-et-Marie-Curie et en mairie pour les collégiens. Vingt-six candidats avaient mené campagne, affiches et programmes à l’appui.</p>
<p>Avec une participation de 88 %, les électeurs ont désigné quinze élus : huit filles et sept garçons, six élèves de CM2 et neuf collégiens. Ils ont été installés officiellement par Mme Claire Dufresne lors d’une séance plénière dans la salle du conseil, en présence de Sandrine Vasseur, adjointe à l’enfance et à la jeunesse.</p>
<h2>Leurs premières idées</h2>
<ul>
<li>un skatepark près du city-stade ;</li>
<li>une collecte solidaire avant Noël ;</li>
<li>des poubelles de tri dans la cour de l’école et au city-stade ;</li>
<li>un après-midi de jeux entre les jeunes et les aînés du club Les Tisserands.</li>
</ul>
<p>Les jeunes élus se réunissent en commissions un mercredi sur deux, de 14h00 à 15h30. Leurs parents peuvent contacter le service enfance au 03 28 41 52 64.</p>`,
  },
  {
    title: 'Projet de skatepark : les jeunes élus présentent leurs plans',
    summary:
      'Après une enquête auprès de 140 jeunes, la commission sport et loisirs du CMJ a dessiné un projet de skatepark à côté du city-stade.',
    html: `<p>Porté depuis plusieurs années par les jeunes de la commune, le projet de skatepark avance. La commission sport et loisirs du conseil municipal des jeunes a mené une enquête auprès de 140 jeunes, à l’espace jeunes Le Spot et au collège : 78 % d’entre eux souhaitent un équipement adapté au skateboard, à la trottinette et au BMX.</p>
<h2>Le projet</h2>
<ul>
<li>un emplacement à côté du city-stade, derrière la salle des sports, loin des habitations ;</li>
<li>une aire en béton d’environ 400 m², avec des modules pour débutants et confirmés ;</li>
<li>des bancs, un point d’eau et une corbeille de tri ;</li>
<li>un coût estimé à 85 000 € hors taxes, pour lequel la commune sollicitera des subventions de l’Agence nationale du sport et du Département.</li>
</ul>
<p>Les jeunes élus ont rencontré un bureau d’études spécialisé et visité le skatepark d’une commune voisine. Ils présenteront le projet au conseil municipal au printemps 2027 ; si le financement est obtenu, les travaux pourraient avoir lieu en 2028. Les riverains seront invités à une réunion d’information.</p>`,
  },
  {
    title: 'Collecte solidaire de produits d’hygiène',
    summary:
      'Du 1er au 18 décembre, le conseil municipal des jeunes collecte des produits d’hygiène au profit de l’antenne locale des Restos du cœur.',
    html: `<p>Après la collecte de jouets de l’an dernier, les jeunes élus lancent une collecte de produits d’hygiène, souvent moins donnés que les denrées alimentaires, au profit de l’antenne locale des Restos du cœur.</p>
<h2>Ce que vous pouvez donner</h2>
<ul>
<li>savon, gel douche, shampoing, dentifrice et brosses à dents ;</li>
<li>protections périodiques ;</li>
<li>couches et produits de soin pour bébé ;</li>
<li>lessive et produits d’entretien.</li>
</ul>
<p>Les produits doivent être neufs et non entamés. Des cartons de collecte sont installés du 1er au 18 décembre à l’accueil de la mairie, à la médiathèque Jules-Verne, à l’espace jeunes Le Spot et dans le hall de l’école élémentaire. Les jeunes élus remettront les dons aux bénévoles le samedi 19 décembre.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Environnement
// ---------------------------------------------------------------------------------------------

const environnement: SeedElement[] = [
  {
    title: 'Broyage des déchets verts : apportez vos branchages',
    summary:
      'Au printemps et à l’automne, la commune organise des matinées de broyage gratuit : vous repartez avec du broyat pour pailler votre jardin.',
    html: `<p>Tailles de haies, branches d’arbres fruitiers, sapins de Noël : plutôt que de les transporter à la déchèterie, faites-les broyer ! Le broyat obtenu est un excellent paillage, qui garde l’humidité du sol, limite les herbes indésirables et nourrit la terre en se décomposant.</p>
<h2>Comment ça marche ?</h2>
<ul>
<li>Les matinées de broyage ont lieu un samedi par mois en mars, avril, octobre et novembre, de 9h00 à 12h00, devant les services techniques, rue du Stade. Les dates sont annoncées dans l’agenda.</li>
<li>Apportez des branches de moins de 10 cm de diamètre, sans terre, ni pierres, ni fil de fer ; les tontes, feuilles et souches ne sont pas acceptées.</li>
<li>Le broyage est réalisé par les agents municipaux avec le broyeur prêté par la communauté de communes. Vous pouvez repartir avec votre broyat ou le laisser à la disposition des autres jardiniers.</li>
</ul>
<p>Rappel : le brûlage des déchets verts à l’air libre est interdit toute l’année. Renseignements auprès des services techniques au 03 28 41 52 61.</p>`,
  },
  {
    title: 'Fauchage raisonné des bords de route',
    summary:
      'Les accotements et les talus sont fauchés en deux temps pour garantir la sécurité tout en laissant fleurir la flore et vivre les insectes.',
    html: `<p>Depuis 2018, les services techniques appliquent le fauchage raisonné sur les 28 kilomètres de routes et de chemins communaux. Cette méthode concilie la sécurité des usagers et la préservation de la biodiversité.</p>
<h2>Deux passages par an</h2>
<ul>
<li><strong>De mi-mai à fin juin</strong> : une seule largeur de fauche, environ 1,20 m, le long de la chaussée et dans les virages et carrefours pour préserver la visibilité.</li>
<li><strong>À partir de septembre</strong> : fauche complète des accotements, des fossés et des talus, une fois que les plantes ont fleuri et produit leurs graines.</li>
</ul>
<p>Les herbes hautes des talus abritent des papillons, des abeilles sauvages, des carabes et de petits mammifères ; elles servent de corridors entre les haies et les prairies. La hauteur de coupe, au moins 10 cm, protège aussi la faune au sol.</p>
<p>Les riverains restent responsables de l’entretien du trottoir et de l’accotement devant chez eux. Une visibilité insuffisante dans un carrefour ? Signalez-la aux services techniques au 03 28 41 52 61.</p>`,
  },
  {
    title: 'Frelon asiatique : reconnaître, signaler, faire détruire les nids',
    summary:
      'Le frelon asiatique menace les abeilles et peut être dangereux près des habitations. La commune prend en charge la moitié du coût de destruction des nids.',
    html: `<p>Présent dans le Nord depuis une dizaine d’années, le frelon asiatique s’attaque aux abeilles et aux autres insectes pollinisateurs. Ses nids, souvent installés en hauteur dans les arbres, mais aussi dans les haies, les abris de jardin ou sous les toitures, peuvent contenir plusieurs milliers d’individus.</p>
<h2>Le reconnaître</h2>
<ul>
<li>un thorax noir et un abdomen sombre marqué d’une large bande orangée ;</li>
<li>des pattes jaunes à leur extrémité, ce qui le distingue du frelon européen, plus grand et plus roux ;</li>
<li>un nid de forme arrondie, de la taille d’un ballon, avec une petite entrée latérale.</li>
</ul>
<h2>Que faire en cas de nid ?</h2>
<ol>
<li>Ne vous approchez pas du nid et n’essayez jamais de le détruire vous-même : les frelons défendent leur nid vivement.</li>
<li>Signalez-le aux services techniques, au 03 28 41 52 61, avec si possible une photo prise à distance.</li>
<li>Faites appel à une entreprise spécialisée de la liste communiquée par la mairie. Sur présentation de la facture, la commune rembourse 50 % du coût de la destruction, dans la limite de 80 € par nid.</li>
</ol>
<p>Les nids situés sur le domaine public sont détruits par la commune. En hiver, les nids vides ne présentent plus de danger et n’ont pas besoin d’être détruits.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// État civil
// ---------------------------------------------------------------------------------------------

const etatCivil: SeedElement[] = [
  {
    title: 'Naissance : Léo, le 3 novembre',
    summary: 'Bienvenue à Léo, né le 3 novembre à Armentières.',
    data: { kind: 'naissance', dateDaysAgo: 17 },
    html: `<p>La municipalité adresse ses plus vives félicitations aux parents de Léo, né le 3 novembre 2026, et souhaite la bienvenue au petit Vallonnais.</p>
<p><em>Avis publié avec l’accord de la famille.</em></p>`,
  },
  {
    title: 'Naissance : Jade, le 21 octobre',
    summary: 'Bienvenue à Jade, née le 21 octobre à Hazebrouck.',
    data: { kind: 'naissance', dateDaysAgo: 30 },
    html: `<p>La municipalité adresse ses plus vives félicitations aux parents de Jade, née le 21 octobre 2026, ainsi qu’à son grand frère, et souhaite la bienvenue à la petite Vallonnaise.</p>
<p><em>Avis publié avec l’accord de la famille.</em></p>`,
  },
  {
    title: 'Mariage : Julie et Thomas, le 17 octobre',
    summary: 'Julie et Thomas se sont dit oui le 17 octobre à la mairie de Vallon-sur-Lys.',
    data: { kind: 'mariage', dateDaysAgo: 34 },
    html: `<p>Julie et Thomas se sont unis le samedi 17 octobre 2026 à la mairie de Vallon-sur-Lys. La cérémonie a été célébrée par Philippe Lemaire, premier adjoint. Tous nos vœux de bonheur aux jeunes mariés.</p>
<p><em>Avis publié avec l’accord des mariés.</em></p>`,
  },
  {
    title: 'Mariage : Sarah et Mehdi, le 26 septembre',
    summary: 'Sarah et Mehdi se sont dit oui le 26 septembre à la mairie de Vallon-sur-Lys.',
    data: { kind: 'mariage', dateDaysAgo: 55 },
    html: `<p>Sarah et Mehdi se sont unis le samedi 26 septembre 2026 à la mairie de Vallon-sur-Lys. La cérémonie a été célébrée par Mme Claire Dufresne, maire. Tous nos vœux de bonheur aux jeunes mariés.</p>
<p><em>Avis publié avec l’accord des mariés.</em></p>`,
  },
  {
    title: 'Décès : Marcel V., le 8 novembre',
    summary: 'Marcel V. nous a quittés le 8 novembre, à l’âge de 91 ans.',
    data: { kind: 'deces', dateDaysAgo: 12 },
    html: `<p>Marcel V. est décédé le 8 novembre 2026, à l’âge de 91 ans. Ancien agriculteur du hameau du Pont-Rouge et porte-drapeau des anciens combattants pendant de longues années, il était une figure bien connue de la commune. La municipalité présente ses sincères condoléances à sa famille et à ses proches.</p>
<p><em>Avis publié avec l’accord de la famille.</em></p>`,
  },
  {
    title: 'Décès : Jeannine D., le 27 octobre',
    summary: 'Jeannine D. nous a quittés le 27 octobre, à l’âge de 84 ans.',
    data: { kind: 'deces', dateDaysAgo: 24 },
    html: `<p>Jeannine D. est décédée le 27 octobre 2026, à l’âge de 84 ans. Fidèle membre du club des aînés Les Tisserands, elle avait longtemps tenu la bibliothèque paroissiale. La municipalité présente ses sincères condoléances à sa famille et à ses proches.</p>
<p><em>Avis publié avec l’accord de la famille.</em></p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Informations aux associations
// ---------------------------------------------------------------------------------------------

const informationsAssociations: SeedElement[] = [
  {
    title: 'Subventions 2027 : dossiers à déposer avant le 31 janvier',
    summary:
      'Les associations qui sollicitent une subvention de fonctionnement ou de projet pour 2027 doivent déposer leur dossier complet en mairie avant le 31 janvier.',
    html: `<p>Chaque année, la commune soutient les associations qui contribuent à la vie locale. En 2026, le conseil municipal a voté 48 500 € de subventions, réparties entre 31 associations.</p>
<h2>Le dossier</h2>
<p>Le dossier de demande est disponible à l’accueil de la mairie et sur demande à associations@vallon-sur-lys.fr. Il doit être accompagné des pièces suivantes :</p>
<ol>
<li>le compte rendu de la dernière assemblée générale et le rapport d’activité ;</li>
<li>le bilan financier de l’année écoulée, signé par le président et le trésorier ;</li>
<li>le budget prévisionnel 2027 et, pour une subvention de projet, le budget du projet ;</li>
<li>un relevé d’identité bancaire au nom de l’association ;</li>
<li>l’attestation d’assurance en cours de validité.</li>
</ol>
<h2>Calendrier</h2>
<p>Les dossiers complets doivent parvenir en mairie <strong>au plus tard le 31 janvier 2027</strong>. Ils sont étudiés en mars par la commission vie associative, culture et sports, puis les subventions sont votées par le conseil municipal avec le budget, en avril. Le versement intervient en mai. Julien Caron, adjoint à la vie associative, peut vous recevoir pour vous aider à constituer le dossier.</p>`,
  },
  {
    title: 'Forum des associations : rendez-vous le samedi 4 septembre 2027',
    summary:
      'Plus de 1 200 visiteurs au forum 2026. La prochaine édition aura lieu le premier samedi de septembre, de 10h00 à 17h00, à la salle des sports.',
    html: `<p>Le forum des associations du samedi 5 septembre 2026 a accueilli plus de 1 200 visiteurs et 38 associations. Démonstrations de judo et de danse, concert de l’harmonie, initiation au tennis de table : le forum reste le grand rendez-vous de la rentrée.</p>
<h2>Édition 2027</h2>
<p>La prochaine édition aura lieu le <strong>samedi 4 septembre 2027, de 10h00 à 17h00, à la salle des sports</strong>, rue du Stade. La participation est gratuite pour les associations de la commune ; chacune dispose d’un stand équipé d’une table, de deux chaises et d’un accès à l’électricité sur demande.</p>
<ul>
<li>Inscription des associations auprès de l’accueil de la mairie avant le 30 juin.</li>
<li>Installation des stands le samedi de 8h00 à 9h45.</li>
<li>Les démonstrations se déroulent sur le terrain central selon un planning établi en juillet.</li>
</ul>`,
  },
  {
    title: 'Réserver la salle des fêtes pour une manifestation associative',
    summary:
      'Une mise à disposition gratuite par an pour une manifestation ouverte au public ; la demande se fait au moins deux mois à l’avance.',
    html: `<p>Les associations vallonnaises bénéficient gratuitement des salles municipales pour leurs activités régulières, selon le planning établi chaque année en juin. Pour une manifestation ponctuelle (loto, repas, spectacle, concours de cartes), la salle des fêtes peut être mise à leur disposition dans les conditions suivantes :</p>
<ul>
<li>une mise à disposition gratuite par an et par association pour une manifestation ouverte au public ;</li>
<li>au-delà, le tarif applicable est de 50 % du tarif habitants ;</li>
<li>un chèque de caution de 800 € et une attestation d’assurance responsabilité civile couvrant la manifestation sont demandés ;</li>
<li>l’association s’engage à respecter le règlement de la salle : capacité de 250 personnes, nettoyage, tri des déchets, fin de la musique amplifiée à 1h00.</li>
</ul>
<p>La demande est à faire au moins deux mois avant la date, au moyen du formulaire de demande de réservation ou à l’accueil de la mairie. Pour une buvette temporaire, une autorisation doit en outre être demandée en mairie au moins quinze jours à l’avance.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Urbanisme
// ---------------------------------------------------------------------------------------------

const urbanisme: SeedElement[] = [
  {
    title: 'Le plan local d’urbanisme intercommunal (PLUi)',
    summary:
      'Le PLUi de la Vallée de la Lys fixe les règles de construction sur chaque parcelle de la commune. Une modification sera soumise à enquête publique au printemps 2027.',
    html: `<p>Depuis son approbation par la communauté de communes, le plan local d’urbanisme intercommunal (<abbr title="Plan local d’urbanisme intercommunal">PLUi</abbr>) remplace le plan local d’urbanisme de la commune. Il s’applique à toutes les demandes d’autorisation d’urbanisme.</p>
<h2>Ce que contient le PLUi</h2>
<ul>
<li>le <strong>zonage</strong> : zones urbaines (U), zones à urbaniser (AU), zones agricoles (A) et zones naturelles (N), dont les prairies humides de la Lys ;</li>
<li>le <strong>règlement</strong> de chaque zone : hauteur des constructions, implantation par rapport aux limites, aspect des façades et des clôtures, stationnement ;</li>
<li>les <strong>orientations d’aménagement</strong> des secteurs à urbaniser, comme l’extension du lotissement des Tisserands ;</li>
<li>les servitudes, dont le périmètre de protection de l’église Saint-Vaast et les zones inondables.</li>
</ul>
<h2>Consulter le PLUi</h2>
<p>Le PLUi est consultable en mairie aux heures d’ouverture et sur le <a href="https://www.geoportail-urbanisme.gouv.fr" target="_blank">Géoportail de l’urbanisme</a>, où vous pouvez rechercher votre parcelle. Une modification portant sur les règles de stationnement et la protection des haies sera soumise à enquête publique au printemps 2027 : chacun pourra alors consigner ses observations.</p>`,
  },
  {
    title: 'La déclaration préalable de travaux',
    summary:
      'Abri de jardin, clôture, fenêtres, petite extension : les travaux concernés, les pièces à fournir et le délai d’instruction d’un mois.',
    html: `<p>La déclaration préalable concerne les travaux de faible importance : abri de jardin ou extension de 5 à 20 m² de surface de plancher (jusqu’à 40 m² pour une extension en zone urbaine), modification de l’aspect extérieur (fenêtres, volets, ravalement, toiture), clôture, piscine non couverte de 10 à 100 m², panneaux solaires en toiture.</p>
<h2>Le dossier</h2>
<p>Utilisez le formulaire cerfa n° 13703 pour une maison individuelle et ses annexes, ou le cerfa n° 13404 dans les autres cas. Joignez selon vos travaux :</p>
<ul>
<li>un plan de situation du terrain (DP1) ;</li>
<li>un plan de masse coté (DP2) ;</li>
<li>un plan en coupe (DP3) et un plan des façades et des toitures (DP4) ;</li>
<li>une représentation de l’aspect extérieur et un document graphique d’insertion (DP5, DP6) ;</li>
<li>des photographies du terrain dans l’environnement proche et lointain (DP7, DP8).</li>
</ul>
<h2>Les délais</h2>
<p>Le délai d’instruction est d’<strong>un mois</strong> à compter du dépôt du dossier complet, porté à deux mois dans le périmètre de protection de l’église Saint-Vaast. En l’absence de réponse dans ce délai, vous bénéficiez d’une décision tacite de non-opposition. Affichez l’autorisation sur le terrain, de façon visible depuis la rue, dès sa réception et pendant toute la durée des travaux : le délai de recours des tiers est de deux mois à compter du premier jour d’affichage. L’autorisation est valable trois ans.</p>`,
  },
  {
    title: 'Le permis de construire',
    summary:
      'Maison individuelle, extension de plus de 20 ou 40 m², garage : les documents à fournir, le recours à l’architecte et les délais d’instruction.',
    html: `<p>Un permis de construire est nécessaire pour toute construction nouvelle de plus de 20 m² de surface de plancher ou d’emprise au sol, et pour les extensions de plus de 40 m² en zone urbaine (ou de plus de 20 m² si la surface totale dépasse alors 150 m²). Au-delà de 150 m² de surface de plancher, le recours à un architecte est obligatoire.</p>
<h2>Le dossier</h2>
<p>Utilisez le formulaire cerfa n° 13406 pour une maison individuelle, ou le cerfa n° 13409 dans les autres cas. Les pièces principales sont :</p>
<ul>
<li>le plan de situation (PCMI1), le plan de masse (PCMI2) et le plan en coupe du terrain et de la construction (PCMI3) ;</li>
<li>la notice descriptive du projet (PCMI4) et les plans des façades et des toitures (PCMI5) ;</li>
<li>le document graphique d’insertion (PCMI6) et les photographies du terrain (PCMI7, PCMI8) ;</li>
<li>pour une construction neuve, l’attestation de prise en compte de la réglementation environnementale RE2020.</li>
</ul>
<h2>Les délais et les étapes</h2>
<ol>
<li>Le délai d’instruction est de <strong>deux mois</strong> pour une maison individuelle et de trois mois dans les autres cas, majoré d’un mois dans le périmètre de protection de l’église Saint-Vaast.</li>
<li>Si le dossier est incomplet, le service instructeur vous le signale dans le premier mois ; le délai ne court qu’à partir de la réception des pièces manquantes.</li>
<li>Avant de commencer les travaux, affichez le permis sur le terrain et déposez la déclaration d’ouverture de chantier.</li>
<li>À la fin des travaux, déposez la déclaration attestant l’achèvement et la conformité des travaux (DAACT).</li>
</ol>
<p>Le permis est valable trois ans et peut être prolongé deux fois d’un an. Pour un conseil avant le dépôt, prenez rendez-vous avec le service urbanisme au 03 28 41 52 62.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Numéros utiles (mêmes numéros que la page « Les numéros utiles »)
// ---------------------------------------------------------------------------------------------

const numerosUtiles: SeedElement[] = [
  {
    title: 'SAMU',
    summary:
      'Urgence médicale : malaise, détresse respiratoire, accident grave. En cas de doute, un médecin régulateur vous conseille.',
    tags: ['urgences'],
    data: { phone: '15' },
    html: `<p>Composez le 15 pour toute urgence médicale mettant la vie en danger. Un médecin régulateur évalue la situation et envoie les secours adaptés. L’appel est gratuit, depuis un fixe ou un portable.</p>`,
  },
  {
    title: 'Police secours et gendarmerie',
    summary: 'Agression, cambriolage en cours, violences, accident de la route : appelez le 17.',
    tags: ['urgences'],
    data: { phone: '17' },
    html: `<p>Le 17 vous met en relation avec la gendarmerie, compétente à Vallon-sur-Lys. Pour une plainte qui ne présente pas d’urgence, présentez-vous à la brigade de gendarmerie ou faites une pré-plainte en ligne.</p>`,
  },
  {
    title: 'Sapeurs-pompiers',
    summary: 'Incendie, fuite de gaz, inondation, personne en danger, accident : appelez le 18.',
    tags: ['urgences'],
    data: { phone: '18' },
    html: `<p>Les sapeurs-pompiers interviennent pour les incendies, les accidents, les secours à personne et les situations dangereuses. Pour un nid de frelons asiatiques, contactez plutôt les services techniques de la mairie.</p>`,
  },
  {
    title: 'Numéro d’urgence européen',
    summary:
      'Pour toute urgence, depuis n’importe quel pays de l’Union européenne, y compris depuis un portable sans réseau de votre opérateur.',
    tags: ['urgences'],
    data: { phone: '112' },
    html: `<p>Le 112 est joignable gratuitement dans tous les pays de l’Union européenne. Il est particulièrement utile si vous êtes témoin d’un accident à l’étranger ou si vous ne parlez pas la langue du pays.</p>`,
  },
  {
    title: 'Urgences pour les personnes sourdes ou malentendantes',
    summary:
      'Pour alerter les secours par SMS, tchat, visiophonie ou fax lorsque vous ne pouvez pas parler ou entendre.',
    tags: ['urgences'],
    data: { phone: '114' },
    html: `<p>Le 114 est accessible 24 heures sur 24 par SMS ou par l’application dédiée. Il peut aussi être utilisé par toute personne qui ne peut pas parler sans se mettre en danger, par exemple lors de violences.</p>`,
  },
  {
    title: 'Centre antipoison de Lille',
    summary:
      'Ingestion d’un produit ménager, d’un médicament, d’une plante ou d’un champignon : un médecin vous dit quoi faire.',
    tags: ['santé'],
    data: { phone: '0 800 59 59 59' },
    html: `<p>Gardez l’emballage du produit à portée de main lors de l’appel. En cas de perte de connaissance, de convulsions ou de difficultés à respirer, appelez directement le 15.</p>`,
  },
  {
    title: 'Médecin de garde',
    summary:
      'Le soir, la nuit, le week-end et les jours fériés, quand votre médecin traitant n’est pas disponible.',
    tags: ['santé'],
    data: { phone: '116 117' },
    html: `<p>Le 116 117 vous oriente vers un médecin de garde ou un centre de soins non programmés. Pour une urgence vitale, composez le 15. En semaine, la maison de santé des Prés, 3 rue Pasteur, vous répond au 03 28 41 53 20.</p>`,
  },
  {
    title: 'Pharmacie de garde',
    summary: 'Pour connaître la pharmacie de garde la plus proche la nuit, le dimanche et les jours fériés.',
    tags: ['santé'],
    data: { phone: '3237' },
    html: `<p>Le 3237 (service payant) indique la pharmacie de garde la plus proche. Aux heures d’ouverture, la pharmacie de la Lys, 14 place de la Mairie, vous répond au 03 28 41 53 10.</p>`,
  },
  {
    title: 'Mairie de Vallon-sur-Lys',
    summary:
      'Accueil, état civil, démarches, réservations de salles. En dehors des heures d’ouverture, le message indique le numéro de l’élu d’astreinte.',
    tags: ['mairie'],
    data: { phone: '03 28 41 52 60' },
    html: `<p>L’accueil de la mairie, 1 place de la Mairie, est ouvert le lundi et le mercredi de 9h00 à 12h00 et de 14h00 à 17h30, le mardi et le jeudi de 9h00 à 12h00, le vendredi de 9h00 à 12h00 et de 14h00 à 17h00, et le samedi de 9h00 à 11h30 pour l’état civil.</p>`,
  },
  {
    title: 'Services techniques',
    summary:
      'Voirie, éclairage public, arbre tombé, dépôt sauvage, nid de frelons : signalez-le aux services techniques.',
    tags: ['mairie'],
    data: { phone: '03 28 41 52 61' },
    html: `<p>Les services techniques entretiennent la voirie communale, les espaces verts, les bâtiments et l’éclairage public. Vous pouvez aussi signaler un problème sur la voie publique grâce au formulaire en ligne.</p>`,
  },
  {
    title: 'Enedis, dépannage électricité',
    summary:
      'Coupure de courant, câble tombé à terre, poteau endommagé : appelez le dépannage Enedis, 24 heures sur 24.',
    tags: ['depannage'],
    data: { phone: '09 726 750 59' },
    html: `<p>Ne touchez jamais un câble électrique tombé au sol et éloignez-vous-en. Pour une question sur votre contrat ou votre facture, contactez votre fournisseur d’électricité.</p>`,
  },
  {
    title: 'GRDF, urgence sécurité gaz',
    summary: 'Odeur de gaz, fuite, incident sur le réseau : appelez immédiatement, 24 heures sur 24.',
    tags: ['depannage'],
    data: { phone: '0 800 47 33 33' },
    html: `<p>En cas d’odeur de gaz : n’actionnez aucun interrupteur, ne fumez pas, aérez, fermez le robinet du compteur si possible, quittez les lieux et appelez depuis l’extérieur.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Comptes rendus du conseil municipal
// ---------------------------------------------------------------------------------------------

const comptesRendus: SeedElement[] = [
  {
    title: 'Conseil municipal du 19 novembre 2026',
    summary:
      'Tarifs municipaux 2027, plan de financement des travaux de la rue du Moulin et du quai de la Lys, instruction des permis de construire.',
    data: { meetingDaysAgo: 1 },
    html: `<p>Séance présidée par Mme Claire Dufresne, maire. Présents : 21 conseillers ; représentés : 2. Secrétaire de séance : Nadia Cousin. Onze délibérations ont été examinées.</p>
<h2>Principales décisions</h2>
<ul>
<li><strong>Tarifs municipaux 2027</strong> : hausse moyenne de 2 % des tarifs des salles, du cimetière, du camping et des services périscolaires ; le repas au restaurant scolaire reste à 1,00 € pour les quotients familiaux inférieurs à 700 €. <em>Adopté à l’unanimité.</em></li>
<li><strong>Réfection de la rue du Moulin et du quai de la Lys</strong> : plan de financement définitif pour 386 000 € hors taxes, avec 96 500 € du Département du Nord et 57 900 € de l’État au titre de la dotation d’équipement des territoires ruraux, soit 40 % du coût. <em>Adopté à l’unanimité.</em></li>
<li><strong>Urbanisme</strong> : renouvellement pour trois ans de la convention avec la communauté de communes pour l’instruction des autorisations d’urbanisme. <em>Adopté à l’unanimité.</em></li>
<li><strong>Solidarité</strong> : subvention exceptionnelle de 1 500 € à l’antenne locale des Restos du cœur. <em>Adopté à l’unanimité.</em></li>
<li><strong>Repas des aînés</strong> : fixation de la participation des conjoints de moins de 68 ans à 25 €. <em>Adopté par 21 voix pour et 2 abstentions.</em></li>
</ul>
<p>Prochaine séance : jeudi 17 décembre 2026 à 19h00, consacrée notamment au débat d’orientation budgétaire.</p>`,
  },
  {
    title: 'Conseil municipal du 22 octobre 2026',
    summary:
      'Mutuelle communale, recrutement des agents recenseurs, groupement de commandes d’énergie et décision modificative n° 2.',
    data: { meetingDaysAgo: 29 },
    html: `<p>Séance présidée par Mme Claire Dufresne, maire. Présents : 20 conseillers ; représentés : 3. Secrétaire de séance : Aurélie Marchand.</p>
<h2>Principales décisions</h2>
<ul>
<li><strong>Mutuelle communale</strong> : approbation de la convention de partenariat avec la Mutuelle des Pays de Lys, retenue après consultation, sans participation financière de la commune. <em>Adopté à l’unanimité.</em></li>
<li><strong>Recensement de la population 2027</strong> : création de six emplois temporaires d’agents recenseurs du 4 janvier au 27 février 2027 et fixation de leur rémunération. <em>Adopté à l’unanimité.</em></li>
<li><strong>Énergie</strong> : adhésion au groupement de commandes de la communauté de communes pour l’achat d’électricité et de gaz de 2027 à 2029. <em>Adopté à l’unanimité.</em></li>
<li><strong>Décision modificative n° 2</strong> du budget principal : inscription de 18 000 € supplémentaires pour les dépenses d’énergie et de 12 000 € pour l’entretien des bâtiments scolaires. <em>Adopté par 20 voix pour et 3 abstentions.</em></li>
<li><strong>Eau et assainissement</strong> : le conseil a pris acte du rapport annuel sur le prix et la qualité des services présenté par la communauté de communes.</li>
</ul>`,
  },
  {
    title: 'Conseil municipal du 24 septembre 2026',
    summary:
      'Attribution du marché de réfection de la rue du Moulin, toiture de la salle des fêtes et création d’un poste d’animateur jeunesse.',
    data: { meetingDaysAgo: 57 },
    html: `<p>Séance présidée par Mme Claire Dufresne, maire. Présents : 22 conseillers ; représenté : 1. Secrétaire de séance : Mathieu Leroy.</p>
<h2>Principales décisions</h2>
<ul>
<li><strong>Réfection de la rue du Moulin et du quai de la Lys</strong> : attribution du marché de travaux, après analyse des quatre offres reçues, pour un montant de 386 000 € hors taxes. <em>Adopté par 21 voix pour et 2 abstentions.</em></li>
<li><strong>Décision modificative n° 1</strong> du budget principal, pour ajuster les crédits de travaux de la médiathèque. <em>Adopté à l’unanimité.</em></li>
<li><strong>Salle des fêtes</strong> : demande de subvention auprès du Département du Nord pour la rénovation de la toiture et son isolation, estimées à 120 000 € hors taxes. <em>Adopté à l’unanimité.</em></li>
<li><strong>Jeunesse</strong> : création d’un poste d’animateur jeunesse à temps complet à compter du 1er janvier 2027, pour renforcer l’espace jeunes Le Spot. <em>Adopté par 22 voix pour et 1 voix contre.</em></li>
</ul>`,
  },
  {
    title: 'Conseil municipal du 9 juillet 2026',
    summary:
      'Règlement de la médiathèque rénovée, avis sur la modification du PLUi et convention pour l’ouverture du moulin.',
    data: { meetingDaysAgo: 134 },
    html: `<p>Séance présidée par Mme Claire Dufresne, maire. Présents : 19 conseillers ; représentés : 4. Secrétaire de séance : Caroline Ryckebusch.</p>
<h2>Principales décisions</h2>
<ul>
<li><strong>Médiathèque Jules-Verne</strong> : approbation du nouveau règlement intérieur de la médiathèque rénovée et des tarifs des impressions (0,15 € la page en noir et blanc, 0,50 € en couleur). <em>Adopté à l’unanimité.</em></li>
<li><strong>Plan local d’urbanisme intercommunal</strong> : avis favorable sur le projet de modification portant sur les règles de stationnement et la protection des haies. <em>Adopté par 21 voix pour et 2 abstentions.</em></li>
<li><strong>Patrimoine</strong> : convention avec l’association Les Amis du vieux Vallon pour l’ouverture au public du moulin pendant les Journées européennes du patrimoine. <em>Adopté à l’unanimité.</em></li>
<li><strong>Personnel</strong> : mise à jour du tableau des effectifs après la réussite de deux agents à un examen professionnel. <em>Adopté à l’unanimité.</em></li>
</ul>`,
  },
  {
    title: 'Conseil municipal du 25 juin 2026',
    summary:
      'Compte administratif 2025, subventions aux associations et règlement intérieur de la restauration scolaire et du périscolaire.',
    data: { meetingDaysAgo: 148 },
    html: `<p>Séance présidée par Mme Claire Dufresne, maire, puis par Philippe Lemaire, premier adjoint, pour le vote du compte administratif. Présents : 21 conseillers ; représentés : 2. Secrétaire de séance : Vincent Saelens.</p>
<h2>Principales décisions</h2>
<ul>
<li><strong>Compte administratif 2025</strong> : excédent de fonctionnement de 412 000 € et besoin de financement de la section d’investissement de 146 000 €. Mme la Maire ayant quitté la salle pour le vote, <em>adopté à l’unanimité des votants.</em></li>
<li><strong>Compte de gestion 2025</strong> du comptable public, conforme au compte administratif. <em>Adopté à l’unanimité.</em></li>
<li><strong>Affectation du résultat</strong> : 300 000 € affectés à l’investissement. <em>Adopté à l’unanimité.</em></li>
<li><strong>Subventions aux associations locales</strong> pour 2026 : 48 500 € au total, répartis entre 31 associations. Les conseillers membres du bureau d’une association n’ont pas pris part au vote la concernant. <em>Adopté à l’unanimité.</em></li>
<li><strong>Règlement intérieur</strong> du restaurant scolaire et de l’accueil périscolaire, applicable à la rentrée de septembre. <em>Adopté à l’unanimité.</em></li>
</ul>`,
  },
  {
    title: 'Conseil municipal du 28 mai 2026',
    summary:
      'Consultation pour les travaux de la rue du Moulin, subvention au comité des fêtes et emplois saisonniers de l’été.',
    data: { meetingDaysAgo: 176 },
    html: `<p>Séance présidée par Mme Claire Dufresne, maire. Présents : 22 conseillers ; représenté : 1. Secrétaire de séance : Laurence Top.</p>
<h2>Principales décisions</h2>
<ul>
<li><strong>Rue du Moulin et quai de la Lys</strong> : approbation de l’avant-projet, estimé à 400 000 € hors taxes, et autorisation de lancer la consultation des entreprises. <em>Adopté à l’unanimité.</em></li>
<li><strong>Fête de la Saint-Jean</strong> : subvention de 3 000 € au comité des fêtes et convention d’organisation. <em>Adopté à l’unanimité.</em></li>
<li><strong>Emplois saisonniers</strong> : création de deux emplois pour l’été, l’un au camping municipal Les Saules, l’autre aux espaces verts. <em>Adopté à l’unanimité.</em></li>
<li><strong>Santé au travail</strong> : adhésion au service de médecine préventive du centre de gestion de la fonction publique territoriale du Nord. <em>Adopté à l’unanimité.</em></li>
</ul>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Bulletins municipaux
// ---------------------------------------------------------------------------------------------

const bulletins: SeedElement[] = [
  {
    title: 'Le Lien de Vallon n° 87 – automne 2026',
    summary:
      'Les travaux de la rue du Moulin, la rentrée scolaire, l’inauguration de la médiathèque et le nouveau site internet.',
    data: { issue: 87 },
    html: `<p>Paru en octobre 2026, 24 pages, distribué dans toutes les boîtes aux lettres de la commune.</p>
<h2>Au sommaire</h2>
<ul>
<li><strong>Le mot du maire</strong> : une rentrée placée sous le signe des travaux et des services.</li>
<li><strong>Travaux</strong> : la réfection de la rue du Moulin et du quai de la Lys, calendrier et déviations.</li>
<li><strong>Culture</strong> : retour en images sur l’inauguration de la médiathèque Jules-Verne rénovée.</li>
<li><strong>Écoles</strong> : 310 élèves ont fait leur rentrée ; les nouveaux enseignants se présentent.</li>
<li><strong>Numérique</strong> : le nouveau site internet de la commune, mode d’emploi.</li>
<li><strong>Associations</strong> : retour sur le forum des associations et la brocante de septembre.</li>
<li><strong>Pratique</strong> : collecte des encombrants, horaires d’hiver de la déchèterie, agenda du trimestre.</li>
</ul>`,
  },
  {
    title: 'Le Lien de Vallon n° 86 – été 2026',
    summary: 'Le budget 2026 expliqué, le programme de l’été et la fête de la Saint-Jean.',
    data: { issue: 86 },
    html: `<p>Paru en juillet 2026, 20 pages.</p>
<h2>Au sommaire</h2>
<ul>
<li><strong>Finances</strong> : le budget 2026 expliqué en quatre pages, où vont 100 € d’impôts locaux.</li>
<li><strong>Été</strong> : le programme de l’accueil de loisirs, les sorties de l’espace jeunes, les horaires d’été des services.</li>
<li><strong>Fête de la Saint-Jean</strong> : le programme et les bénévoles du comité des fêtes.</li>
<li><strong>Sécurité</strong> : le plan canicule et l’inscription au registre des personnes vulnérables.</li>
<li><strong>Environnement</strong> : le fauchage raisonné des bords de route.</li>
</ul>`,
  },
  {
    title: 'Le Lien de Vallon n° 85 – printemps 2026',
    summary: 'Le nouveau conseil municipal, le plan climat et les inscriptions scolaires.',
    data: { issue: 85 },
    html: `<p>Paru en avril 2026, 24 pages.</p>
<h2>Au sommaire</h2>
<ul>
<li><strong>Élections municipales</strong> : les résultats et la présentation du nouveau conseil municipal, ainsi que du maire et des adjoints élus lors de la séance d’installation du 28 mars.</li>
<li><strong>Commissions</strong> : qui fait quoi au sein du conseil municipal.</li>
<li><strong>Plan climat</strong> : les actions de la communauté de communes et de la commune.</li>
<li><strong>Écoles</strong> : les inscriptions pour la rentrée de septembre.</li>
<li><strong>Médiathèque</strong> : point d’étape sur les travaux de rénovation.</li>
</ul>`,
  },
  {
    title: 'Le Lien de Vallon n° 84 – hiver 2026',
    summary:
      'Retour sur le marché de Noël, inscriptions sur les listes électorales et travaux de la médiathèque.',
    data: { issue: 84 },
    html: `<p>Paru en janvier 2026, 16 pages. En raison de la période préélectorale précédant les élections municipales de mars 2026, ce numéro ne comporte pas d’éditorial.</p>
<h2>Au sommaire</h2>
<ul>
<li><strong>Élections municipales des 15 et 22 mars 2026</strong> : s’inscrire sur les listes électorales avant le 6 février, voter par procuration.</li>
<li><strong>Médiathèque</strong> : fermeture pour travaux de février à septembre, ouverture d’un point de prêt provisoire à la salle Saint-Exupéry.</li>
<li><strong>Retour en images</strong> : le marché de Noël et le spectacle de Noël des enfants.</li>
<li><strong>Solidarité</strong> : le bilan de la collecte de jouets du conseil municipal des jeunes.</li>
<li><strong>Pratique</strong> : les permanences du conseiller France Rénov’ et le calendrier de collecte 2026.</li>
</ul>`,
  },
];

export const townElements: Record<string, SeedElement[]> = {
  agenda,
  associations,
  ecoles,
  'restauration-scolaire': restaurationScolaire,
  commerces,
  entreprises,
  'actions-socials': actionsSociales,
  'conseil-des-jeunes': conseilDesJeunes,
  environement: environnement,
  'etat-civil': etatCivil,
  'informations-associations': informationsAssociations,
  urbanisme,
  'numeros-utiles': numerosUtiles,
  'comptes-rendus': comptesRendus,
  bulletins,
};

// ---------------------------------------------------------------------------------------------
// Albums
// ---------------------------------------------------------------------------------------------

export const townAlbums: SeedAlbum[] = [
  {
    title: 'Fête de la Saint-Jean 2026',
    description:
      'Jeux flamands, démonstration de canoë, concert de l’harmonie, guinguette et feu de la Saint-Jean : retour en images sur la fête du samedi 20 juin, au bord de la Lys.',
    daysAgo: 150,
    images: [
      {
        url: `${ALBUM}/saint-jean-1.svg`,
        alt: 'La prairie de l’écluse décorée de guirlandes de fanions orange, jaunes et blancs, avec les barnums de la guinguette, des familles qui se promènent au bord de la Lys et le clocher de l’église Saint-Vaast à l’horizon.',
      },
      {
        url: `${ALBUM}/saint-jean-2.svg`,
        alt: 'Des enfants jouent au billard flamand, un jeu en bois posé sur l’herbe, sous le regard de leurs parents ; à l’arrière-plan, une structure gonflable orange et jaune.',
      },
      {
        url: `${ALBUM}/saint-jean-3.svg`,
        alt: 'Trois canoës du club de canoë de la Lys glissent sur la rivière, chacun avec deux pagayeurs, tandis que des spectateurs les encouragent depuis les berges bordées de saules.',
      },
      {
        url: `${ALBUM}/saint-jean-4.svg`,
        alt: 'Les musiciens de l’harmonie municipale Sainte-Cécile jouent sous un kiosque de toile orange, dirigés par leur chef ; au premier plan, le public est assis sur l’herbe.',
      },
      {
        url: `${ALBUM}/saint-jean-5.svg`,
        alt: 'La guinguette au crépuscule : des guirlandes lumineuses au-dessus de longues tablées de convives, des couples qui dansent et le stand de restauration éclairé.',
      },
      {
        url: `${ALBUM}/saint-jean-6.svg`,
        alt: 'Le grand feu de la Saint-Jean brûle de nuit sur la rive, ses flammes se reflètent dans la Lys sous un ciel étoilé, devant les silhouettes des spectateurs.',
      },
    ],
  },
  {
    title: 'Inauguration de la médiathèque Jules-Verne rénovée',
    description:
      'Après huit mois de travaux, la médiathèque a été inaugurée le samedi 3 octobre 2026 en présence des élus, des enfants des écoles et de nombreux habitants.',
    daysAgo: 47,
    images: [
      {
        url: `${ALBUM}/mediatheque-1.svg`,
        alt: 'La façade de la médiathèque rénovée : l’ancienne école en briques à pignon flamand à redents, prolongée par une extension vitrée aux montants jaune-vert, avec un ruban tricolore tendu devant l’entrée et les habitants rassemblés sur le parvis.',
      },
      {
        url: `${ALBUM}/mediatheque-2.svg`,
        alt: 'Au moment de l’inauguration, une élue portant l’écharpe tricolore coupe aux ciseaux le ruban tendu devant la porte vitrée, entourée d’élus et d’enfants qui lèvent les bras.',
      },
      {
        url: `${ALBUM}/mediatheque-3.svg`,
        alt: 'La salle de lecture rénovée : de grandes étagères remplies de livres colorés, des suspensions jaune-vert, une grande fenêtre donnant sur un arbre et des lecteurs assis à une table.',
      },
      {
        url: `${ALBUM}/mediatheque-4.svg`,
        alt: 'Dans l’espace jeunesse, une bibliothécaire assise lit un album à des enfants installés sur des coussins autour d’un tapis rond, sous une guirlande de fanions.',
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Blog de la médiathèque
// ---------------------------------------------------------------------------------------------

export const townBlog: SeedBlogFolder[] = [
  {
    title: 'Le journal de la médiathèque',
    description:
      'Les nouvelles de la médiathèque Jules-Verne : services, animations, coulisses et conseils de lecture de l’équipe.',
    articles: [
      {
        title: 'La médiathèque rénovée vous ouvre ses portes',
        summary:
          'Extension vitrée, espace jeunesse agrandi, coin presse et accessibilité complète : découvrez la nouvelle médiathèque Jules-Verne.',
        daysAgo: 46,
        image: {
          url: `${ALBUM}/mediatheque-1.svg`,
          alt: 'La façade de la médiathèque rénovée, en briques, prolongée par une extension vitrée.',
        },
        html: `<p>Après huit mois de travaux, la médiathèque Jules-Verne a rouvert ses portes le samedi 3 octobre. Installée depuis 1989 dans l’ancienne école des filles, au 4 rue des Écoles, elle avait besoin d’être agrandie et rendue accessible à tous.</p>
<h2>Ce qui change</h2>
<ul>
<li>une <strong>extension vitrée de 120 m²</strong>, tournée vers le jardin, qui accueille la salle de lecture et le coin presse ;</li>
<li>un <strong>espace jeunesse</strong> deux fois plus grand, avec un coin des tout-petits pour l’heure du conte ;</li>
<li>un <strong>espace numérique</strong> de quatre postes, une imprimante et un scanner en libre accès ;</li>
<li>un accès de plain-pied, des toilettes adaptées et une boucle magnétique à l’accueil.</li>
</ul>
<p>Les travaux, d’un montant de 640 000 € hors taxes, ont été financés à 60 % par l’État, au titre du concours particulier pour les bibliothèques, et par le Département du Nord. Les collections, elles, restent les mêmes : plus de 14 000 documents, que vous pouvez emprunter aux horaires habituels.</p>
<p>Merci aux lecteurs pour leur patience pendant les travaux, et aux bénévoles qui ont aidé à déménager puis à ranger les collections.</p>`,
      },
      {
        title: 'Portage de livres à domicile : la médiathèque vient à vous',
        summary:
          'Vous ne pouvez pas vous déplacer ? Un bénévole vous apporte chaque mois les livres, revues ou livres audio de votre choix.',
        daysAgo: 30,
        html: `<p>Depuis cet automne, la médiathèque propose un service de portage de livres à domicile pour les habitants qui ne peuvent pas se déplacer, de façon durable ou temporaire : grand âge, handicap, maladie, convalescence.</p>
<h2>Comment ça marche ?</h2>
<ol>
<li>Vous appelez la médiathèque au 03 28 41 52 70 ou le CCAS au 03 28 41 52 63.</li>
<li>Une bibliothécaire vous rend visite pour faire connaissance et connaître vos goûts : romans, policiers, histoire locale, magazines, livres en gros caractères ou livres audio.</li>
<li>Une fois par mois, un bénévole de l’heure civique vous apporte une sélection de documents et reprend les précédents.</li>
</ol>
<p>Le service est gratuit et l’inscription à la médiathèque aussi. C’est aussi l’occasion d’une visite et d’un moment d’échange autour des livres.</p>`,
      },
      {
        title: 'Heure du conte, club de lecture, après-midi jeux : le programme de l’hiver',
        summary:
          'Les rendez-vous réguliers de la médiathèque de décembre à février, pour les petits et les grands.',
        daysAgo: 12,
        image: {
          url: `${ALBUM}/mediatheque-4.svg`,
          alt: 'Une bibliothécaire lit un album à des enfants assis sur des coussins dans l’espace jeunesse.',
        },
        html: `<p>Tous les rendez-vous de la médiathèque sont gratuits et ouverts à tous, inscrits ou non.</p>
<h2>Heure du conte</h2>
<p>Pour les enfants de 3 à 7 ans, accompagnés d’un adulte, le premier mercredi du mois à 10h30 : le 2 décembre (histoires de neige et de saint Nicolas), le 6 janvier et le 3 février.</p>
<h2>Club de lecture</h2>
<p>Un jeudi par mois à 18h30, les lecteurs adultes échangent leurs coups de cœur. Cet hiver, le club lit la sélection du Prix des lecteurs de la Vallée de la Lys : rendez-vous les 10 décembre, 14 janvier et 11 février.</p>
<h2>Après-midi jeux</h2>
<p>Le dernier samedi du mois, de 14h00 à 17h00, jeux de société pour toute la famille, avec les conseils de l’équipe : le 28 novembre, le 30 janvier et le 27 février. Pas d’après-midi jeux en décembre, en raison des fêtes.</p>
<p>Et pendant les vacances de Noël, la médiathèque reste ouverte aux horaires habituels, sauf les samedis 26 décembre et 2 janvier.</p>`,
      },
      {
        title: 'Besoin d’aide avec le numérique ? Le conseiller numérique vous reçoit',
        summary:
          'Chaque mercredi après-midi, un conseiller numérique vous accompagne gratuitement pour vos démarches en ligne et l’usage de votre ordinateur ou de votre téléphone.',
        daysAgo: 70,
        html: `<p>Créer une adresse électronique, envoyer une pièce jointe, prendre un rendez-vous médical en ligne, déclarer ses revenus ou simplement mieux utiliser son téléphone : le conseiller numérique de la communauté de communes vous accompagne gratuitement.</p>
<h2>La permanence</h2>
<ul>
<li>Le mercredi de 14h00 à 17h00, à l’espace numérique de la médiathèque.</li>
<li>Sur rendez-vous au 03 28 41 52 70, pour un accompagnement individuel de 45 minutes.</li>
<li>Apportez votre appareil, vos identifiants et les documents nécessaires à votre démarche.</li>
</ul>
<p>Le conseiller anime aussi des ateliers en petit groupe, annoncés dans l’agenda. Entre deux rendez-vous, les quatre ordinateurs de l’espace numérique sont en libre accès aux horaires d’ouverture, avec une imprimante et un scanner.</p>`,
      },
    ],
    folders: [
      {
        title: 'Coups de cœur des bibliothécaires',
        description:
          'Les livres que l’équipe de la médiathèque a aimés et qu’elle a envie de vous faire découvrir.',
        articles: [
          {
            title: 'Germinal, d’Émile Zola',
            summary:
              'Un grand roman du Nord, toujours aussi saisissant : la vie des mineurs de Montsou et la grève qui les soulève.',
            daysAgo: 40,
            html: `<p>Pourquoi relire <em>Germinal</em> aujourd’hui ? Parce que ce roman publié en 1885, treizième volume des <em>Rougon-Macquart</em>, se lit comme un récit haletant, et parce qu’il raconte une histoire qui est aussi celle de notre région.</p>
<p>Étienne Lantier, ouvrier sans travail, arrive une nuit de mars au coron de Montsou et se fait embaucher à la fosse du Voreux. Accueilli par la famille Maheu, il découvre la dureté du travail au fond, la faim et les dettes, puis devient l’un des meneurs d’une grève qui va tout emporter.</p>
<p>Pour écrire son livre, Zola s’est rendu à Anzin en 1884, est descendu dans une mine et a rempli des carnets d’observations. On retrouve cette précision dans chaque page, mais aussi un souffle épique qui fait de la mine un personnage à part entière.</p>
<blockquote><p>« Un roman à lire au moins une fois dans sa vie, et à relire après une visite d’un ancien site minier du bassin. » — Hélène Dubois, responsable de la médiathèque</p></blockquote>
<p>Disponible en format poche, en gros caractères et en livre audio. Cote : R ZOL.</p>`,
          },
          {
            title: 'Max et les Maximonstres, de Maurice Sendak',
            summary:
              'Un album culte, paru en 1963, qui parle de colère, d’imagination et de retour à la maison.',
            daysAgo: 25,
            html: `<p>Un soir, Max enfile son costume de loup et fait tant de bêtises que sa mère l’envoie au lit sans dîner. Dans sa chambre, une forêt se met à pousser, un océan apparaît, et Max navigue jusqu’au pays des Maximonstres. Ces créatures aux dents terribles en font leur roi… jusqu’à ce que Max ait envie de rentrer là où quelqu’un l’aime.</p>
<p>Paru aux États-Unis en 1963 et récompensé l’année suivante par la médaille Caldecott, l’album de Maurice Sendak a marqué des générations de lecteurs. Les illustrations grandissent au fil des pages, jusqu’aux trois doubles pages sans texte de la fête des monstres, avant de rétrécir au retour de Max.</p>
<p>C’est un livre précieux pour parler avec les enfants de la colère et de la manière de s’en apaiser. À partir de 3 ans, et il plaît tout autant aux adultes qui le lisent à voix haute.</p>
<blockquote><p>« Mon album préféré pour l’heure du conte : les enfants rugissent avec les monstres, puis se calment avec Max. » — Justine, bibliothécaire jeunesse</p></blockquote>`,
          },
          {
            title: 'Le Tour du monde en quatre-vingts jours, de Jules Verne',
            summary:
              'L’écrivain qui a donné son nom à notre médiathèque à l’honneur : un roman d’aventures à lire en famille.',
            daysAgo: 5,
            html: `<p>Il fallait bien qu’un roman de Jules Verne figure parmi nos coups de cœur ! Paru en feuilleton en 1872 puis en volume l’année suivante, <em>Le Tour du monde en quatre-vingts jours</em> reste l’un de ses livres les plus lus.</p>
<p>À Londres, le très flegmatique Phileas Fogg parie 20 000 livres avec ses collègues du Reform Club qu’il peut faire le tour de la Terre en quatre-vingts jours. Il part le soir même avec son nouveau domestique, Passepartout. Trains, paquebots, éléphant et traîneau à voile se succèdent, tandis que l’inspecteur Fix, persuadé que Fogg est un voleur, les poursuit d’un continent à l’autre.</p>
<p>Le roman se lit avec un atlas à portée de main et ménage une fin étonnante, qui repose sur un détail que Fogg avait oublié : en voyageant vers l’est, on gagne un jour.</p>
<blockquote><p>« Idéal à lire à voix haute, un chapitre chaque soir, avec des enfants à partir de 10 ans. » — Nicolas, bibliothécaire</p></blockquote>
<p>Disponible en édition illustrée, en version abrégée pour les jeunes lecteurs et en livre audio.</p>`,
          },
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Formulaires
// ---------------------------------------------------------------------------------------------

export const townForms: SeedForm[] = [
  {
    title: 'Demande de réservation de la salle des fêtes',
    description:
      'Demandez la réservation de la salle des fêtes (250 personnes, cuisine équipée) pour un événement familial ou associatif. Votre demande est confirmée par l’accueil de la mairie après vérification des disponibilités.',
    fields: [
      { name: 'name', label: 'Nom et prénom', type: 'text', required: true, maxLength: 120 },
      { name: 'email', label: 'Adresse électronique', type: 'email', required: true },
      { name: 'phone', label: 'Téléphone', type: 'tel' },
      {
        name: 'date',
        label: 'Date souhaitée',
        type: 'date',
        required: true,
        help: 'Les locations ont lieu du vendredi 17h00 au lundi 9h00.',
      },
      {
        name: 'eventType',
        label: 'Type d’événement',
        type: 'select',
        options: ['Mariage', 'Anniversaire', 'Association', 'Autre'],
      },
      {
        name: 'guests',
        label: 'Nombre de personnes attendues',
        type: 'text',
        maxLength: 10,
        help: 'La capacité maximale de la salle est de 250 personnes.',
      },
      {
        name: 'insurance',
        label: 'Attestation d’assurance',
        type: 'file',
        required: true,
        accept: ['pdf', 'jpeg', 'png'],
        maxSizeKb: 2048,
        help: 'Attestation d’assurance responsabilité civile à votre nom, couvrant l’utilisation de la salle à la date demandée (demandez-la à votre assureur habitation).',
      },
      {
        name: 'message',
        label: 'Précisions sur votre demande',
        type: 'textarea',
        maxLength: 2000,
        help: 'Horaires prévus, besoin de la cuisine, de tables supplémentaires ou d’un accès pour une personne à mobilité réduite.',
      },
      {
        name: 'rulesAccepted',
        label: 'J’ai pris connaissance du règlement de la salle des fêtes et je m’engage à le respecter.',
        type: 'checkbox',
        required: true,
      },
    ],
    successMessage:
      'Merci, votre demande de réservation a bien été envoyée. L’accueil de la mairie vous contactera sous cinq jours ouvrés pour confirmer la disponibilité de la salle et vous indiquer les pièces à fournir pour le contrat de location.',
  },
  {
    title: 'Signaler un problème sur la voie publique',
    description:
      'Nid-de-poule, éclairage en panne, dépôt sauvage, panneau abîmé, arbre dangereux : signalez-le aux services techniques. En cas de danger immédiat, appelez le 17 ou le 18.',
    fields: [
      { name: 'name', label: 'Nom et prénom', type: 'text', maxLength: 120 },
      {
        name: 'email',
        label: 'Adresse électronique',
        type: 'email',
        help: 'Facultative ; indiquez-la si vous souhaitez être informé du traitement de votre signalement.',
      },
      {
        name: 'address',
        label: 'Adresse ou lieu du problème',
        type: 'text',
        required: true,
        maxLength: 200,
        help: 'Par exemple : devant le 12 rue du Général-de-Gaulle, ou chemin du Halage près de l’écluse.',
      },
      {
        name: 'description',
        label: 'Description du problème',
        type: 'textarea',
        required: true,
        maxLength: 2000,
      },
      {
        name: 'photos',
        label: 'Photos',
        type: 'file',
        accept: ['jpeg', 'png'],
        maxSizeKb: 4096,
        multiple: true,
        help: 'Une ou plusieurs photos du problème.',
      },
    ],
    successMessage:
      'Merci pour votre signalement. Il a été transmis aux services techniques, qui interviendront dans les meilleurs délais selon l’urgence.',
  },
];

// ---------------------------------------------------------------------------------------------
// Fenêtres d’information
// ---------------------------------------------------------------------------------------------

export const townPopups: SeedPopup[] = [
  {
    title: 'Travaux quai de la Lys : circulation alternée',
    html: `<p>La réfection de la rue du Moulin et du quai de la Lys commence le <strong>lundi 30 novembre</strong>.</p>
<ul>
<li>Du 30 novembre au 18 décembre, la rue du Moulin est fermée à la circulation, sauf riverains ; déviation par la rue du Général-de-Gaulle.</li>
<li>À partir du 4 janvier, la circulation est alternée par feux tricolores sur le quai de la Lys.</li>
</ul>
<p>L’accès à pied aux commerces et aux habitations est maintenu.</p>`,
    link: { label: 'Lire l’actualité', url: '/infos-utiles/en-ce-moment/actualites' },
    showOnEveryReload: false,
    hideDurationDays: 7,
  },
  {
    title: 'Inscriptions au repas des aînés',
    html: `<p>Vous avez 68 ans ou plus et habitez Vallon-sur-Lys ? Le CCAS vous invite au repas des aînés, le <strong>dimanche 14 mars à 12h00</strong>, à la salle des fêtes.</p>
<p>Inscriptions jusqu’au vendredi 19 février, en ligne depuis l’agenda ou auprès du CCAS au 03 28 41 52 63.</p>`,
    link: { label: 'Voir l’agenda et s’inscrire', url: '/infos-utiles/en-ce-moment/agenda' },
    showOnEveryReload: false,
    hideDurationDays: 3,
  },
];

// ---------------------------------------------------------------------------------------------
// Services municipaux
// ---------------------------------------------------------------------------------------------

export const townServices: SeedService[] = [
  {
    title: 'Location de salles municipales',
    summary:
      'La salle des fêtes et la salle Saint-Exupéry se louent le week-end pour vos fêtes de famille, repas et réunions.',
    tags: ['salles'],
    price: 'À partir de 180 € le week-end',
    html: `<p>La commune loue deux salles aux particuliers, aux associations et aux entreprises, du vendredi 17h00 au lundi 9h00.</p>
<table>
<thead><tr><th scope="col">Salle</th><th scope="col">Capacité</th><th scope="col">Habitants</th><th scope="col">Extérieurs</th></tr></thead>
<tbody>
<tr><td>Salle des fêtes, place de la Mairie (cuisine équipée)</td><td>250 personnes</td><td>420 €</td><td>750 €</td></tr>
<tr><td>Salle Saint-Exupéry, rue du Moulin</td><td>80 personnes</td><td>180 €</td><td>320 €</td></tr>
</tbody>
</table>
<p>Un chèque de caution (800 € pour la salle des fêtes, 400 € pour la salle Saint-Exupéry) et une attestation d’assurance responsabilité civile sont demandés à la signature du contrat, avec un acompte de 30 %. La salle de réunion de la mairie est prêtée gratuitement en semaine aux habitants et aux associations de la commune.</p>
<p>Vérifiez la disponibilité auprès de l’accueil de la mairie, au 03 28 41 52 60, ou envoyez une demande de réservation en ligne.</p>`,
  },
  {
    title: 'Prêt de matériel',
    summary:
      'Tables, bancs, barnums, grilles d’exposition et sonorisation pour les associations et les habitants.',
    tags: ['matériel'],
    price: 'Gratuit pour les associations, 15 € pour les particuliers',
    html: `<p>Les services techniques prêtent du matériel pour les manifestations associatives et les fêtes familiales organisées sur la commune.</p>
<ul>
<li>tables pliantes (lot de 5) et bancs (lot de 10) ;</li>
<li>barnums de 3 × 3 m et de 3 × 6 m, réservés aux associations ;</li>
<li>grilles d’exposition, podium de 24 m² et sonorisation portable, réservés aux associations ;</li>
<li>barrières de sécurité pour les manifestations sur la voie publique.</li>
</ul>
<p>Le prêt est gratuit pour les associations vallonnaises. Pour les particuliers, une participation de 15 € est demandée par lot de tables et de bancs, avec un chèque de caution de 150 €. Le matériel est retiré le vendredi entre 14h00 et 16h00 aux services techniques, rue du Stade, et rendu le lundi matin. Réservation au moins trois semaines à l’avance auprès de l’accueil de la mairie.</p>`,
  },
  {
    title: 'Carte d’identité et passeport : accompagnement sur rendez-vous',
    summary:
      'La mairie vous aide à faire votre pré-demande en ligne et à prendre rendez-vous dans une mairie équipée pour le recueil des empreintes.',
    tags: ['démarches'],
    price: 'Gratuit',
    html: `<p>La mairie de Vallon-sur-Lys n’est pas équipée d’un dispositif de recueil des empreintes : les cartes nationales d’identité et les passeports sont délivrés par les mairies équipées, comme Saint-Aubin-sur-Lys, Hazebrouck ou Armentières. L’accueil de la mairie vous accompagne pour préparer votre demande.</p>
<h2>Ce que nous faisons avec vous</h2>
<ul>
<li>la pré-demande en ligne sur le site de l’<a href="https://ants.gouv.fr" target="_blank">ANTS</a>, si vous n’êtes pas à l’aise avec internet ;</li>
<li>la recherche d’un rendez-vous dans une mairie équipée ;</li>
<li>la vérification des pièces à fournir : photo d’identité de moins de six mois, justificatif de domicile, ancien titre et, le cas échéant, timbre fiscal.</li>
</ul>
<p>L’accompagnement a lieu sur rendez-vous, le mardi et le jeudi matin, au 03 28 41 52 60. La carte d’identité est gratuite, sauf en cas de perte ou de vol (timbre fiscal de 25 €). Le passeport coûte 86 € pour un majeur, 42 € de 15 à 17 ans et 17 € pour un enfant de moins de 15 ans.</p>`,
  },
  {
    title: 'Portage de livres à domicile',
    summary:
      'Pour les lecteurs qui ne peuvent pas se déplacer, la médiathèque apporte chaque mois à domicile une sélection de livres, de revues et de livres audio.',
    tags: ['médiathèque'],
    price: 'Gratuit',
    html: `<p>Le portage de livres s’adresse aux habitants de Vallon-sur-Lys qui ne peuvent pas se rendre à la médiathèque, durablement ou temporairement : personnes âgées, personnes handicapées, malades ou convalescentes.</p>
<ul>
<li>une première visite d’une bibliothécaire pour connaître vos goûts ;</li>
<li>une livraison mensuelle par un bénévole, avec jusqu’à 8 documents : romans, documentaires, livres en gros caractères, revues, livres audio ;</li>
<li>l’inscription à la médiathèque et le service sont gratuits.</li>
</ul>
<p>Renseignements et inscription auprès de la médiathèque Jules-Verne, au 03 28 41 52 70, ou du CCAS, au 03 28 41 52 63.</p>`,
  },
];
