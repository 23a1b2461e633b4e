// Demo content of the town hall of Vallon-sur-Lys (fictional village of the Lys valley, Nord).
// People, phone numbers and places are invented and kept consistent across pages:
// mairie 03 28 41 52 60, services 03 28 41 52 6x/7x, communauté de communes 03 28 42 30 xx.
import type { SeedLegalTexts, SeedNews, SeedPage } from './types.ts';

// ---------------------------------------------------------------------------------------------
// Accueil
// ---------------------------------------------------------------------------------------------

const accueil: SeedPage = {
  url: 'accueil',
  title: 'Accueil',
  metaDescription:
    'Bienvenue sur le site officiel de Vallon-sur-Lys : démarches, écoles, vie associative, actualités et agenda de la commune.',
  html: `<h2>Le mot du maire</h2>
<p>Chères Vallonnaises, chers Vallonnais, chers visiteurs,</p>
<p>Je suis heureuse de vous accueillir sur le site internet de notre commune. Blotti dans la vallée de la Lys, entre prairies humides, chemins de halage et fermes flamandes, Vallon-sur-Lys compte aujourd’hui près de 3 200 habitants. Notre village a su garder son caractère tout en accueillant chaque année de nouvelles familles : deux écoles, une médiathèque, un espace jeunes, une quarantaine d’associations et des commerces de proximité font vivre la place de la Mairie tout au long de l’année.</p>
<p>Ce site a été pensé pour vous simplifier la vie. Vous y trouverez les horaires de la mairie, les démarches d’état civil et d’urbanisme, les inscriptions scolaires et périscolaires, le calendrier de collecte des déchets, les comptes rendus du conseil municipal et l’agenda des manifestations. Les services municipaux restent bien sûr à votre écoute au 03 28 41 52 60 ou à l’accueil de la mairie, 1 place de la Mairie.</p>
<p>Avec l’ensemble du conseil municipal, je vous souhaite une bonne visite et, à celles et ceux qui nous découvrent, la bienvenue à Vallon-sur-Lys.</p>
<p><strong>Claire Dufresne</strong><br>Maire de Vallon-sur-Lys</p>
<p>Pour toute question, consultez la page <a href="/nous-contacter">Nous contacter</a> ou les <a href="/infos-utiles/numeros-utiles/numeros-utiles">numéros utiles</a>.</p>`,
};

// ---------------------------------------------------------------------------------------------
// Vivre à Vallon-sur-Lys › Enfance et jeunesse
// ---------------------------------------------------------------------------------------------

const argentDePoche: SeedPage = {
  url: 'argent-de-poche',
  title: 'Dispositif « Argent de poche »',
  menuTitle: 'Argent de poche',
  metaDescription:
    'Pendant les vacances scolaires, les jeunes Vallonnais de 16 et 17 ans effectuent de petites missions pour la commune contre 15 € par demi-journée.',
  html: `<p>Le dispositif « Argent de poche » permet aux jeunes de 16 et 17 ans domiciliés à Vallon-sur-Lys de réaliser de petites missions d’intérêt général pour la commune pendant les vacances scolaires. C’est souvent une première expérience de travail : respecter des horaires, travailler en équipe, découvrir les métiers des services municipaux.</p>
<h2>Comment ça marche ?</h2>
<ul>
<li>Chaque mission dure une demi-journée de 3 heures, pause de 30 minutes comprise.</li>
<li>Elle est indemnisée 15 € en espèces, versés à la fin de la période.</li>
<li>Chaque jeune peut effectuer jusqu’à 10 missions par période de vacances.</li>
<li>Les missions sont encadrées par un agent municipal : entretien des espaces verts, rangement de la médiathèque, petits travaux de peinture, aide à la préparation des manifestations.</li>
</ul>
<h2>S’inscrire</h2>
<p>Le dossier est à retirer à l’accueil de la mairie ou à l’espace jeunes Le Spot au moins trois semaines avant les vacances. Il doit être rendu complet avec :</p>
<ol>
<li>la fiche d’inscription signée par le jeune et son représentant légal ;</li>
<li>une copie de la carte d’identité ;</li>
<li>une attestation d’assurance responsabilité civile ;</li>
<li>un justificatif de domicile de moins de trois mois.</li>
</ol>
<p>Les places étant limitées (12 jeunes par semaine), la priorité est donnée à ceux qui n’ont pas encore participé. Renseignements auprès de Léa Bouchez, animatrice jeunesse, au 03 28 41 52 75.</p>`,
};

const periscolaire: SeedPage = {
  url: 'centre-periscolaire-et-accueil-de-loisir',
  title: 'Accueil périscolaire et accueil de loisirs',
  menuTitle: 'Périscolaire et loisirs',
  metaDescription:
    'Garderie du matin et du soir, mercredis et vacances : horaires, tarifs et inscriptions à la Maison de l’enfance de Vallon-sur-Lys.',
  html: `<p>La Maison de l’enfance, 10 rue des Écoles, accueille les enfants scolarisés de 3 à 11 ans avant et après la classe, le mercredi et pendant les vacances scolaires. L’équipe d’animation est dirigée par Romain Hennebelle et compte huit animateurs diplômés (BAFA, BPJEPS).</p>
<h2>Accueil périscolaire (jours d’école)</h2>
<ul>
<li>Le matin : de 7h15 à 8h20, avec possibilité de petit-déjeuner apporté par la famille.</li>
<li>Le soir : de 16h30 à 18h45, goûter fourni, aide aux devoirs le lundi et le jeudi.</li>
</ul>
<p>Les animateurs accompagnent les enfants à pied jusqu’aux écoles maternelle et élémentaire, situées dans la même rue.</p>
<h2>Accueil de loisirs (mercredis et vacances)</h2>
<p>Le mercredi et pendant les petites vacances, l’accueil est ouvert de 7h30 à 18h30, à la journée ou à la demi-journée avec ou sans repas. L’été, l’accueil de loisirs fonctionne quatre semaines en juillet et deux semaines fin août, avec un mini-camp pour les 8-11 ans.</p>
<h2>Tarifs</h2>
<table>
<thead><tr><th scope="col">Quotient familial</th><th scope="col">Périscolaire (la demi-heure)</th><th scope="col">Journée de loisirs avec repas</th></tr></thead>
<tbody>
<tr><td>Jusqu’à 700 €</td><td>0,60 €</td><td>6,00 €</td></tr>
<tr><td>De 701 à 1 200 €</td><td>0,90 €</td><td>9,00 €</td></tr>
<tr><td>Plus de 1 200 €</td><td>1,20 €</td><td>12,00 €</td></tr>
<tr><td>Familles hors commune</td><td>1,50 €</td><td>16,00 €</td></tr>
</tbody>
</table>
<p>Les inscriptions et réservations se font sur le <a href="/vivre-a-vallon-sur-lys/enfance-jeunesse/site-enfant-parent">portail enfant-parent</a>, au plus tard le jeudi pour la semaine suivante. Contact : 03 28 41 52 74.</p>`,
};

const espaceJeunes: SeedPage = {
  url: 'espace-jeunes',
  title: 'Espace jeunes Le Spot',
  metaDescription:
    'Le Spot accueille les 11-17 ans après les cours, le mercredi, le samedi et pendant les vacances : activités, sorties et accompagnement de projets.',
  html: `<p>Installé au 3 rue du Moulin, dans l’ancienne école des garçons rénovée, Le Spot est un lieu ouvert aux jeunes de 11 à 17 ans. On y vient pour se retrouver entre amis, jouer au baby-foot ou aux jeux vidéo, préparer un exposé, mais aussi monter des projets : séjour, concert, chantier solidaire ou court-métrage.</p>
<h2>Horaires d’ouverture</h2>
<ul>
<li>Période scolaire : mardi, jeudi et vendredi de 16h30 à 19h00 ; mercredi de 13h30 à 18h30 ; samedi de 14h00 à 18h00.</li>
<li>Vacances scolaires : du lundi au vendredi de 10h00 à 12h00 et de 13h30 à 18h30, avec un programme de sorties (patinoire, accrobranche, base nautique, match au stade Pierre-Mauroy).</li>
</ul>
<h2>Adhésion</h2>
<p>L’adhésion annuelle coûte 10 € pour les jeunes de la commune et 20 € pour les autres. Certaines sorties demandent une participation de 3 à 15 € selon le quotient familial. Pour s’inscrire, il faut remplir une fiche sanitaire, une autorisation parentale et fournir une attestation d’assurance.</p>
<p>L’animatrice, Léa Bouchez, accompagne aussi les jeunes dans leurs démarches : recherche de stage de 3e, candidature au <a href="/vivre-a-vallon-sur-lys/enfance-jeunesse/argent-de-poche">dispositif Argent de poche</a>, préparation du BAFA. Contact : 03 28 41 52 75 ou espacejeunes@vallon-sur-lys.fr.</p>`,
};

const gardeJeunesEnfants: SeedPage = {
  url: 'garde-jeunes-enfants',
  title: 'Garde des jeunes enfants',
  metaDescription:
    'Crèche multi-accueil Les Lucioles, assistantes maternelles agréées : les solutions de garde pour les enfants de moins de 3 ans à Vallon-sur-Lys.',
  html: `<p>Plusieurs solutions existent à Vallon-sur-Lys pour faire garder un enfant de 10 semaines à 3 ans (et jusqu’à 6 ans en dehors du temps scolaire). Nous conseillons aux futurs parents de se renseigner dès le sixième mois de grossesse.</p>
<h2>Le multi-accueil Les Lucioles</h2>
<p>La crèche municipale, 12 rue des Écoles, dispose de 20 places en accueil régulier ou occasionnel. Elle est ouverte du lundi au vendredi de 7h30 à 18h30 et fermée trois semaines en août et une semaine entre Noël et le jour de l’An. Le tarif horaire est calculé selon le barème national de la CAF, en fonction des ressources et de la composition de la famille ; les couches et les repas sont fournis.</p>
<p>Les demandes de place sont examinées par une commission d’attribution qui se réunit en mars et en octobre. Le dossier de pré-inscription est disponible auprès de la directrice, Mme Isabelle Carpentier, au 03 28 41 52 77.</p>
<h2>Les assistantes maternelles</h2>
<p>Une vingtaine d’assistantes maternelles agréées par le Département exercent sur la commune. Leur liste et leurs disponibilités sont tenues à jour par le <a href="/vivre-a-vallon-sur-lys/enfance-jeunesse/petite-enfance-rpe-leap">Relais petite enfance</a>, qui vous aide aussi pour le contrat de travail et les démarches Pajemploi. Vous pouvez également consulter le site national <a href="https://monenfant.fr" target="_blank">monenfant.fr</a> de la CAF.</p>
<h2>Les aides financières</h2>
<p>Le complément de libre choix du mode de garde (CMG) peut prendre en charge une partie du salaire de l’assistante maternelle. Les conditions sont détaillées sur <a href="https://www.caf.fr" target="_blank">caf.fr</a>.</p>`,
};

const conseilDesJeunes: SeedPage = {
  url: 'le-conseil-des-jeunes',
  title: 'Le conseil municipal des jeunes',
  menuTitle: 'Le conseil des jeunes',
  metaDescription:
    'Quinze jeunes élus de 10 à 15 ans proposent et réalisent des projets pour la commune pendant un mandat de deux ans.',
  html: `<p>Créé en 2015, le conseil municipal des jeunes (CMJ) permet aux enfants et adolescents de Vallon-sur-Lys de donner leur avis et de mener des projets utiles à tous. Il compte 15 membres âgés de 10 à 15 ans, élus pour deux ans par leurs camarades des classes de CM1, CM2 et du collège.</p>
<h2>Fonctionnement</h2>
<ul>
<li>Les élections ont lieu en octobre, une année sur deux, à l’école élémentaire et en mairie pour les collégiens.</li>
<li>Le CMJ se réunit en séance plénière trois fois par an, dans la salle du conseil, en présence de Mme la Maire.</li>
<li>Entre les séances, les jeunes élus travaillent en commissions (environnement, solidarité, sport et loisirs) un mercredi sur deux, de 14h00 à 15h30.</li>
<li>Ils sont accompagnés par Sandrine Vasseur, adjointe à l’enfance et à la jeunesse, et par l’animatrice de l’espace jeunes.</li>
</ul>
<h2>Quelques réalisations</h2>
<p>Ces dernières années, le CMJ a obtenu l’installation du city-stade près de la salle des sports, organisé une collecte de jouets au profit des Restos du cœur, planté une haie de 200 mètres le long du chemin du Halage et créé une boîte à livres devant la médiathèque. Les jeunes élus participent aussi aux cérémonies du 8 Mai et du 11 Novembre.</p>
<p>Tu as entre 10 et 15 ans et tu veux te présenter ? Renseigne-toi en mairie ou écris à enfance@vallon-sur-lys.fr.</p>`,
};

const lesEcoles: SeedPage = {
  url: 'les-ecoles',
  title: 'Les écoles',
  metaDescription:
    'École maternelle Les Tilleuls et école élémentaire Pierre-et-Marie-Curie : horaires, contacts et inscriptions scolaires à Vallon-sur-Lys.',
  html: `<p>Vallon-sur-Lys compte deux écoles publiques, situées rue des Écoles, à deux pas de la médiathèque et de la Maison de l’enfance. Environ 310 enfants y sont scolarisés. La semaine scolaire est de quatre jours : lundi, mardi, jeudi et vendredi.</p>
<h2>École maternelle Les Tilleuls</h2>
<address>2 rue des Écoles, 59270 Vallon-sur-Lys<br>Téléphone : 03 28 41 52 71<br>Directrice : Mme Anne Leclercq</address>
<p>5 classes, de la toute petite section (enfants de 2 ans et demi, selon les places) à la grande section. Horaires : 8h30–11h45 et 13h30–16h30, accueil des enfants dix minutes avant.</p>
<h2>École élémentaire Pierre-et-Marie-Curie</h2>
<address>6 rue des Écoles, 59270 Vallon-sur-Lys<br>Téléphone : 03 28 41 52 72<br>Directeur : M. Thomas Dewitte</address>
<p>8 classes, du CP au CM2. Horaires : 8h30–11h45 et 13h30–16h30. Les élèves bénéficient de séances de natation à la piscine intercommunale et d’un cycle de voile en CM2 à la base nautique de la Lys.</p>
<h2>Inscrire son enfant</h2>
<p>L’inscription se fait en deux temps :</p>
<ol>
<li>En mairie (service enfance, du lundi au vendredi aux heures d’ouverture) : présentez le livret de famille ou un acte de naissance, un justificatif de domicile de moins de trois mois et le carnet de santé (vaccinations obligatoires). Un certificat d’inscription vous est remis.</li>
<li>À l’école : prenez rendez-vous avec la direction pour l’admission, muni du certificat d’inscription et, en cas de changement d’école, du certificat de radiation.</li>
</ol>
<p>Les inscriptions pour la rentrée de septembre ont lieu de janvier à fin mars. Les enfants domiciliés hors commune peuvent être accueillis après accord des deux maires. Renseignements : service enfance, 03 28 41 52 64, enfance@vallon-sur-lys.fr.</p>`,
};

const petiteEnfance: SeedPage = {
  url: 'petite-enfance-rpe-leap',
  title: 'Petite enfance : Relais petite enfance et lieu d’accueil enfants-parents',
  menuTitle: 'Petite enfance (RPE, LAEP)',
  metaDescription:
    'Le Relais petite enfance informe parents et assistantes maternelles ; le lieu d’accueil enfants-parents accueille les tout-petits avec leurs parents.',
  html: `<p>Installés dans les locaux de la Maison de l’enfance, 10 rue des Écoles, le Relais petite enfance (<abbr title="Relais petite enfance">RPE</abbr>) et le lieu d’accueil enfants-parents (<abbr title="Lieu d’accueil enfants-parents">LAEP</abbr>) sont deux services gratuits, animés par Céline Verhaeghe, éducatrice de jeunes enfants, avec le soutien de la CAF du Nord.</p>
<h2>Le Relais petite enfance</h2>
<p>Le RPE est un lieu d’information pour les parents et les professionnels de l’accueil individuel :</p>
<ul>
<li>liste et disponibilités des assistantes maternelles de la commune ;</li>
<li>aide au contrat de travail, à la déclaration Pajemploi, aux congés et à la fin de contrat ;</li>
<li>ateliers d’éveil pour les enfants accompagnés de leur assistante maternelle, le mardi et le jeudi de 9h30 à 11h00 ;</li>
<li>soirées d’échange et formations pour les professionnelles.</li>
</ul>
<p>Permanences : lundi de 13h30 à 17h00, mercredi de 9h00 à 12h00 et sur rendez-vous le vendredi. Téléphone : 03 28 41 52 76.</p>
<h2>Le lieu d’accueil enfants-parents « Les P’tits Pas »</h2>
<p>Le LAEP accueille, sans inscription et de façon anonyme, les enfants de moins de 6 ans accompagnés d’un parent, d’un grand-parent ou d’une future maman. On y joue, on y rencontre d’autres familles et on peut parler de ses questions de parent avec deux accueillantes formées. Il est ouvert le mercredi de 9h00 à 11h30 et le samedi de 9h30 à 11h30 (hors vacances d’été).</p>`,
};

const restaurationScolaire: SeedPage = {
  url: 'restauration-scolaire',
  title: 'Restauration scolaire',
  metaDescription:
    'Menus, tarifs selon le quotient familial, allergies et réservation des repas au restaurant scolaire de Vallon-sur-Lys.',
  html: `<p>Le restaurant scolaire, situé entre les deux écoles, sert chaque jour d’école environ 240 repas, en deux services : 11h50 pour les maternelles, 12h30 pour les élémentaires. Les repas sont préparés sur place par l’équipe de cuisine municipale, avec au moins 50 % de produits durables et de qualité, dont 25 % issus de l’agriculture biologique, conformément à la loi EGalim. Le pain vient de la boulangerie du village et les légumes, en saison, de maraîchers de la vallée.</p>
<h2>Menus</h2>
<p>Les menus sont établis pour cinq semaines avec une diététicienne et affichés à l’entrée des écoles et sur le <a href="/vivre-a-vallon-sur-lys/enfance-jeunesse/site-enfant-parent">portail enfant-parent</a>. Un menu végétarien est proposé une fois par semaine, et un plat de substitution est prévu lorsque le plat principal contient du porc.</p>
<h2>Tarifs par repas</h2>
<table>
<thead><tr><th scope="col">Quotient familial</th><th scope="col">Prix du repas</th></tr></thead>
<tbody>
<tr><td>Jusqu’à 700 €</td><td>1,00 €</td></tr>
<tr><td>De 701 à 1 200 €</td><td>2,60 €</td></tr>
<tr><td>Plus de 1 200 €</td><td>3,60 €</td></tr>
<tr><td>Enfants domiciliés hors commune</td><td>4,50 €</td></tr>
<tr><td>Panier-repas (PAI alimentaire)</td><td>1,20 €</td></tr>
</tbody>
</table>
<h2>Réservations et allergies</h2>
<p>Les repas se réservent sur le portail enfant-parent au plus tard le jeudi midi pour la semaine suivante. En cas de maladie, le repas n’est pas facturé si l’absence est signalée avant 9h00 au 03 28 41 52 73. Pour un enfant souffrant d’allergie ou d’intolérance alimentaire, un projet d’accueil individualisé (PAI) doit être établi avec le médecin scolaire avant la première fréquentation.</p>`,
};

const siteEnfantParent: SeedPage = {
  url: 'site-enfant-parent',
  title: 'Le portail enfant-parent',
  metaDescription:
    'Réservez la cantine, le périscolaire et l’accueil de loisirs, consultez vos factures et payez en ligne sur le portail enfant-parent.',
  html: `<p>Le portail enfant-parent est l’espace en ligne des familles de Vallon-sur-Lys. Accessible 24 heures sur 24 depuis un ordinateur ou un téléphone, il permet de gérer la vie scolaire et périscolaire de vos enfants sans vous déplacer.</p>
<h2>Ce que vous pouvez faire en ligne</h2>
<ul>
<li>réserver ou annuler les repas du restaurant scolaire, l’accueil du matin et du soir, les mercredis et les vacances ;</li>
<li>consulter les menus et le programme d’activités de l’accueil de loisirs ;</li>
<li>mettre à jour vos coordonnées, les personnes autorisées à récupérer l’enfant et la fiche sanitaire ;</li>
<li>télécharger vos factures mensuelles et vos attestations pour les impôts ou l’employeur ;</li>
<li>payer par carte bancaire, ou mettre en place le prélèvement automatique.</li>
</ul>
<h2>Créer son compte</h2>
<ol>
<li>Remplissez le dossier unique d’inscription, disponible en mairie ou auprès du service enfance, et joignez votre attestation de quotient familial CAF.</li>
<li>Vous recevez par courriel un identifiant et un lien pour choisir votre mot de passe.</li>
<li>Connectez-vous et vérifiez les informations de chaque enfant avant la première réservation.</li>
</ol>
<p>Le dossier unique est à renouveler chaque année avant le 15 juillet. Vous n’avez pas d’accès à internet ? L’agent du service enfance peut faire les réservations avec vous en mairie, ou vous pouvez utiliser le poste en libre accès de la médiathèque. Contact : 03 28 41 52 64, enfance@vallon-sur-lys.fr.</p>`,
};

const transportsScolaires: SeedPage = {
  url: 'transports-scolaires',
  title: 'Transports scolaires',
  metaDescription:
    'Circuits de car vers le collège et les lycées, arrêts dans la commune et inscription auprès de la Région Hauts-de-France.',
  html: `<p>Le transport des élèves vers le collège et les lycées est organisé par la Région Hauts-de-France. La commune assure le relais pour l’information des familles et l’entretien des abris de car.</p>
<h2>Les circuits desservant Vallon-sur-Lys</h2>
<ul>
<li><strong>Collège Les Hauts-de-Lys, Saint-Aubin-sur-Lys</strong> : deux cars le matin (départ de la place de la Mairie à 7h35 et 7h50), retour à 17h15 et le mercredi à 12h20.</li>
<li><strong>Lycées d’Hazebrouck</strong> : un car à 6h55 place de la Mairie, retour à 18h10.</li>
<li>Arrêts sur la commune : place de la Mairie, rue du Moulin (abri), hameau du Pont-Rouge et lotissement des Tisserands.</li>
</ul>
<h2>Inscription</h2>
<p>L’inscription se fait chaque année en ligne, de juin à mi-juillet, sur le site de la <a href="https://www.hautsdefrance.fr" target="_blank">Région Hauts-de-France</a>. Le transport scolaire est gratuit pour les élèves domiciliés à plus de 3 km de leur établissement de secteur ; des frais de dossier peuvent s’appliquer en cas d’inscription tardive. La carte de transport est envoyée au domicile avant la rentrée.</p>
<p>Les élèves des écoles maternelle et élémentaire habitant les hameaux sont pris en charge par la navette municipale : départ du Pont-Rouge à 8h10, retour à 16h40. Inscription au service enfance, 03 28 41 52 64. Le port de la ceinture de sécurité est obligatoire dans tous les cars.</p>`,
};

const enfanceJeunesse: SeedPage = {
  url: 'enfance-jeunesse',
  title: 'Enfance et jeunesse',
  metaDescription:
    'Écoles, restauration scolaire, périscolaire, petite enfance et espace jeunes : tout pour les familles de Vallon-sur-Lys.',
  html: `<p>De la naissance à la majorité, la commune accompagne les familles à chaque étape : crèche et assistantes maternelles pour les tout-petits, écoles maternelle et élémentaire, restaurant scolaire préparé sur place, accueil périscolaire et de loisirs, espace jeunes et conseil municipal des jeunes pour les plus grands.</p>
<p>Le service enfance, installé en mairie, est votre interlocuteur pour les inscriptions scolaires, le dossier unique et la facturation. Il est joignable aux heures d’ouverture de la mairie au 03 28 41 52 64 ou à l’adresse enfance@vallon-sur-lys.fr.</p>`,
  children: [
    argentDePoche,
    periscolaire,
    espaceJeunes,
    gardeJeunesEnfants,
    conseilDesJeunes,
    lesEcoles,
    petiteEnfance,
    restaurationScolaire,
    siteEnfantParent,
    transportsScolaires,
  ],
};

// ---------------------------------------------------------------------------------------------
// Vivre à Vallon-sur-Lys › Vie citoyenne
// ---------------------------------------------------------------------------------------------

const etatCivil: SeedPage = {
  url: 'demarches-administratives-etat-civil',
  title: 'Démarches administratives et état civil',
  menuTitle: 'État civil et démarches',
  metaDescription:
    'Actes de naissance, mariage, PACS, carte d’identité, passeport, recensement citoyen : comment faire vos démarches à la mairie de Vallon-sur-Lys.',
  html: `<p>Le service état civil de la mairie vous reçoit aux heures d’ouverture, ainsi que le samedi de 9h00 à 11h30 lors de la permanence. Certaines démarches nécessitent un rendez-vous : pensez à appeler le 03 28 41 52 60.</p>
<h2>Actes d’état civil</h2>
<p>Les copies et extraits d’actes de naissance, de mariage et de décès sont délivrés gratuitement par la mairie du lieu de l’événement. Pour un acte dressé à Vallon-sur-Lys, vous pouvez le demander au guichet (pièce d’identité obligatoire), par courrier en joignant une enveloppe timbrée, ou en ligne sur <a href="https://www.service-public.fr" target="_blank">service-public.fr</a>. Il vous est envoyé sous cinq jours ouvrés.</p>
<h2>Carte d’identité et passeport</h2>
<p>La mairie de Vallon-sur-Lys n’est pas équipée d’un dispositif de recueil des empreintes. Pour une carte nationale d’identité ou un passeport :</p>
<ol>
<li>remplissez une pré-demande en ligne sur <a href="https://ants.gouv.fr" target="_blank">ants.gouv.fr</a> et notez son numéro ;</li>
<li>prenez rendez-vous dans une mairie équipée (Saint-Aubin-sur-Lys, Hazebrouck ou Armentières, par exemple) ;</li>
<li>présentez-vous avec votre numéro de pré-demande, une photo d’identité de moins de six mois, un justificatif de domicile et, le cas échéant, l’ancien titre et le timbre fiscal.</li>
</ol>
<p>Les délais de rendez-vous peuvent dépasser deux mois avant l’été : anticipez vos voyages.</p>
<h2>Autres démarches en mairie</h2>
<ul>
<li><strong>Mariage et PACS</strong> : dossier à retirer en mairie au moins trois mois avant la date souhaitée ; l’enregistrement du PACS se fait sur rendez-vous.</li>
<li><strong>Reconnaissance d’un enfant</strong> avant ou après la naissance : sur présentation d’une pièce d’identité et d’un justificatif de domicile.</li>
<li><strong>Recensement citoyen</strong> : obligatoire dans les trois mois qui suivent le 16e anniversaire, avec le livret de famille et la carte d’identité. L’attestation remise est demandée pour les examens et le permis de conduire.</li>
<li><strong>Légalisation de signature</strong>, attestation d’accueil, certificat de vie : sur place, en présence du signataire.</li>
</ul>`,
};

const environnement: SeedPage = {
  url: 'environnement',
  title: 'Environnement et cadre de vie',
  menuTitle: 'Environnement',
  metaDescription:
    'Zéro pesticide, berges de la Lys, plantation de haies, brûlage interdit : la commune agit pour préserver son environnement.',
  html: `<p>Avec ses prairies humides, ses saules têtards et les berges de la Lys, Vallon-sur-Lys possède un patrimoine naturel remarquable. La commune s’est engagée depuis 2016 dans une gestion écologique de ses espaces et a obtenu sa deuxième fleur au label « Villes et villages fleuris ».</p>
<h2>Ce que fait la commune</h2>
<ul>
<li><strong>Zéro pesticide</strong> : les espaces verts, le cimetière et les trottoirs sont entretenus sans produits phytosanitaires, par désherbage mécanique et fauche tardive.</li>
<li><strong>Plantation de haies</strong> : 1,8 km de haies champêtres ont été replantées avec les agriculteurs et les écoles depuis 2020.</li>
<li><strong>Berges de la Lys</strong> : entretien du chemin de halage et suivi des espèces invasives (renouée du Japon) avec le syndicat de rivière.</li>
<li><strong>Éclairage public</strong> : extinction de 23h00 à 5h30 dans les rues résidentielles, passage progressif aux lampes LED.</li>
</ul>
<h2>Ce que chacun peut faire</h2>
<p>Le brûlage des déchets verts à l’air libre est interdit : tontes et branchages doivent être apportés à la <a href="/vivre-a-vallon-sur-lys/vie-citoyenne/ordures-menageres-et-decheterie">déchèterie</a> ou compostés. La communauté de communes fournit des composteurs à 15 € (400 litres), à réserver au 03 28 42 30 10. Les travaux de bricolage et de jardinage bruyants sont autorisés en semaine de 8h30 à 12h00 et de 14h00 à 19h30, le samedi de 9h00 à 12h00 et de 15h00 à 19h00, le dimanche et les jours fériés de 10h00 à 12h00.</p>
<p>Chaque année en mars, l’opération « Lys propre » réunit habitants, associations et écoles pour ramasser les déchets le long de la rivière. Inscriptions en mairie.</p>`,
};

const mediatheque: SeedPage = {
  url: 'la-mediatheque',
  title: 'La médiathèque Jules-Verne',
  menuTitle: 'La médiathèque',
  metaDescription:
    'Livres, BD, revues, DVD, jeux et ressources numériques : horaires, inscription gratuite et animations de la médiathèque Jules-Verne.',
  html: `<p>La médiathèque Jules-Verne, 4 rue des Écoles, propose plus de 14 000 documents : romans, documentaires, bandes dessinées, albums pour les tout-petits, revues, livres en gros caractères, DVD et jeux de société. Elle fait partie du réseau de lecture publique de la communauté de communes, ce qui permet de réserver des documents dans les 12 bibliothèques du réseau et de les faire venir à Vallon-sur-Lys.</p>
<h2>Horaires</h2>
<ul>
<li>Mardi : 16h00–18h30</li>
<li>Mercredi : 10h00–12h00 et 14h00–18h00</li>
<li>Vendredi : 16h00–18h30</li>
<li>Samedi : 10h00–12h30 et 14h00–17h00</li>
</ul>
<p>Pendant les vacances d’été, la médiathèque est ouverte le mercredi et le samedi matin uniquement.</p>
<h2>Inscription et prêt</h2>
<p>L’inscription est gratuite pour tous les habitants de la communauté de communes, sur présentation d’une pièce d’identité et d’un justificatif de domicile (autorisation parentale pour les mineurs). Chaque lecteur peut emprunter 8 documents, dont 2 DVD, pour trois semaines. La carte donne aussi accès à des ressources en ligne : presse, autoformation (langues, code de la route), films à la demande.</p>
<h2>Animations</h2>
<p>Heure du conte le premier mercredi du mois à 10h30, club de lecture adulte un jeudi par mois à 18h30, après-midi jeux le dernier samedi du mois. Les classes et la crèche sont accueillies chaque semaine. Responsable : Hélène Dubois, 03 28 41 52 70, mediatheque@vallon-sur-lys.fr.</p>`,
};

const demarchesEnLigne: SeedPage = {
  url: 'les-demarches-en-ligne',
  title: 'Les démarches en ligne',
  metaDescription:
    'Les sites officiels pour faire vos démarches administratives depuis chez vous : papiers d’identité, impôts, santé, famille, urbanisme.',
  html: `<p>De nombreuses démarches peuvent aujourd’hui être faites en ligne, sans vous déplacer. Utilisez uniquement les sites officiels, dont l’adresse se termine généralement par « gouv.fr » : les sites privés qui proposent les mêmes services sont payants et n’accélèrent pas le traitement de votre demande.</p>
<h2>Les principaux sites officiels</h2>
<ul>
<li><a href="https://www.service-public.fr" target="_blank">Service-Public.fr</a> : toutes les démarches et fiches pratiques (actes d’état civil, inscription sur les listes électorales, changement d’adresse).</li>
<li><a href="https://ants.gouv.fr" target="_blank">ANTS</a> : pré-demande de carte d’identité et de passeport, permis de conduire, certificat d’immatriculation.</li>
<li><a href="https://www.impots.gouv.fr" target="_blank">impots.gouv.fr</a> : déclaration de revenus, paiement des impôts locaux, déclaration des biens immobiliers.</li>
<li><a href="https://www.ameli.fr" target="_blank">ameli.fr</a> : compte de l’assurance maladie, attestation de droits, carte Vitale.</li>
<li><a href="https://www.caf.fr" target="_blank">caf.fr</a> : allocations familiales, aides au logement, prime d’activité, attestation de quotient familial.</li>
<li><a href="https://www.francetravail.fr" target="_blank">France Travail</a> : inscription comme demandeur d’emploi, offres d’emploi.</li>
<li><a href="https://www.info-retraite.fr" target="_blank">info-retraite.fr</a> : relevé de carrière et demande de retraite en ligne.</li>
</ul>
<h2>Besoin d’aide ?</h2>
<p>Vous n’êtes pas à l’aise avec internet ? Un conseiller numérique tient une permanence gratuite à la médiathèque le mercredi de 14h00 à 17h00, sur rendez-vous au 03 28 41 52 70. Apportez vos identifiants et les documents nécessaires à votre démarche. Un ordinateur et un scanner sont également en libre accès aux heures d’ouverture de la médiathèque.</p>
<p>Les demandes d’urbanisme peuvent elles aussi être déposées en ligne : voir la page <a href="/vivre-a-vallon-sur-lys/vie-citoyenne/urbanisme">Urbanisme</a>.</p>`,
};

const elections: SeedPage = {
  url: 'les-elections',
  title: 'Les élections',
  metaDescription:
    'Inscription sur les listes électorales, bureaux de vote, vote par procuration : ce qu’il faut savoir pour voter à Vallon-sur-Lys.',
  html: `<p>Pour voter, il faut être inscrit sur les listes électorales de la commune. Les jeunes qui ont fait leur recensement citoyen à Vallon-sur-Lys sont inscrits automatiquement à 18 ans ; les nouveaux habitants doivent, eux, faire la démarche.</p>
<h2>S’inscrire sur les listes électorales</h2>
<p>L’inscription est possible toute l’année, et au plus tard le sixième vendredi précédant un scrutin. Vous pouvez la faire :</p>
<ul>
<li>en ligne sur <a href="https://www.service-public.fr" target="_blank">service-public.fr</a>, avec une copie numérique de votre pièce d’identité et d’un justificatif de domicile ;</li>
<li>en mairie, avec le formulaire cerfa n° 12669, une pièce d’identité et un justificatif de domicile de moins de trois mois.</li>
</ul>
<p>Vous pouvez vérifier votre inscription et votre bureau de vote sur service-public.fr, rubrique « Vérifier son inscription électorale ».</p>
<h2>Les bureaux de vote</h2>
<ul>
<li><strong>Bureau n° 1</strong> : salle des fêtes, place de la Mairie (centre-bourg, rue du Moulin, quai de la Lys).</li>
<li><strong>Bureau n° 2</strong> : restaurant scolaire, rue des Écoles (lotissement des Tisserands, hameau du Pont-Rouge, route de Saint-Aubin).</li>
</ul>
<p>Les bureaux sont ouverts de 8h00 à 18h00. Une pièce d’identité avec photo est obligatoire pour voter.</p>
<h2>Voter par procuration</h2>
<p>Si vous êtes absent le jour du scrutin, vous pouvez donner procuration à un électeur inscrit dans n’importe quelle commune. Faites votre demande sur <a href="https://www.maprocuration.gouv.fr" target="_blank">maprocuration.gouv.fr</a>, puis faites-la valider dans une gendarmerie ou un commissariat, ou directement en ligne si vous disposez de l’identité numérique France Identité. Pensez-y plusieurs jours avant le scrutin.</p>`,
};

const nouveauxArrivants: SeedPage = {
  url: 'nouveaux-arrivants',
  title: 'Bienvenue aux nouveaux arrivants',
  menuTitle: 'Nouveaux arrivants',
  metaDescription:
    'Vous venez d’emménager à Vallon-sur-Lys ? Les démarches à faire, les services à connaître et la soirée d’accueil des nouveaux habitants.',
  html: `<p>Vous venez de vous installer à Vallon-sur-Lys : bienvenue ! Nous vous invitons à vous présenter à l’accueil de la mairie avec un justificatif de domicile. Nous vous remettrons le livret d’accueil de la commune, le calendrier de collecte des déchets et le dernier bulletin municipal.</p>
<h2>Vos démarches après un déménagement</h2>
<ol>
<li>Signalez votre nouvelle adresse aux organismes (CAF, assurance maladie, impôts, caisse de retraite, France Travail) en une seule fois grâce au service de changement d’adresse en ligne de <a href="https://www.service-public.fr" target="_blank">service-public.fr</a>.</li>
<li>Inscrivez-vous sur les <a href="/vivre-a-vallon-sur-lys/vie-citoyenne/les-elections">listes électorales</a>.</li>
<li>Modifiez l’adresse de votre certificat d’immatriculation (carte grise) sur ants.gouv.fr dans le mois qui suit le déménagement.</li>
<li>Demandez vos bacs de collecte à la communauté de communes, au 03 28 42 30 10.</li>
<li>Inscrivez vos enfants à l’école et au <a href="/vivre-a-vallon-sur-lys/enfance-jeunesse/site-enfant-parent">portail enfant-parent</a>.</li>
</ol>
<h2>La soirée des nouveaux habitants</h2>
<p>Chaque année, fin septembre, Mme la Maire et le conseil municipal reçoivent les nouveaux habitants en mairie autour d’un moment d’échange. Les associations présentent leurs activités et les services municipaux répondent à vos questions. Laissez vos coordonnées à l’accueil pour recevoir une invitation.</p>
<p>Pour découvrir la vie locale, rendez-vous aussi au forum des associations, le premier samedi de septembre à la salle des sports.</p>`,
};

const dechets: SeedPage = {
  url: 'ordures-menageres-et-decheterie',
  title: 'Ordures ménagères et déchèterie',
  menuTitle: 'Déchets et déchèterie',
  metaDescription:
    'Jours de collecte des ordures ménagères et du tri, points d’apport du verre, horaires de la déchèterie du Pont-Rouge et collecte des encombrants.',
  html: `<p>La collecte et le traitement des déchets sont assurés par la communauté de communes de la Vallée de la Lys. Les bacs doivent être sortis la veille au soir après 19h00 et rentrés le jour de la collecte.</p>
<h2>Calendrier de collecte</h2>
<table>
<thead><tr><th scope="col">Déchets</th><th scope="col">Contenant</th><th scope="col">Jour de collecte</th></tr></thead>
<tbody>
<tr><td>Ordures ménagères</td><td>Bac à couvercle gris</td><td>Chaque lundi</td></tr>
<tr><td>Emballages et papiers</td><td>Bac à couvercle jaune</td><td>Mercredi, semaines paires</td></tr>
<tr><td>Déchets verts (avril à novembre)</td><td>Bac à couvercle vert</td><td>Vendredi, semaines impaires</td></tr>
<tr><td>Verre</td><td>Points d’apport volontaire</td><td>Place de la Mairie, salle des sports, rue des Tisserands</td></tr>
</tbody>
</table>
<p>Lorsqu’un jour de collecte tombe un jour férié, la collecte est reportée au lendemain. Un bac cassé ou volé ? Appelez le service déchets de la communauté de communes au 03 28 42 30 10.</p>
<h2>La déchèterie du Pont-Rouge</h2>
<address>Chemin du Pont-Rouge, 59270 Vallon-sur-Lys</address>
<ul>
<li>Du 1er avril au 31 octobre : du lundi au samedi de 9h00 à 12h00 et de 14h00 à 18h30, le dimanche de 9h00 à 12h00.</li>
<li>Du 1er novembre au 31 mars : du lundi au samedi de 9h00 à 12h00 et de 13h30 à 17h00. Fermée le dimanche et les jours fériés.</li>
</ul>
<p>L’accès est gratuit pour les particuliers sur présentation de la carte d’accès, délivrée par la communauté de communes sur justificatif de domicile. Y sont acceptés : déchets verts, gravats, bois, métaux, cartons, mobilier, appareils électriques, piles, huiles, peintures et produits dangereux des ménages.</p>
<h2>Les encombrants</h2>
<p>Deux collectes d’encombrants en porte-à-porte ont lieu chaque année, au printemps et en automne, sur inscription en mairie au plus tard dix jours avant. Les dates sont annoncées dans les actualités et le bulletin municipal.</p>`,
};

const pcaet: SeedPage = {
  url: 'plan-climat-air-energie-territorial-pcaet',
  title: 'Plan climat-air-énergie territorial (PCAET)',
  menuTitle: 'Plan climat (PCAET)',
  metaDescription:
    'Le plan climat-air-énergie de la Vallée de la Lys fixe les objectifs du territoire pour réduire les émissions et s’adapter au changement climatique.',
  html: `<p>Le plan climat-air-énergie territorial (<abbr title="Plan climat-air-énergie territorial">PCAET</abbr>) est la feuille de route du territoire pour la transition énergétique. Il a été adopté pour six ans par la communauté de communes de la Vallée de la Lys, à laquelle appartient Vallon-sur-Lys, après une concertation avec les communes, les entreprises, les agriculteurs et les habitants.</p>
<h2>Les grands objectifs</h2>
<ul>
<li>réduire de 30 % les consommations d’énergie du territoire d’ici 2035 ;</li>
<li>multiplier par trois la production d’énergies renouvelables (solaire, méthanisation, bois-énergie) ;</li>
<li>améliorer la qualité de l’air, notamment en limitant le chauffage au bois ancien et le brûlage des déchets ;</li>
<li>adapter le territoire aux effets du changement climatique : inondations, sécheresses, fortes chaleurs.</li>
</ul>
<h2>Les actions à Vallon-sur-Lys</h2>
<p>La commune a installé 240 m² de panneaux photovoltaïques sur la toiture de la salle des sports, remplacé la chaudière au fioul de l’école élémentaire par une pompe à chaleur et engagé la rénovation de l’éclairage public. Une piste cyclable relie désormais le centre-bourg au hameau du Pont-Rouge.</p>
<h2>Des aides pour les habitants</h2>
<p>Pour vos travaux de rénovation énergétique (isolation, changement de chauffage), un conseiller France Rénov’ de la communauté de communes vous reçoit gratuitement sur rendez-vous en mairie le deuxième mardi du mois, de 9h00 à 12h00. Prenez rendez-vous au 03 28 42 30 00. Les aides de l’État sont présentées sur <a href="https://france-renov.gouv.fr" target="_blank">france-renov.gouv.fr</a>.</p>`,
};

const pcs: SeedPage = {
  url: 'plan-communal-de-sauvegarde',
  title: 'Plan communal de sauvegarde',
  metaDescription:
    'Inondation, tempête, accident industriel : comment la commune organise la protection des habitants et comment être alerté.',
  html: `<p>Le plan communal de sauvegarde (<abbr title="Plan communal de sauvegarde">PCS</abbr>) organise la réponse de la commune en cas d’événement grave : il recense les risques, les moyens disponibles, les lieux d’hébergement d’urgence et la chaîne d’alerte. Il est complété par le document d’information communal sur les risques majeurs (DICRIM), distribué dans chaque foyer et consultable en mairie.</p>
<h2>Les risques identifiés à Vallon-sur-Lys</h2>
<ul>
<li><strong>Inondation</strong> par débordement de la Lys et remontée de nappe, surtout en hiver : les quartiers du quai de la Lys et du Pont-Rouge sont les plus exposés.</li>
<li><strong>Tempêtes et orages violents</strong>, avec risque de chutes d’arbres et de coupures d’électricité.</li>
<li><strong>Transport de matières dangereuses</strong> sur la route départementale et la voie ferrée.</li>
<li><strong>Canicule et grand froid</strong>, qui concernent en particulier les personnes âgées et isolées.</li>
</ul>
<h2>Comment êtes-vous alerté ?</h2>
<p>En cas de danger, vous pouvez être prévenu par la sirène installée sur la mairie (son modulé d’une minute quarante et une seconde, répété trois fois), par le système national FR-Alert sur votre téléphone portable, et par le service d’alerte téléphonique de la commune. Pour recevoir les alertes municipales par SMS ou message vocal, inscrivez-vous gratuitement à l’accueil de la mairie ou au 03 28 41 52 60.</p>
<h2>Les bons réflexes</h2>
<ul>
<li>Mettez-vous à l’abri, écoutez la radio locale et suivez les consignes des autorités.</li>
<li>N’allez pas chercher vos enfants à l’école : les enseignants appliquent leur plan de mise en sûreté.</li>
<li>Préparez un kit d’urgence : lampe, radio à piles, médicaments, copies des papiers importants, eau.</li>
</ul>
<p>Les risques de votre adresse peuvent être consultés sur <a href="https://www.georisques.gouv.fr" target="_blank">georisques.gouv.fr</a>. Les personnes fragiles peuvent se faire connaître auprès du <a href="/vivre-a-vallon-sur-lys/vie-sociale-et-associative/ccas">CCAS</a> pour être contactées en priorité.</p>`,
};

const urbanisme: SeedPage = {
  url: 'urbanisme',
  title: 'Urbanisme',
  metaDescription:
    'Permis de construire, déclaration préalable, certificat d’urbanisme : les règles, les délais et le dépôt en ligne des demandes à Vallon-sur-Lys.',
  html: `<p>Avant d’entreprendre des travaux (construction, extension, abri de jardin, clôture, changement de fenêtres, ravalement, piscine), vérifiez s’ils nécessitent une autorisation. Les règles applicables sont celles du plan local d’urbanisme intercommunal (PLUi) de la Vallée de la Lys, consultable en mairie et sur le Géoportail de l’urbanisme.</p>
<h2>Quelle autorisation pour quels travaux ?</h2>
<ul>
<li><strong>Déclaration préalable</strong> : extension ou abri de 5 à 20 m² (40 m² en zone urbaine pour une extension), clôture, modification de façade, piscine non couverte de 10 à 100 m². Délai d’instruction : 1 mois.</li>
<li><strong>Permis de construire</strong> : maison individuelle, extension de plus de 20 m² (ou 40 m²), garage. Délai d’instruction : 2 mois pour une maison individuelle.</li>
<li><strong>Permis d’aménager</strong> et <strong>permis de démolir</strong> dans certains cas, notamment près de l’église Saint-Vaast, monument historique.</li>
<li><strong>Certificat d’urbanisme</strong> : renseigne sur les règles applicables à un terrain, utile avant un achat.</li>
</ul>
<p>Le délai d’instruction est majoré d’un mois dans le périmètre de protection de l’église, l’avis de l’architecte des Bâtiments de France étant requis.</p>
<h2>Déposer votre demande</h2>
<p>Les dossiers peuvent être déposés en ligne, sur le guichet numérique des autorisations d’urbanisme accessible depuis le site de la communauté de communes, ou en mairie en version papier (formulaires cerfa disponibles sur <a href="https://www.service-public.fr" target="_blank">service-public.fr</a>). L’instruction est assurée par le service commun de la communauté de communes ; la décision est signée par Mme la Maire.</p>
<h2>Conseils et rendez-vous</h2>
<p>Philippe Lemaire, premier adjoint chargé de l’urbanisme, reçoit sur rendez-vous le mercredi après-midi. Un architecte-conseil du CAUE du Nord assure une permanence gratuite le premier jeudi du mois. Rendez-vous au 03 28 41 52 62 ou à urbanisme@vallon-sur-lys.fr.</p>`,
};

const vieCitoyenne: SeedPage = {
  url: 'vie-citoyenne',
  title: 'Vie citoyenne',
  metaDescription:
    'État civil, élections, urbanisme, déchets, environnement et prévention des risques : vos démarches et les services de la commune.',
  html: `<p>Cette rubrique rassemble les informations pratiques du quotidien : démarches d’état civil et d’identité, inscription sur les listes électorales, autorisations d’urbanisme, collecte des déchets, médiathèque et prévention des risques majeurs.</p>
<p>L’accueil de la mairie reste à votre disposition pour vous orienter : lundi et mercredi de 9h00 à 12h00 et de 14h00 à 17h30, mardi et jeudi de 9h00 à 12h00, vendredi de 9h00 à 12h00 et de 14h00 à 17h00, samedi de 9h00 à 11h30 pour l’état civil.</p>`,
  children: [
    etatCivil,
    environnement,
    mediatheque,
    demarchesEnLigne,
    elections,
    nouveauxArrivants,
    dechets,
    pcaet,
    pcs,
    urbanisme,
  ],
};

// ---------------------------------------------------------------------------------------------
// Vivre à Vallon-sur-Lys › Vie économique et tourisme
// ---------------------------------------------------------------------------------------------

const commerces: SeedPage = {
  url: 'commerces',
  title: 'Commerces et marché',
  menuTitle: 'Commerces',
  metaDescription:
    'Boulangerie, boucherie, épicerie, pharmacie, café et marché du jeudi matin : les commerces de proximité de Vallon-sur-Lys.',
  html: `<p>Le centre-bourg de Vallon-sur-Lys a conservé des commerces de proximité, regroupés autour de la place de la Mairie et de la rue du Général-de-Gaulle. Les faire vivre, c’est aussi faire vivre le village.</p>
<h2>Alimentation</h2>
<ul>
<li><strong>Boulangerie-pâtisserie Lefebvre</strong>, 3 place de la Mairie : du mardi au samedi de 6h30 à 13h00 et de 15h30 à 19h00, le dimanche de 7h00 à 12h30.</li>
<li><strong>Boucherie-charcuterie Vermeersch</strong>, 9 rue du Général-de-Gaulle : du mardi au samedi de 8h00 à 12h30 et de 15h00 à 19h00.</li>
<li><strong>Épicerie Proxi de la Lys</strong>, 17 rue du Général-de-Gaulle : du lundi au samedi de 8h00 à 20h00, le dimanche de 9h00 à 12h30. Point relais colis.</li>
<li><strong>Ferme du Pont-Rouge</strong>, vente directe de légumes, œufs et produits laitiers : vendredi de 16h00 à 19h00 et samedi de 9h00 à 12h00.</li>
</ul>
<h2>Services</h2>
<ul>
<li><strong>Pharmacie de la Lys</strong>, 14 place de la Mairie, 03 28 41 53 10.</li>
<li><strong>Tabac-presse Le Moulin</strong>, également point de paiement des factures et amendes.</li>
<li><strong>Café-restaurant Le Relais de l’Écluse</strong>, quai de la Lys, menu du jour en semaine.</li>
<li>Salon de coiffure Atelier Margaux, institut de beauté Instant Zen, garage Decock (mécanique et carrosserie).</li>
</ul>
<h2>Le marché hebdomadaire</h2>
<p>Chaque jeudi de 8h00 à 12h30, une quinzaine de commerçants s’installent sur la place de la Mairie : fruits et légumes, fromages, poissonnerie, volailles rôties, fleurs. Les commerçants non sédentaires qui souhaitent obtenir un emplacement s’adressent à l’accueil de la mairie (placier présent le jeudi matin dès 7h30).</p>`,
};

const entreprises: SeedPage = {
  url: 'entreprises',
  title: 'Entreprises et artisans',
  menuTitle: 'Entreprises',
  metaDescription:
    'La zone d’activités du Pont-Rouge, les artisans de la commune et les interlocuteurs pour créer ou développer une entreprise.',
  html: `<p>Vallon-sur-Lys compte environ 120 entreprises, de l’artisan du bâtiment à la PME industrielle. La plupart des artisans sont installés dans le bourg ; les entreprises plus importantes sont regroupées dans la zone d’activités du Pont-Rouge, à l’entrée est de la commune, à 10 minutes de l’autoroute A25.</p>
<h2>La zone d’activités du Pont-Rouge</h2>
<p>Aménagée et gérée par la communauté de communes, la zone accueille 18 entreprises et près de 350 emplois : menuiserie industrielle, transport, négoce agricole, plasturgie, entreprises du bâtiment. Une extension de 4 hectares est en cours de commercialisation ; les lots sont viabilisés (fibre optique, gaz, assainissement).</p>
<h2>Vous créez ou développez votre activité ?</h2>
<ul>
<li>Le service développement économique de la communauté de communes vous accompagne pour trouver un terrain ou un local et vous informe sur les aides à l’immobilier d’entreprise : 03 28 42 30 00.</li>
<li>La chambre de commerce et d’industrie et la chambre de métiers et de l’artisanat proposent des formations à la création d’entreprise et des permanences régulières.</li>
<li>Les formalités de création, de modification et de cessation se font en ligne sur le guichet unique de l’INPI ; toutes les informations pratiques sont sur <a href="https://entreprendre.service-public.fr" target="_blank">entreprendre.service-public.fr</a>.</li>
</ul>
<h2>Annuaire des entreprises</h2>
<p>Vous êtes installé à Vallon-sur-Lys et souhaitez figurer dans l’annuaire du bulletin municipal ? Envoyez le nom de votre entreprise, votre activité et vos coordonnées à mairie@vallon-sur-lys.fr. L’inscription est gratuite.</p>`,
};

const hebergement: SeedPage = {
  url: 'hebergement-de-tourisme',
  title: 'Hébergement touristique',
  menuTitle: 'Hébergement',
  metaDescription:
    'Gîtes, chambres d’hôtes et camping au bord de la Lys, et les obligations des propriétaires qui louent un meublé de tourisme.',
  html: `<p>Pour un week-end au fil de l’eau ou une étape à vélo, Vallon-sur-Lys propose plusieurs hébergements de caractère, dans des fermes flamandes restaurées ou au bord de la rivière.</p>
<h2>Où dormir ?</h2>
<ul>
<li><strong>Camping municipal Les Saules</strong>, chemin du Halage : 45 emplacements, 4 chalets, ouvert d’avril à fin septembre. Réservations : 03 28 41 52 66.</li>
<li><strong>Chambres d’hôtes La Ferme des Tisserands</strong>, route de Saint-Aubin : 4 chambres, table d’hôtes sur réservation, garage à vélos.</li>
<li><strong>Gîte de l’Écluse</strong>, quai de la Lys : gîte de 6 personnes classé 3 étoiles, loué à la semaine ou au week-end.</li>
<li><strong>Gîte du Moulin</strong>, rue du Moulin : 4 personnes, accessible aux personnes à mobilité réduite.</li>
</ul>
<p>La liste complète des hébergements, avec les disponibilités, est tenue par l’<a href="/vivre-a-vallon-sur-lys/vie-economique-et-tourisme/office-de-tourisme">office de tourisme</a>.</p>
<h2>Vous louez un meublé de tourisme ?</h2>
<p>Toute location de meublé de tourisme doit être déclarée en mairie avant la première location, au moyen du formulaire cerfa n° 14004 disponible sur <a href="https://www.service-public.fr" target="_blank">service-public.fr</a>, y compris lorsqu’il s’agit d’une chambre d’hôtes. Les hébergeurs collectent la taxe de séjour, fixée par la communauté de communes (de 0,50 € à 1,50 € par nuit et par adulte selon le classement) et reversée chaque trimestre. Le service tourisme de la communauté de communes vous accompagne pour le classement de votre meublé.</p>`,
};

const officeTourisme: SeedPage = {
  url: 'office-de-tourisme',
  title: 'Office de tourisme',
  metaDescription:
    'Le bureau d’information touristique de la Maison de l’éclusier : horaires, cartes de randonnée, location de vélos et visites guidées.',
  html: `<p>L’office de tourisme intercommunal de la Vallée de la Lys dispose à Vallon-sur-Lys d’un bureau d’information installé dans la Maison de l’éclusier, quai de la Lys, au bord de l’écluse restaurée. Les conseillers en séjour vous renseignent sur les sites à visiter, les hébergements, les restaurants et les manifestations de toute la vallée.</p>
<h2>Horaires du bureau de Vallon-sur-Lys</h2>
<ul>
<li>D’avril à juin et en septembre : du mercredi au dimanche, de 10h00 à 12h30 et de 14h00 à 17h30.</li>
<li>En juillet et en août : tous les jours, de 10h00 à 13h00 et de 14h00 à 18h30.</li>
<li>D’octobre à mars : bureau fermé ; accueil téléphonique au siège de l’office, du lundi au vendredi, au 03 28 42 30 20.</li>
</ul>
<h2>Services proposés</h2>
<ul>
<li>cartes et topoguides des <a href="/vivre-a-vallon-sur-lys/vie-economique-et-tourisme/sentiers-pedestres-et-cyclables">sentiers pédestres et cyclables</a> ;</li>
<li>location de vélos à assistance électrique (20 € la journée, caution demandée) ;</li>
<li>visites guidées de l’église Saint-Vaast et du centre-bourg le dimanche à 15h00 en été (5 €, gratuit pour les moins de 12 ans) ;</li>
<li>billetterie pour les balades en bateau électrique sur la Lys ;</li>
<li>boutique de produits locaux : bière de la vallée, miel, linge brodé.</li>
</ul>
<p>Groupes et scolaires : des visites sur mesure sont possibles toute l’année sur réservation auprès du siège de l’office de tourisme.</p>`,
};

const patrimoine: SeedPage = {
  url: 'patrimoine-historique',
  title: 'Patrimoine historique',
  metaDescription:
    'L’église-halle Saint-Vaast, le moulin, l’écluse et les fermes flamandes : découvrez l’histoire et le patrimoine de Vallon-sur-Lys.',
  html: `<p>Village de bord de rivière, Vallon-sur-Lys a vécu pendant des siècles au rythme de la Lys : rouissage du lin, moulins, batellerie. Son patrimoine témoigne de cette histoire et de sa situation en Flandre intérieure.</p>
<h2>L’église Saint-Vaast</h2>
<p>Construite en briques au XVIe siècle, l’église Saint-Vaast est une hallekerque, église-halle à trois vaisseaux de même hauteur, typique de la Flandre. Endommagée en 1918, elle a été restaurée dans les années 1920 et inscrite au titre des monuments historiques en 1979. Elle abrite un buffet d’orgue du XVIIIe siècle et une chaire à prêcher sculptée. Elle est ouverte à la visite tous les jours de 9h00 à 18h00, en dehors des offices.</p>
<h2>Le moulin et l’écluse</h2>
<p>Le moulin à eau de la rue du Moulin, cité dès 1432, a fonctionné jusqu’en 1956. Sa roue a été restaurée en 2012 par l’association Les Amis du vieux Vallon, qui l’ouvre au public lors des Journées européennes du patrimoine. Non loin, l’écluse et la Maison de l’éclusier rappellent l’importance de la navigation sur la Lys, canalisée au XIXe siècle.</p>
<h2>Les fermes flamandes et le petit patrimoine</h2>
<p>Une dizaine de fermes en briques, aux toits de tuiles flamandes et aux portails en arc, jalonnent les routes de la commune. Chapelles votives, calvaires et le monument aux morts de la place de la Mairie complètent ce patrimoine. Une brochure « Promenade au cœur du vieux Vallon » (circuit de 3 km, 14 étapes) est disponible gratuitement en mairie et à l’office de tourisme.</p>`,
};

const sentiers: SeedPage = {
  url: 'sentiers-pedestres-et-cyclables',
  title: 'Sentiers pédestres et cyclables',
  menuTitle: 'Sentiers et pistes cyclables',
  metaDescription:
    'Trois boucles de randonnée balisées et le chemin de halage de la Lys à parcourir à pied ou à vélo au départ de Vallon-sur-Lys.',
  html: `<p>Au départ de la place de la Mairie ou du parking de l’écluse, plusieurs circuits balisés permettent de découvrir la vallée de la Lys, ses prairies humides et ses fermes flamandes. Les fiches détaillées sont disponibles à l’office de tourisme et à l’accueil de la mairie.</p>
<h2>Randonnée pédestre</h2>
<table>
<thead><tr><th scope="col">Circuit</th><th scope="col">Distance</th><th scope="col">Durée</th><th scope="col">Balisage</th></tr></thead>
<tbody>
<tr><td>Boucle des Prés de Lys</td><td>7,5 km</td><td>2 h</td><td>Jaune</td></tr>
<tr><td>Sentier des Saules têtards</td><td>4 km</td><td>1 h 15</td><td>Vert</td></tr>
<tr><td>Circuit des Fermes flamandes</td><td>13 km</td><td>3 h 30</td><td>Bleu</td></tr>
</tbody>
</table>
<p>Les chemins de prairie peuvent être boueux d’octobre à avril : prévoyez des chaussures adaptées. Les chiens doivent être tenus en laisse, notamment en période de nidification (mars à juillet).</p>
<h2>À vélo</h2>
<p>Le chemin de halage, entièrement revêtu, longe la Lys sur 12 km entre Vallon-sur-Lys et Saint-Aubin-sur-Lys. Il est réservé aux piétons et aux cyclistes et convient aux familles. Une piste cyclable sécurisée relie aussi le centre-bourg au hameau du Pont-Rouge. Des arceaux à vélos sont installés place de la Mairie, devant la médiathèque et à l’écluse.</p>
<h2>Respecter les lieux</h2>
<p>Les circuits traversent des terres agricoles privées : restez sur les chemins, refermez les barrières et remportez vos déchets. Un arbre tombé ou un balisage abîmé ? Signalez-le aux services techniques au 03 28 41 52 61.</p>`,
};

const vieEconomique: SeedPage = {
  url: 'vie-economique-et-tourisme',
  title: 'Vie économique et tourisme',
  metaDescription:
    'Commerces, entreprises, hébergements, patrimoine et randonnées : l’économie locale et les atouts touristiques de Vallon-sur-Lys.',
  html: `<p>Commerces de proximité, marché du jeudi, artisans et entreprises de la zone d’activités du Pont-Rouge : Vallon-sur-Lys reste un village vivant où l’on peut travailler et faire ses courses près de chez soi.</p>
<p>La vallée de la Lys attire aussi de plus en plus de promeneurs et de cyclistes. Église-halle, moulin, écluse, chemins de halage et hébergements de caractère : retrouvez ici de quoi préparer votre visite ou faire découvrir la commune à vos proches.</p>`,
  children: [commerces, entreprises, hebergement, officeTourisme, patrimoine, sentiers],
};

// ---------------------------------------------------------------------------------------------
// Vivre à Vallon-sur-Lys › Vie municipale
// ---------------------------------------------------------------------------------------------

const communauteDeCommunes: SeedPage = {
  url: 'communaute-de-communes',
  title: 'La communauté de communes de la Vallée de la Lys',
  menuTitle: 'Communauté de communes',
  metaDescription:
    'Vallon-sur-Lys fait partie de la communauté de communes de la Vallée de la Lys : ses compétences, ses élus et ses services.',
  html: `<p>Vallon-sur-Lys est membre de la communauté de communes de la Vallée de la Lys, qui regroupe 24 communes et environ 55 000 habitants. L’intercommunalité exerce à la place des communes des compétences qui gagnent à être gérées à plus grande échelle.</p>
<h2>Ses principales compétences</h2>
<ul>
<li>collecte et traitement des déchets, gestion des déchèteries ;</li>
<li>développement économique et zones d’activités, dont celle du Pont-Rouge ;</li>
<li>urbanisme : plan local d’urbanisme intercommunal et instruction des permis ;</li>
<li>tourisme, avec l’office de tourisme intercommunal ;</li>
<li>eau potable, assainissement et gestion des milieux aquatiques (GEMAPI) ;</li>
<li>réseau des médiathèques, piscine intercommunale, relais petite enfance ;</li>
<li>plan climat-air-énergie et conseil en rénovation énergétique.</li>
</ul>
<h2>Les élus de Vallon-sur-Lys</h2>
<p>La commune dispose de deux sièges au conseil communautaire : Mme Claire Dufresne, maire, vice-présidente chargée de l’environnement et des milieux aquatiques, et M. Philippe Lemaire, premier adjoint. Le conseil communautaire se réunit environ une fois par mois ; ses séances sont publiques.</p>
<h2>Contact</h2>
<address>Communauté de communes de la Vallée de la Lys<br>Hôtel communautaire, 2 rue de l’Abbaye<br>59253 Saint-Aubin-sur-Lys<br>Téléphone : 03 28 42 30 00</address>
<p>Accueil du lundi au vendredi de 8h30 à 12h00 et de 13h30 à 17h30. Plus d’informations sur <a href="https://www.cc-vallee-de-la-lys.fr" target="_blank">cc-vallee-de-la-lys.fr</a>.</p>`,
};

const comptesRendus: SeedPage = {
  url: 'comptes-rendus-municipaux',
  title: 'Comptes rendus du conseil municipal',
  menuTitle: 'Comptes rendus',
  metaDescription:
    'Les principales décisions prises par le conseil municipal de Vallon-sur-Lys lors de ses dernières séances.',
  html: `<p>Le conseil municipal se réunit au moins une fois par trimestre, en général le jeudi à 19h00 dans la salle du conseil de la mairie. Les séances sont publiques. La liste des délibérations est affichée en mairie et publiée sur ce site dans la semaine qui suit la séance ; le procès-verbal complet est mis en ligne après son approbation à la séance suivante.</p>
<h2>Séance du 19 novembre 2026</h2>
<ul>
<li>Tarifs municipaux 2027 : salles, cimetière, camping et services périscolaires, augmentés de 2 % en moyenne (adopté à l’unanimité).</li>
<li>Plan de financement définitif de la réfection de la rue du Moulin et du quai de la Lys : subventions du Département du Nord et de l’État couvrant 40 % du coût (adopté à l’unanimité).</li>
<li>Convention avec la communauté de communes pour le service commun d’instruction des autorisations d’urbanisme (adopté à l’unanimité).</li>
</ul>
<h2>Séance du 24 septembre 2026</h2>
<ul>
<li>Attribution du marché de réfection de la rue du Moulin et du quai de la Lys, pour 386 000 € hors taxes (adopté, 21 voix pour, 2 abstentions).</li>
<li>Décision modificative n° 1 du budget principal.</li>
<li>Demande de subvention auprès du Département pour la rénovation de la toiture de la salle des fêtes.</li>
<li>Création d’un poste d’animateur jeunesse à temps complet.</li>
</ul>
<h2>Séance du 25 juin 2026</h2>
<ul>
<li>Approbation du compte administratif et du compte de gestion 2025.</li>
<li>Subventions aux associations locales pour 2026 (48 500 € au total).</li>
<li>Règlement intérieur du restaurant scolaire et de l’accueil périscolaire.</li>
</ul>
<h2>Séance du 9 avril 2026</h2>
<ul>
<li>Vote du budget primitif 2026 : 3,1 millions d’euros en fonctionnement, 1,4 million d’euros en investissement.</li>
<li>Maintien des taux des taxes foncières, inchangés depuis 2019.</li>
</ul>
<p>Les comptes rendus des années précédentes peuvent être consultés à l’accueil de la mairie. Prochaine séance : jeudi 17 décembre 2026 à 19h00.</p>`,
};

const conseilMunicipal: SeedPage = {
  url: 'conseil-municipal',
  title: 'Le conseil municipal',
  metaDescription:
    'Le maire, les adjoints et les 23 conseillers municipaux de Vallon-sur-Lys, élus en mars 2026, et les commissions municipales.',
  html: `<p>Le conseil municipal de Vallon-sur-Lys compte 23 membres, élus pour six ans lors des élections municipales de mars 2026. Il règle par ses délibérations les affaires de la commune : budget, travaux, services publics, tarifs, urbanisme. Il a élu le maire et les adjoints lors de sa séance d’installation, le 28 mars 2026.</p>
<h2>Le maire et les adjoints</h2>
<ul>
<li><strong>Claire Dufresne</strong>, maire</li>
<li><strong>Philippe Lemaire</strong>, 1er adjoint, chargé des finances et de l’urbanisme</li>
<li><strong>Sandrine Vasseur</strong>, 2e adjointe, chargée de l’enfance, de la jeunesse et des affaires scolaires</li>
<li><strong>Karim Benali</strong>, 3e adjoint, chargé des travaux, de la voirie et de l’environnement</li>
<li><strong>Martine Delattre</strong>, 4e adjointe, chargée des affaires sociales et des aînés</li>
<li><strong>Julien Caron</strong>, 5e adjoint, chargé de la vie associative, de la culture et des sports</li>
</ul>
<p>Mme la Maire et les adjoints reçoivent sur rendez-vous, à prendre auprès de l’accueil de la mairie au 03 28 41 52 60.</p>
<h2>Les conseillers municipaux</h2>
<p>Christophe Baert (conseiller délégué aux fêtes et cérémonies), Nadia Cousin (conseillère déléguée au numérique), Bernard Devos, Émilie Dhainaut, Frédéric Flament, Sophie Gheysens, Alain Hochart, Valérie Lannoy, Mathieu Leroy, Aurélie Marchand, Jean-Pierre Notebaert, Caroline Ryckebusch, Vincent Saelens, Laurence Top, Yann Vanhove, Pauline Wallart et Didier Wyckaert.</p>
<h2>Les commissions</h2>
<p>Le conseil a créé cinq commissions qui préparent les dossiers : finances et urbanisme ; enfance, jeunesse et écoles ; travaux, voirie et environnement ; solidarité et aînés ; vie associative, culture et sports. Les <a href="/vivre-a-vallon-sur-lys/vie-municipale/comptes-rendus-municipaux">comptes rendus</a> des séances sont publiés sur ce site.</p>`,
};

const bulletins: SeedPage = {
  url: 'les-bulletins-municipaux',
  title: 'Les bulletins municipaux',
  metaDescription:
    'Le Lien de Vallon, bulletin municipal trimestriel : parutions, distribution et comment proposer un article pour votre association.',
  html: `<p><em>Le Lien de Vallon</em> est le bulletin municipal de la commune. Publié quatre fois par an (janvier, avril, juillet et octobre), il présente les décisions du conseil municipal, les travaux en cours, la vie des écoles et des associations, l’agenda des manifestations et les informations pratiques du trimestre.</p>
<h2>Distribution</h2>
<p>Le bulletin est distribué gratuitement dans toutes les boîtes aux lettres de la commune, y compris celles portant un autocollant « Stop pub », par les élus et des bénévoles. Vous ne l’avez pas reçu ? Des exemplaires sont disponibles à l’accueil de la mairie, à la médiathèque, à la boulangerie et à la pharmacie. Une version en gros caractères peut être envoyée sur demande aux personnes malvoyantes.</p>
<h2>Les derniers numéros</h2>
<ul>
<li><strong>N° 87, octobre 2026</strong> : les travaux de la rue du Moulin, retour sur la rentrée scolaire, le nouveau site internet.</li>
<li><strong>N° 86, juillet 2026</strong> : le budget 2026 expliqué, le programme de l’été, la fête de la Saint-Jean.</li>
<li><strong>N° 85, avril 2026</strong> : le nouveau conseil municipal, le plan climat, les inscriptions scolaires.</li>
</ul>
<p>Les anciens numéros peuvent être consultés en mairie et à la médiathèque.</p>
<h2>Proposer un article</h2>
<p>Les associations et les écoles peuvent proposer un texte (2 000 signes au maximum) et une ou deux photos libres de droits. Envoyez-les à mairie@vallon-sur-lys.fr avant le 1er du mois précédant la parution : le 1er décembre pour le numéro de janvier, par exemple.</p>`,
};

const publications: SeedPage = {
  url: 'publications-municipales',
  title: 'Publications municipales et actes administratifs',
  menuTitle: 'Publications municipales',
  metaDescription:
    'Délibérations, arrêtés du maire, budgets et documents officiels : où et comment consulter les actes de la commune.',
  html: `<p>Les actes de la commune deviennent exécutoires après leur publication et, pour certains, leur transmission à la préfecture du Nord au titre du contrôle de légalité. Depuis le 1er juillet 2022, la publication se fait sous forme électronique : les actes sont mis en ligne sur ce site et restent consultables en mairie.</p>
<h2>Ce qui est publié</h2>
<ul>
<li><strong>Les délibérations du conseil municipal</strong> et la liste des délibérations examinées à chaque séance.</li>
<li><strong>Les arrêtés du maire</strong> à caractère réglementaire : circulation et stationnement, réglementation des bruits, police des marchés, arrêtés temporaires liés aux travaux ou aux manifestations.</li>
<li><strong>Les documents budgétaires</strong> : budget primitif, compte administratif, avec une note de présentation synthétique accessible à tous.</li>
<li><strong>Les avis d’enquête publique</strong> et les documents d’urbanisme soumis à consultation.</li>
</ul>
<h2>Consulter les actes en mairie</h2>
<p>Le registre des délibérations et le recueil des arrêtés peuvent être consultés gratuitement aux heures d’ouverture de la mairie. Vous pouvez obtenir une copie d’un document administratif communicable en le demandant par écrit à l’accueil ou par courriel à mairie@vallon-sur-lys.fr ; la copie papier est facturée 0,18 € la page A4, l’envoi par courriel est gratuit. Les panneaux d’affichage officiels sont situés devant la mairie et à l’entrée de la salle des fêtes.</p>
<p>En cas de refus de communication, vous pouvez saisir la Commission d’accès aux documents administratifs (CADA) dans un délai de deux mois.</p>`,
};

const vieMunicipale: SeedPage = {
  url: 'vie-municipale',
  title: 'Vie municipale',
  metaDescription:
    'Le conseil municipal, ses décisions, le bulletin municipal et la communauté de communes : comprendre le fonctionnement de votre commune.',
  html: `<p>Qui décide quoi à Vallon-sur-Lys ? Cette rubrique présente les élus du conseil municipal et leurs délégations, les comptes rendus des séances, les actes administratifs de la commune et le bulletin municipal <em>Le Lien de Vallon</em>.</p>
<p>Vous y trouverez aussi le rôle de la communauté de communes de la Vallée de la Lys, qui gère pour notre commune des services importants comme la collecte des déchets, l’eau ou le développement économique. Les séances du conseil municipal sont publiques : n’hésitez pas à y assister.</p>`,
  children: [communauteDeCommunes, comptesRendus, conseilMunicipal, bulletins, publications],
};

// ---------------------------------------------------------------------------------------------
// Vivre à Vallon-sur-Lys › Vie sociale et associative
// ---------------------------------------------------------------------------------------------

const actionsSociales: SeedPage = {
  url: 'actions-sociales-et-medico-sociales',
  title: 'Actions sociales et médico-sociales',
  menuTitle: 'Actions sociales',
  metaDescription:
    'Aide à domicile, portage de repas, assistante sociale, PMI, permanences : les services sociaux et médico-sociaux accessibles aux habitants.',
  html: `<p>Plusieurs services accompagnent les habitants de Vallon-sur-Lys dans les moments difficiles ou pour rester autonomes à domicile. Le <a href="/vivre-a-vallon-sur-lys/vie-sociale-et-associative/ccas">CCAS</a> est la porte d’entrée : il vous écoute, vous informe et vous oriente vers le bon interlocuteur.</p>
<h2>Pour les personnes âgées et les personnes handicapées</h2>
<ul>
<li><strong>Aide et soins à domicile</strong> : l’association d’aide à domicile de la Vallée de la Lys intervient pour le ménage, les courses, la toilette ; le service de soins infirmiers à domicile (SSIAD) sur prescription médicale. Le CCAS vous aide à constituer la demande d’allocation personnalisée d’autonomie (APA) auprès du Département.</li>
<li><strong>Portage de repas</strong> : livraison de repas à domicile du lundi au vendredi (repas du week-end livrés le vendredi), 8,50 € le repas, inscription au CCAS.</li>
<li><strong>Téléassistance</strong> : un boîtier relié à une centrale d’écoute 24 heures sur 24 ; installation organisée par le CCAS.</li>
<li>Les informations nationales sont rassemblées sur <a href="https://www.pour-les-personnes-agees.gouv.fr" target="_blank">pour-les-personnes-agees.gouv.fr</a> et <a href="https://www.monparcourshandicap.gouv.fr" target="_blank">monparcourshandicap.gouv.fr</a>.</li>
</ul>
<h2>Pour les familles et les personnes en difficulté</h2>
<ul>
<li><strong>Assistante sociale du Département</strong> : permanence en mairie le mardi de 9h00 à 11h30, sur rendez-vous auprès de l’unité territoriale d’action sociale de Saint-Aubin-sur-Lys, au 03 28 42 31 50.</li>
<li><strong>Protection maternelle et infantile (PMI)</strong> : consultations gratuites de nourrissons à la Maison de l’enfance le deuxième jeudi du mois, sur rendez-vous au même numéro.</li>
<li><strong>Mission locale</strong> pour les 16-25 ans (emploi, formation, logement) : permanence à l’espace jeunes le vendredi matin.</li>
<li><strong>Aide alimentaire</strong> : l’antenne locale des Restos du cœur accueille les bénéficiaires le mardi de 14h00 à 16h00, salle Saint-Exupéry, de fin novembre à mars.</li>
</ul>
<p>Pour connaître vos droits (RSA, prime d’activité, aides au logement, complémentaire santé solidaire), vous pouvez faire une simulation sur <a href="https://www.mesdroitssociaux.gouv.fr" target="_blank">mesdroitssociaux.gouv.fr</a> ou vous faire aider par le CCAS.</p>`,
};

const associations: SeedPage = {
  url: 'associations-locales',
  title: 'Les associations locales',
  metaDescription:
    'Sport, culture, loisirs, solidarité : l’annuaire des associations de Vallon-sur-Lys et les démarches pour les associations.',
  html: `<p>Une quarantaine d’associations font vivre Vallon-sur-Lys tout au long de l’année. Elles sont présentes au forum des associations, le premier samedi de septembre de 10h00 à 17h00 à la salle des sports, pour les inscriptions de la saison.</p>
<h2>Sport</h2>
<ul>
<li><strong>US Vallon football</strong> : de 5 ans aux vétérans, stade municipal, rue du Stade. Contact : Franck Desmet, 06 71 24 58 13.</li>
<li><strong>Tennis de table vallonnais</strong> : entraînements le mardi et le vendredi à 18h30, salle des sports.</li>
<li><strong>Gym Forme et Santé</strong> : gym douce, pilates, marche nordique, à partir de 16 ans.</li>
<li><strong>Club de canoë de la Lys</strong> : initiation et balades, d’avril à octobre, base de l’écluse.</li>
</ul>
<h2>Culture et loisirs</h2>
<ul>
<li><strong>Harmonie municipale Sainte-Cécile</strong> : répétitions le vendredi à 20h00, école de musique pour les enfants dès 7 ans.</li>
<li><strong>Les Amis du vieux Vallon</strong> : histoire locale, restauration du moulin, visites du patrimoine.</li>
<li><strong>Théâtre des Saules</strong> : troupe amateur, deux spectacles par an à la salle des fêtes.</li>
<li><strong>Comité des fêtes</strong> : fête de la Saint-Jean, brocante de septembre, marché de Noël.</li>
<li><strong>La Gaule de la Lys</strong> : association de pêche, cartes en vente au tabac-presse Le Moulin.</li>
</ul>
<h2>Solidarité et vie sociale</h2>
<ul>
<li><strong>Club des aînés Les Tisserands</strong> : jeux, repas et sorties, le jeudi après-midi salle Saint-Exupéry.</li>
<li><strong>Association des parents d’élèves</strong> des écoles Les Tilleuls et Pierre-et-Marie-Curie.</li>
<li><strong>Donneurs de sang bénévoles</strong> : quatre collectes par an à la salle des fêtes.</li>
</ul>
<h2>Vous êtes responsable d’une association ?</h2>
<p>Les demandes de subvention sont à déposer en mairie avant le 31 janvier, avec le bilan de l’année écoulée et le budget prévisionnel. Les réservations de salles et de matériel (tables, barnums, sono) se font auprès de l’accueil. Interlocuteur : Julien Caron, adjoint à la vie associative, associations@vallon-sur-lys.fr.</p>`,
};

const ccas: SeedPage = {
  url: 'ccas',
  title: 'Centre communal d’action sociale (CCAS)',
  menuTitle: 'CCAS',
  metaDescription:
    'Aides d’urgence, accompagnement des démarches, colis et repas des aînés, registre canicule : les missions et permanences du CCAS.',
  html: `<p>Le centre communal d’action sociale (<abbr title="Centre communal d’action sociale">CCAS</abbr>) de Vallon-sur-Lys est présidé par Mme la Maire et animé par Martine Delattre, adjointe aux affaires sociales. Son conseil d’administration réunit des élus et des représentants d’associations familiales, de personnes âgées et de personnes handicapées. Toutes les demandes sont traitées de façon confidentielle.</p>
<h2>Ses missions</h2>
<ul>
<li>accueillir, informer et aider à constituer les dossiers d’aide sociale (APA, aide ménagère, hébergement en établissement, obligation alimentaire) ;</li>
<li>attribuer des aides facultatives en cas de difficulté passagère : bons alimentaires, aide au paiement d’une facture d’énergie, secours d’urgence ;</li>
<li>domicilier les personnes sans adresse stable ;</li>
<li>tenir le registre des personnes vulnérables, contactées en cas de canicule, de grand froid ou de crise ;</li>
<li>organiser le repas des aînés (au printemps, pour les habitants de 68 ans et plus) et le colis de fin d’année pour ceux qui ne peuvent pas s’y rendre.</li>
</ul>
<h2>Permanences et contact</h2>
<p>L’agent du CCAS vous reçoit en mairie du lundi au vendredi de 9h00 à 12h00, et l’après-midi sur rendez-vous. Martine Delattre tient une permanence le mardi de 10h00 à 12h00, sur rendez-vous.</p>
<p>Téléphone : 03 28 41 52 63 — courriel : ccas@vallon-sur-lys.fr.</p>
<p>Pour une demande d’aide, apportez si possible votre dernier avis d’imposition, vos justificatifs de ressources des trois derniers mois, vos factures de loyer et d’énergie et votre attestation CAF.</p>`,
};

const equipements: SeedPage = {
  url: 'equipements-et-salles',
  title: 'Équipements et salles municipales',
  menuTitle: 'Équipements et salles',
  metaDescription:
    'Salle des fêtes, salle Saint-Exupéry, salle des sports, stade et city-stade : capacités, tarifs de location et réservation.',
  html: `<p>La commune met ses équipements à la disposition des associations, des habitants et des entreprises. Les associations vallonnaises en bénéficient gratuitement pour leurs activités régulières, selon un planning établi chaque année en juin.</p>
<h2>Les salles à louer</h2>
<table>
<thead><tr><th scope="col">Salle</th><th scope="col">Capacité</th><th scope="col">Week-end, habitants</th><th scope="col">Week-end, extérieurs</th></tr></thead>
<tbody>
<tr><td>Salle des fêtes, place de la Mairie (cuisine équipée)</td><td>250 personnes</td><td>420 €</td><td>750 €</td></tr>
<tr><td>Salle Saint-Exupéry, rue du Moulin</td><td>80 personnes</td><td>180 €</td><td>320 €</td></tr>
<tr><td>Salle de réunion de la mairie (en semaine)</td><td>30 personnes</td><td>Gratuit</td><td>60 €</td></tr>
</tbody>
</table>
<p>Un chèque de caution de 800 € (salle des fêtes) ou 400 € (salle Saint-Exupéry) est demandé à la signature du contrat, ainsi qu’une attestation d’assurance responsabilité civile. L’état des lieux et la remise des clés ont lieu le vendredi à 17h00, le retour le lundi à 9h00.</p>
<h2>Comment réserver ?</h2>
<ol>
<li>Vérifiez la disponibilité de la salle auprès de l’accueil de la mairie (03 28 41 52 60).</li>
<li>Posez une option, valable quinze jours.</li>
<li>Confirmez en signant le contrat de location et en versant un acompte de 30 %.</li>
</ol>
<h2>Les équipements sportifs</h2>
<ul>
<li><strong>Salle des sports</strong>, rue du Stade : terrain multisport, mur d’escalade, réservée aux écoles et aux clubs.</li>
<li><strong>Stade municipal</strong> : un terrain d’honneur et un terrain d’entraînement éclairé.</li>
<li><strong>City-stade et aire de jeux</strong>, derrière la salle des sports : en accès libre de 9h00 à 21h00.</li>
<li><strong>Terrains de pétanque</strong>, place de la Mairie.</li>
</ul>`,
};

const heureCivique: SeedPage = {
  url: 'heure-civique',
  title: 'L’heure civique',
  metaDescription:
    'Donner une heure par mois pour sa commune ou ses voisins : le dispositif de bénévolat de proximité de Vallon-sur-Lys.',
  html: `<p>L’heure civique invite chaque habitant à donner une heure par mois, selon ses envies et ses disponibilités, pour rendre service à ses voisins ou à la commune. Pas d’adhésion, pas de cotisation, pas d’engagement de durée : chacun choisit quand et comment il participe.</p>
<h2>Quelles missions ?</h2>
<ul>
<li>rendre visite ou téléphoner à une personne âgée isolée, en lien avec le CCAS ;</li>
<li>accompagner un voisin à un rendez-vous médical ou faire ses courses ;</li>
<li>lire des histoires à la médiathèque ou aider aux devoirs à la Maison de l’enfance ;</li>
<li>participer au ramassage des déchets « Lys propre » ou à l’entretien du jardin partagé ;</li>
<li>donner un coup de main lors des manifestations : fête de la Saint-Jean, forum des associations, marché de Noël.</li>
</ul>
<h2>Comment participer ?</h2>
<ol>
<li>Remplissez le bulletin d’inscription disponible à l’accueil de la mairie, en précisant vos centres d’intérêt et vos disponibilités.</li>
<li>Signez la charte du bénévole, qui rappelle les règles de discrétion et de sécurité.</li>
<li>Vous êtes contacté lorsqu’une mission vous correspond, par téléphone ou par courriel. Vous restez libre d’accepter ou non.</li>
</ol>
<p>Les bénévoles sont couverts par l’assurance de la commune pendant leurs missions. Plus de 90 Vallonnais de 16 à 84 ans participent déjà. Vous avez besoin d’un coup de main ? Faites-vous connaître auprès du CCAS au 03 28 41 52 63.</p>`,
};

const vieSociale: SeedPage = {
  url: 'vie-sociale-et-associative',
  title: 'Vie sociale et associative',
  metaDescription:
    'CCAS, aides sociales, associations, salles municipales et bénévolat : la solidarité et la vie associative à Vallon-sur-Lys.',
  html: `<p>La solidarité et l’engagement des bénévoles sont au cœur de la vie de Vallon-sur-Lys. Le centre communal d’action sociale accompagne les habitants qui traversent une période difficile et les aînés qui souhaitent rester chez eux, tandis qu’une quarantaine d’associations proposent des activités sportives, culturelles et de loisirs à tous les âges.</p>
<p>Retrouvez dans cette rubrique les services sociaux accessibles depuis la commune, l’annuaire des associations, les salles et équipements municipaux ainsi que le dispositif de l’heure civique, pour donner un peu de son temps près de chez soi.</p>`,
  children: [actionsSociales, associations, ccas, equipements, heureCivique],
};

const vivreAVallon: SeedPage = {
  url: 'vivre-a-vallon-sur-lys',
  title: 'Vivre à Vallon-sur-Lys',
  metaDescription:
    'Enfance, démarches, économie, tourisme, vie municipale et associative : toutes les informations pour vivre au quotidien à Vallon-sur-Lys.',
  html: `<p>Entre Flandre intérieure et vallée de la Lys, Vallon-sur-Lys offre un cadre de vie de village à une vingtaine de minutes d’Armentières et d’Hazebrouck. Écoles, services pour les familles, commerces, associations et chemins de promenade : cette rubrique rassemble tout ce qui fait le quotidien des Vallonnais.</p>
<p>Choisissez une thématique ci-dessous pour trouver les horaires, les contacts et les démarches qui vous concernent. Si vous ne trouvez pas l’information recherchée, l’accueil de la mairie vous répond au 03 28 41 52 60.</p>`,
  children: [enfanceJeunesse, vieCitoyenne, vieEconomique, vieMunicipale, vieSociale],
};

// ---------------------------------------------------------------------------------------------
// Infos utiles
// ---------------------------------------------------------------------------------------------

const cimetiere: SeedPage = {
  url: 'cimetiere-communal',
  title: 'Cimetière communal',
  metaDescription:
    'Horaires, concessions, columbarium et jardin du souvenir : les informations pratiques sur le cimetière communal de Vallon-sur-Lys.',
  html: `<p>Le cimetière communal est situé rue de l’Église, derrière l’église Saint-Vaast. Il comprend un espace cinéraire avec columbarium, cavurnes et jardin du souvenir. Il est entretenu sans pesticides par les services techniques : la végétalisation progressive des allées fait partie de cette démarche.</p>
<h2>Horaires d’ouverture</h2>
<ul>
<li>Du 1er avril au 30 septembre : tous les jours de 8h00 à 19h30.</li>
<li>Du 1er octobre au 31 mars : tous les jours de 8h30 à 17h30.</li>
<li>Ouverture prolongée jusqu’à 19h00 pendant la semaine de la Toussaint.</li>
</ul>
<h2>Concessions et tarifs</h2>
<table>
<thead><tr><th scope="col">Type</th><th scope="col">15 ans</th><th scope="col">30 ans</th><th scope="col">50 ans</th></tr></thead>
<tbody>
<tr><td>Concession en pleine terre (2 m²)</td><td>150 €</td><td>280 €</td><td>450 €</td></tr>
<tr><td>Case de columbarium (4 urnes)</td><td>350 €</td><td>600 €</td><td>Non proposé</td></tr>
<tr><td>Cavurne (4 urnes)</td><td>250 €</td><td>450 €</td><td>Non proposé</td></tr>
</tbody>
</table>
<p>La dispersion des cendres au jardin du souvenir est gratuite ; elle se fait sur autorisation de la mairie et en présence d’un agent. L’achat ou le renouvellement d’une concession se fait à l’accueil de la mairie. Les entreprises de pompes funèbres effectuent les démarches d’inhumation et d’exhumation pour le compte des familles.</p>
<h2>Règlement</h2>
<p>Les concessionnaires sont tenus d’entretenir leur sépulture. Les travaux sur un monument doivent être déclarés en mairie au moins 48 heures à l’avance. Le règlement complet du cimetière est affiché à l’entrée et disponible en mairie.</p>`,
};

const culte: SeedPage = {
  url: 'culte',
  title: 'Culte et vie paroissiale',
  menuTitle: 'Culte',
  metaDescription:
    'Horaires des messes à l’église Saint-Vaast, baptêmes, mariages et funérailles : les contacts de la paroisse Notre-Dame-de-la-Lys.',
  html: `<p>L’église Saint-Vaast fait partie de la paroisse catholique Notre-Dame-de-la-Lys, qui regroupe sept clochers de la vallée et relève du diocèse de Lille. La paroisse est desservie par l’abbé Vincent Deramaut, curé, assisté d’une équipe d’animation paroissiale de laïcs.</p>
<h2>Horaires des célébrations à Vallon-sur-Lys</h2>
<ul>
<li>Messe dominicale : le 1er et le 3e dimanche du mois à 10h30.</li>
<li>Messe en semaine : le mardi à 9h00, à la chapelle de semaine.</li>
<li>Fêtes : Noël (veillée à 18h00), Rameaux, Pâques, Toussaint ; les horaires sont affichés à la porte de l’église.</li>
</ul>
<p>Les autres dimanches, la messe est célébrée à Saint-Aubin-sur-Lys à 10h30 et le samedi à 18h00 dans l’un des clochers de la paroisse, selon un roulement publié dans la feuille paroissiale.</p>
<h2>Baptêmes, mariages, funérailles</h2>
<p>Pour un baptême, prenez contact avec la paroisse au moins trois mois avant la date souhaitée ; pour un mariage, au moins un an à l’avance. Pour des funérailles, les pompes funèbres se chargent de prévenir la paroisse.</p>
<address>Maison paroissiale, 5 rue de l’Église, 59270 Vallon-sur-Lys<br>Téléphone : 03 28 41 55 12<br>Permanences : mercredi et samedi de 10h00 à 11h30</address>
<p>Rappel : l’église est un bâtiment communal mis à disposition de la paroisse. Elle est ouverte à la visite tous les jours en dehors des offices ; merci d’y respecter le calme.</p>`,
};

const eglise: SeedPage = {
  url: 'eglise',
  title: 'Église',
  metaDescription: 'L’église Saint-Vaast, la vie paroissiale et le cimetière communal de Vallon-sur-Lys.',
  html: `<p>Au centre du village, l’église Saint-Vaast, église-halle en briques du XVIe siècle inscrite au titre des monuments historiques, est à la fois un lieu de culte et l’un des principaux éléments du patrimoine de la commune. Propriété de la commune, elle est entretenue par les services municipaux, avec l’aide de l’association Les Amis du vieux Vallon.</p>
<p>Vous trouverez ci-dessous les horaires des célébrations et les contacts de la paroisse, ainsi que les informations pratiques sur le cimetière communal qui la borde : horaires, concessions et columbarium.</p>`,
  children: [cimetiere, culte],
};

const actualites: SeedPage = {
  url: 'actualites',
  title: 'Actualités',
  metaDescription:
    'Travaux, manifestations, vie scolaire, décisions du conseil : suivez l’actualité de Vallon-sur-Lys.',
  html: `<p>Travaux de voirie, inscriptions scolaires, collecte des encombrants, décisions du conseil municipal, fêtes et manifestations : retrouvez ici toutes les informations publiées par la mairie. Les actualités les plus importantes sont également reprises sur la page d’accueil du site.</p>
<h2>Rester informé</h2>
<ul>
<li><strong>La lettre d’information</strong> : inscrivez-vous en bas de page pour recevoir les actualités par courriel, deux fois par mois environ. Vous pouvez vous désinscrire à tout moment.</li>
<li><strong>Le bulletin municipal</strong> <em>Le Lien de Vallon</em>, distribué chaque trimestre dans toutes les boîtes aux lettres.</li>
<li><strong>Les panneaux d’affichage</strong> devant la mairie et à l’entrée de la salle des fêtes, ainsi que le panneau lumineux de la place de la Mairie.</li>
<li><strong>Les alertes municipales</strong> par SMS, en cas d’événement grave : inscription à l’accueil de la mairie.</li>
</ul>
<p>Une association souhaite faire connaître une manifestation ? Envoyez les informations (date, lieu, horaires, contact) au moins trois semaines à l’avance à mairie@vallon-sur-lys.fr.</p>`,
};

const agenda: SeedPage = {
  url: 'agenda',
  title: 'Agenda',
  metaDescription:
    'Marché de Noël, vœux du maire, fête de la Saint-Jean, brocante, forum des associations : les rendez-vous de l’année à Vallon-sur-Lys.',
  html: `<p>Voici les prochains rendez-vous de la commune et des associations. Sauf mention contraire, les manifestations sont gratuites et ouvertes à tous.</p>
<h2>Prochainement</h2>
<ul>
<li><strong>Samedi 5 et dimanche 6 décembre</strong> : marché de Noël du comité des fêtes, place de la Mairie et salle des fêtes, samedi de 14h00 à 20h00 et dimanche de 10h00 à 18h00. Arrivée de saint Nicolas le dimanche à 15h00.</li>
<li><strong>Mercredi 16 décembre, 15h00</strong> : spectacle de Noël des enfants, salle des fêtes, offert par la municipalité aux élèves des écoles.</li>
<li><strong>Jeudi 17 décembre, 19h00</strong> : séance du conseil municipal, salle du conseil de la mairie.</li>
<li><strong>Samedi 9 janvier, 11h00</strong> : cérémonie des vœux de Mme la Maire à la population, salle des fêtes.</li>
<li><strong>Samedi 13 février</strong> : concert d’hiver de l’harmonie Sainte-Cécile, église Saint-Vaast, 20h00.</li>
</ul>
<h2>Les rendez-vous de chaque année</h2>
<ul>
<li><strong>Mars</strong> : opération « Lys propre » de ramassage des déchets le long de la rivière.</li>
<li><strong>Avril</strong> : repas des aînés offert par le CCAS.</li>
<li><strong>8 mai et 11 novembre</strong> : cérémonies commémoratives au monument aux morts, à 11h00.</li>
<li><strong>Un samedi de juin, autour du 24</strong> : fête de la Saint-Jean, avec feu de la Saint-Jean au bord de la Lys, guinguette et animations pour les enfants.</li>
<li><strong>13 juillet</strong> : retraite aux flambeaux et feu d’artifice au stade.</li>
<li><strong>Premier samedi de septembre</strong> : forum des associations, salle des sports.</li>
<li><strong>Deuxième dimanche de septembre</strong> : brocante du comité des fêtes, centre-bourg.</li>
<li><strong>Troisième week-end de septembre</strong> : Journées européennes du patrimoine, ouverture du moulin.</li>
</ul>
<p>Pour faire paraître une manifestation dans l’agenda, écrivez à mairie@vallon-sur-lys.fr au moins trois semaines avant la date.</p>`,
};

const enCeMoment: SeedPage = {
  url: 'en-ce-moment',
  title: 'En ce moment',
  metaDescription: 'Les actualités et l’agenda des manifestations de Vallon-sur-Lys.',
  html: `<p>Que se passe-t-il à Vallon-sur-Lys ? Retrouvez dans cette rubrique les dernières informations de la mairie et les prochaines manifestations organisées par la commune et les associations : fêtes, concerts, cérémonies, réunions publiques et séances du conseil municipal.</p>
<p>Pour ne rien manquer, abonnez-vous à la lettre d’information de la commune grâce au formulaire situé en bas de chaque page.</p>`,
  children: [actualites, agenda],
};

const numerosUtilesTable: SeedPage = {
  url: 'numeros-utiles',
  title: 'Les numéros utiles',
  metaDescription:
    'Urgences, santé, services municipaux, écoles, dépannages : tous les numéros de téléphone utiles à Vallon-sur-Lys.',
  html: `<p>En cas d’urgence vitale, composez immédiatement le 15, le 17, le 18 ou le 112. Ces appels sont gratuits, depuis un téléphone fixe ou portable, même sans crédit.</p>
<h2>Urgences</h2>
<table>
<thead><tr><th scope="col">Service</th><th scope="col">Numéro</th></tr></thead>
<tbody>
<tr><td>SAMU (urgence médicale)</td><td>15</td></tr>
<tr><td>Police secours, gendarmerie</td><td>17</td></tr>
<tr><td>Sapeurs-pompiers</td><td>18</td></tr>
<tr><td>Numéro d’urgence européen</td><td>112</td></tr>
<tr><td>Urgences pour les personnes sourdes ou malentendantes (SMS, visio)</td><td>114</td></tr>
<tr><td>Centre antipoison de Lille</td><td>0 800 59 59 59</td></tr>
<tr><td>Enfance en danger</td><td>119</td></tr>
<tr><td>Violences femmes info</td><td>3919</td></tr>
</tbody>
</table>
<h2>Santé</h2>
<table>
<thead><tr><th scope="col">Service</th><th scope="col">Numéro</th></tr></thead>
<tbody>
<tr><td>Médecin de garde (soirs, week-ends et jours fériés)</td><td>116 117</td></tr>
<tr><td>Pharmacie de garde</td><td>3237</td></tr>
<tr><td>Maison de santé des Prés, 3 rue Pasteur</td><td>03 28 41 53 20</td></tr>
<tr><td>Pharmacie de la Lys, 14 place de la Mairie</td><td>03 28 41 53 10</td></tr>
<tr><td>Cabinet infirmier du centre-bourg</td><td>03 28 41 53 25</td></tr>
</tbody>
</table>
<h2>Services municipaux et intercommunaux</h2>
<table>
<thead><tr><th scope="col">Service</th><th scope="col">Numéro</th></tr></thead>
<tbody>
<tr><td>Mairie, accueil et état civil</td><td>03 28 41 52 60</td></tr>
<tr><td>Services techniques</td><td>03 28 41 52 61</td></tr>
<tr><td>Urbanisme</td><td>03 28 41 52 62</td></tr>
<tr><td>CCAS</td><td>03 28 41 52 63</td></tr>
<tr><td>Service enfance (inscriptions, facturation)</td><td>03 28 41 52 64</td></tr>
<tr><td>Camping municipal Les Saules</td><td>03 28 41 52 66</td></tr>
<tr><td>Médiathèque Jules-Verne</td><td>03 28 41 52 70</td></tr>
<tr><td>École maternelle Les Tilleuls</td><td>03 28 41 52 71</td></tr>
<tr><td>École élémentaire Pierre-et-Marie-Curie</td><td>03 28 41 52 72</td></tr>
<tr><td>Restaurant scolaire</td><td>03 28 41 52 73</td></tr>
<tr><td>Maison de l’enfance (périscolaire, accueil de loisirs)</td><td>03 28 41 52 74</td></tr>
<tr><td>Espace jeunes Le Spot</td><td>03 28 41 52 75</td></tr>
<tr><td>Relais petite enfance</td><td>03 28 41 52 76</td></tr>
<tr><td>Multi-accueil Les Lucioles</td><td>03 28 41 52 77</td></tr>
<tr><td>Communauté de communes de la Vallée de la Lys</td><td>03 28 42 30 00</td></tr>
<tr><td>Service déchets et déchèterie</td><td>03 28 42 30 10</td></tr>
<tr><td>Office de tourisme</td><td>03 28 42 30 20</td></tr>
</tbody>
</table>
<h2>Dépannages</h2>
<table>
<thead><tr><th scope="col">Service</th><th scope="col">Numéro</th></tr></thead>
<tbody>
<tr><td>Enedis, dépannage électricité (Nord)</td><td>09 726 750 59</td></tr>
<tr><td>GRDF, urgence sécurité gaz</td><td>0 800 47 33 33</td></tr>
<tr><td>Eau et assainissement, astreinte de la communauté de communes</td><td>03 28 42 30 30</td></tr>
</tbody>
</table>
<p>En dehors des heures d’ouverture de la mairie, un élu d’astreinte peut être joint pour les urgences relevant de la commune (arbre tombé sur la voie publique, inondation) en appelant le 03 28 41 52 60 : le message d’accueil indique le numéro à composer.</p>`,
};

const numerosUtiles: SeedPage = {
  url: 'numeros-utiles',
  title: 'Numéros utiles',
  metaDescription:
    'Les numéros d’urgence, de santé, des services municipaux et de dépannage à garder à portée de main.',
  html: `<p>Urgences, médecin et pharmacie de garde, services de la mairie, écoles, dépannages d’électricité ou de gaz : nous avons rassemblé les numéros de téléphone les plus utiles aux habitants de Vallon-sur-Lys.</p>
<p>Nous vous conseillons de noter les numéros d’urgence près de votre téléphone et de les apprendre à vos enfants. En cas de doute sur la gravité d’une situation médicale, appelez le 15 : un médecin régulateur vous conseillera.</p>`,
  children: [numerosUtilesTable],
};

const infosUtiles: SeedPage = {
  url: 'infos-utiles',
  title: 'Infos utiles',
  metaDescription: 'Église et cimetière, actualités, agenda et numéros utiles de Vallon-sur-Lys.',
  html: `<p>Besoin d’un renseignement rapide ? Cette rubrique regroupe les informations pratiques les plus consultées : les actualités et l’agenda des manifestations, les numéros de téléphone utiles, les horaires des célébrations à l’église Saint-Vaast et les informations sur le cimetière communal.</p>
<p>Pour toute autre question, l’équipe de l’accueil de la mairie vous répond au 03 28 41 52 60 ou par courriel à mairie@vallon-sur-lys.fr.</p>`,
  children: [eglise, enCeMoment, numerosUtiles],
};

// ---------------------------------------------------------------------------------------------
// Nous contacter
// ---------------------------------------------------------------------------------------------

const nousContacter: SeedPage = {
  url: 'nous-contacter',
  title: 'Nous contacter',
  metaDescription:
    'Adresse, téléphone, courriel et horaires d’ouverture de la mairie de Vallon-sur-Lys, et formulaire de contact.',
  html: `<address>Mairie de Vallon-sur-Lys<br>1 place de la Mairie<br>59270 Vallon-sur-Lys<br>Téléphone : 03 28 41 52 60<br>Courriel : mairie@vallon-sur-lys.fr</address>
<h2>Horaires d’ouverture</h2>
<table>
<thead><tr><th scope="col">Jour</th><th scope="col">Horaires</th></tr></thead>
<tbody>
<tr><th scope="row">Lundi</th><td>9h00–12h00 et 14h00–17h30</td></tr>
<tr><th scope="row">Mardi</th><td>9h00–12h00</td></tr>
<tr><th scope="row">Mercredi</th><td>9h00–12h00 et 14h00–17h30</td></tr>
<tr><th scope="row">Jeudi</th><td>9h00–12h00</td></tr>
<tr><th scope="row">Vendredi</th><td>9h00–12h00 et 14h00–17h00</td></tr>
<tr><th scope="row">Samedi</th><td>9h00–11h30 (permanence état civil)</td></tr>
<tr><th scope="row">Dimanche</th><td>Fermé</td></tr>
</tbody>
</table>
<p>La mairie est fermée les jours fériés et le samedi matin pendant les vacances scolaires d’été. Mme la Maire et les adjoints reçoivent sur rendez-vous.</p>
<h2>Venir à la mairie</h2>
<ul>
<li><strong>En voiture</strong> : depuis l’autoroute A25 (Lille–Dunkerque), prenez la sortie indiquant la vallée de la Lys puis suivez Vallon-sur-Lys pendant 8 km. Parking gratuit place de la Mairie (dont deux places réservées aux personnes handicapées) et rue des Écoles.</li>
<li><strong>En car</strong> : la ligne régionale 27 s’arrête place de la Mairie, en provenance de Saint-Aubin-sur-Lys et d’Armentières.</li>
<li><strong>En train</strong> : la gare TER la plus proche est celle de Saint-Aubin-sur-Lys, à 6 km, reliée au village par la ligne 27.</li>
<li><strong>À vélo</strong> : par le chemin de halage de la Lys ; arceaux à vélos devant la mairie.</li>
</ul>
<p>Le bâtiment est accessible aux personnes à mobilité réduite par l’entrée latérale, côté rue des Écoles (sonnette d’appel). Une boucle magnétique est disponible à l’accueil pour les personnes malentendantes.</p>
<h2>Nous écrire</h2>
<p>Pour un courrier postal, adressez-le à Mme la Maire, Mairie de Vallon-sur-Lys, 1 place de la Mairie, 59270 Vallon-sur-Lys. Nous nous efforçons de répondre à chaque message sous cinq jours ouvrés.</p>
<p>Vous pouvez aussi nous écrire grâce au formulaire ci-dessous.</p>`,
};

export const townHallPages: SeedPage[] = [accueil, vivreAVallon, infosUtiles, nousContacter];

// ---------------------------------------------------------------------------------------------
// Actualités
// ---------------------------------------------------------------------------------------------

export const townHallNews: SeedNews[] = [
  {
    title: 'Bienvenue sur le nouveau site internet de la commune',
    summary:
      'Plus clair, consultable sur téléphone et enrichi de nouvelles démarches, le site de Vallon-sur-Lys fait peau neuve.',
    promoted: true,
    daysAgo: 1,
    html: `<p>La commune de Vallon-sur-Lys met en ligne son nouveau site internet. Conçu avec les agents des services municipaux et un groupe d’habitants qui l’ont testé pendant l’automne, il remplace l’ancien site, créé en 2011, qui n’était plus adapté à la consultation sur téléphone.</p>
<h2>Ce qui change</h2>
<ul>
<li>Un menu réorganisé en grandes rubriques : <a href="/vivre-a-vallon-sur-lys">Vivre à Vallon-sur-Lys</a>, <a href="/infos-utiles">Infos utiles</a> et <a href="/nous-contacter">Nous contacter</a>.</li>
<li>Un affichage adapté aux smartphones et aux tablettes, et un meilleur confort de lecture pour les personnes malvoyantes.</li>
<li>Les horaires de tous les services, les <a href="/infos-utiles/numeros-utiles/numeros-utiles">numéros utiles</a> et l’<a href="/infos-utiles/en-ce-moment/agenda">agenda</a> des manifestations mis à jour en continu.</li>
<li>Une lettre d’information, pour recevoir les actualités par courriel, et un formulaire de contact pour écrire à la mairie à toute heure.</li>
</ul>
<p>Le site s’enrichira dans les prochains mois, notamment avec la publication en ligne de tous les actes administratifs. Une information vous semble manquer ou erronée ? Dites-le-nous grâce au formulaire de la page <a href="/nous-contacter">Nous contacter</a> : vos remarques nous aideront à l’améliorer.</p>`,
  },
  {
    title: 'Conseil municipal du 19 novembre : tarifs 2027 et travaux de voirie',
    summary:
      'Le conseil municipal a adopté les tarifs municipaux pour 2027 et le plan de financement de la réfection de la rue du Moulin et du quai de la Lys.',
    daysAgo: 0,
    html: `<p>Réuni le jeudi 19 novembre à 19h00 sous la présidence de Mme Claire Dufresne, le conseil municipal a examiné onze délibérations. Vingt et un conseillers étaient présents et deux représentés.</p>
<h2>Les principales décisions</h2>
<ul>
<li><strong>Tarifs municipaux 2027</strong> : une hausse moyenne de 2 %, inférieure à l’inflation constatée. Le prix du repas au restaurant scolaire reste à 1,00 € pour les familles dont le quotient familial est inférieur à 700 €.</li>
<li><strong>Travaux de voirie</strong> : le conseil a adopté le plan de financement de la réfection de la rue du Moulin et du quai de la Lys (386 000 € hors taxes), financée à 40 % par le Département du Nord et l’État. Le chantier commence le 30 novembre.</li>
<li><strong>Urbanisme</strong> : la convention avec la communauté de communes pour l’instruction des permis de construire a été renouvelée pour trois ans.</li>
<li><strong>Solidarité</strong> : une subvention exceptionnelle de 1 500 € a été accordée à l’antenne locale des Restos du cœur.</li>
</ul>
<p>La liste complète des délibérations est affichée en mairie et disponible dans les <a href="/vivre-a-vallon-sur-lys/vie-municipale/comptes-rendus-municipaux">comptes rendus du conseil municipal</a>. La prochaine séance aura lieu le jeudi 17 décembre à 19h00 ; elle est ouverte au public.</p>`,
  },
  {
    title: 'Travaux de voirie rue du Moulin et quai de la Lys',
    summary:
      'La réfection de la chaussée et des trottoirs de la rue du Moulin et du quai de la Lys débute le 30 novembre, pour huit semaines environ. Une déviation est mise en place.',
    daysAgo: 5,
    html: `<p>À partir du lundi 30 novembre, l’entreprise retenue par la commune engage la réfection complète de la rue du Moulin et du quai de la Lys : reprise de la chaussée, élargissement et mise en accessibilité des trottoirs, création d’un plateau ralentisseur devant l’espace jeunes et remplacement de l’éclairage public par des lampes LED. Le réseau d’eaux pluviales sera également renouvelé pour limiter les inondations de chaussée lors des fortes pluies.</p>
<h2>Calendrier et circulation</h2>
<ul>
<li><strong>Phase 1 (30 novembre – 18 décembre)</strong> : rue du Moulin, entre la place de la Mairie et le pont. Circulation interdite sauf riverains ; déviation par la rue du Général-de-Gaulle et la route de Saint-Aubin.</li>
<li><strong>Interruption du chantier</strong> pendant les fêtes de fin d’année, du 19 décembre au 3 janvier.</li>
<li><strong>Phase 2 (4 janvier – fin janvier)</strong> : quai de la Lys, circulation alternée par feux tricolores.</li>
</ul>
<p>L’accès des piétons aux habitations, aux commerces et à l’espace jeunes est maintenu pendant toute la durée des travaux. Le car scolaire est dévié : l’arrêt de la rue du Moulin est provisoirement déplacé place de la Mairie. Le stationnement est interdit au droit du chantier.</p>
<p>Les travaux peuvent être décalés en cas de fortes intempéries. Pour toute question, contactez les services techniques au 03 28 41 52 61. Nous remercions les riverains pour leur patience.</p>`,
  },
  {
    title: 'Collecte des encombrants : inscrivez-vous avant le 23 novembre',
    summary:
      'La collecte d’automne des encombrants aura lieu le jeudi 3 décembre, uniquement pour les foyers inscrits en mairie.',
    daysAgo: 12,
    html: `<p>La seconde collecte des encombrants de l’année aura lieu le <strong>jeudi 3 décembre</strong>. Elle est réservée aux habitants qui se seront inscrits auprès de l’accueil de la mairie, au 03 28 41 52 60 ou à mairie@vallon-sur-lys.fr, <strong>au plus tard le lundi 23 novembre</strong>. Lors de l’inscription, précisez votre adresse et la liste des objets à enlever.</p>
<h2>Ce qui est collecté</h2>
<ul>
<li>meubles, matelas et sommiers ;</li>
<li>gros électroménager (réfrigérateur, lave-linge, cuisinière) ;</li>
<li>objets encombrants en métal ou en bois (vélos, tables de jardin).</li>
</ul>
<h2>Ce qui n’est pas collecté</h2>
<p>Les gravats, les déchets verts, les pneus, les pots de peinture, les produits chimiques, les bouteilles de gaz et les déchets d’entreprise ne sont pas ramassés : ils doivent être déposés à la <a href="/vivre-a-vallon-sur-lys/vie-citoyenne/ordures-menageres-et-decheterie">déchèterie du Pont-Rouge</a>.</p>
<p>Les objets doivent être sortis la veille au soir, après 19h00, sur le trottoir devant votre domicile, sans gêner le passage des piétons, dans la limite de 2 m³ par foyer. Pensez aussi au réemploi : la ressourcerie de la vallée reprend gratuitement les meubles en bon état.</p>`,
  },
  {
    title: 'Inscriptions scolaires pour la rentrée 2027',
    summary:
      'Les inscriptions dans les écoles maternelle et élémentaire pour la rentrée de septembre 2027 se déroulent en mairie du 4 janvier au 26 mars.',
    daysAgo: 16,
    html: `<p>Votre enfant est né en 2024 ou entre en CP à la rentrée prochaine ? Vous venez d’emménager à Vallon-sur-Lys ? Les inscriptions scolaires pour la rentrée de septembre 2027 sont ouvertes en mairie <strong>du lundi 4 janvier au vendredi 26 mars</strong>.</p>
<h2>Qui doit s’inscrire ?</h2>
<ul>
<li>les enfants nés en 2024, qui entrent en petite section à l’école maternelle Les Tilleuls ;</li>
<li>les enfants qui entrent en CP à l’école élémentaire Pierre-et-Marie-Curie : l’inscription n’est pas automatique, même s’ils fréquentent déjà l’école maternelle de la commune ;</li>
<li>les enfants nouvellement arrivés dans la commune, quelle que soit leur classe.</li>
</ul>
<h2>Les documents à apporter</h2>
<ol>
<li>le livret de famille ou un acte de naissance de l’enfant ;</li>
<li>un justificatif de domicile de moins de trois mois ;</li>
<li>le carnet de santé, avec les vaccinations obligatoires à jour ;</li>
<li>en cas de séparation, la décision du juge relative à la résidence de l’enfant ;</li>
<li>le certificat de radiation, si l’enfant était inscrit dans une autre école.</li>
</ol>
<p>Le service enfance vous remettra un certificat d’inscription à présenter ensuite à la direction de l’école. Les démarches sont détaillées sur la page <a href="/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles">Les écoles</a>. Renseignements : 03 28 41 52 64 ou enfance@vallon-sur-lys.fr.</p>`,
  },
  {
    title: 'Fête de la Saint-Jean : rendez-vous le 20 juin au bord de la Lys',
    summary:
      'Guinguette, animations pour les enfants, concert de l’harmonie et grand feu de la Saint-Jean : le comité des fêtes vous attend samedi 20 juin.',
    daysAgo: 160,
    html: `<p>Le comité des fêtes et la municipalité vous invitent à la traditionnelle fête de la Saint-Jean, le <strong>samedi 20 juin</strong>, sur la prairie de l’écluse, quai de la Lys. L’entrée est libre.</p>
<h2>Le programme</h2>
<ul>
<li><strong>15h00</strong> : ouverture de la fête, jeux flamands en bois, structures gonflables et maquillage pour les enfants.</li>
<li><strong>16h30</strong> : démonstration de canoë par le club de canoë de la Lys.</li>
<li><strong>18h00</strong> : concert de l’harmonie municipale Sainte-Cécile.</li>
<li><strong>19h00</strong> : guinguette et restauration sur place proposée par les associations (frites, grillades, crêpes).</li>
<li><strong>22h30</strong> : embrasement du feu de la Saint-Jean au bord de la rivière.</li>
</ul>
<h2>Informations pratiques</h2>
<p>Le quai de la Lys sera fermé à la circulation de 13h00 à minuit. Un parking est aménagé au stade municipal, à cinq minutes à pied. Pour des raisons de sécurité, les enfants doivent rester sous la surveillance de leurs parents près du feu et de la rivière. En cas de vent fort, le feu pourra être annulé sur décision des pompiers.</p>
<p>Le comité des fêtes recherche encore quelques bénévoles pour l’installation le matin et le rangement le dimanche : inscriptions en mairie ou dans le cadre de l’<a href="/vivre-a-vallon-sur-lys/vie-sociale-et-associative/heure-civique">heure civique</a>.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Liens du pied de page
// ---------------------------------------------------------------------------------------------

export const townHallFooterLinks: { title: string; url: string }[] = [
  { title: 'Service-Public.fr', url: 'https://www.service-public.fr' },
  { title: 'Préfecture du Nord', url: 'https://www.nord.gouv.fr' },
  { title: 'Communauté de communes de la Vallée de la Lys', url: 'https://www.cc-vallee-de-la-lys.fr' },
  { title: 'Démarches en ligne', url: '/vivre-a-vallon-sur-lys/vie-citoyenne/les-demarches-en-ligne' },
  { title: 'Numéros utiles', url: '/infos-utiles/numeros-utiles/numeros-utiles' },
  { title: 'Nous contacter', url: '/nous-contacter' },
];

// ---------------------------------------------------------------------------------------------
// Textes légaux
// ---------------------------------------------------------------------------------------------

export const townHallLegal: SeedLegalTexts = {
  LEGAL_NOTICE: `<h2>Éditeur du site</h2>
<address>Mairie de Vallon-sur-Lys<br>1 place de la Mairie<br>59270 Vallon-sur-Lys<br>Téléphone : 03 28 41 52 60<br>Courriel : mairie@vallon-sur-lys.fr</address>
<p>Collectivité territoriale, commune de Vallon-sur-Lys — SIRET : 215 906 123 00017.</p>
<h2>Directrice de la publication</h2>
<p>Mme Claire Dufresne, maire de Vallon-sur-Lys.</p>
<p>La rédaction des contenus est assurée par le service communication de la mairie, sous la responsabilité de la directrice de la publication.</p>
<h2>Hébergement</h2>
<address>Parvis Hébergement<br>10 rue de l’Hébergement<br>75010 Paris</address>
<p>Le site est réalisé avec la solution Parvis, éditée et hébergée par Parvis Hébergement.</p>
<h2>Propriété intellectuelle</h2>
<p>Les textes, photographies, logos et éléments graphiques de ce site sont la propriété de la commune de Vallon-sur-Lys ou de leurs auteurs respectifs, et sont protégés par le Code de la propriété intellectuelle. Les informations publiques qu’il contient peuvent être réutilisées gratuitement, à condition qu’elles ne soient pas altérées, que leur sens ne soit pas dénaturé et que leur source (« Mairie de Vallon-sur-Lys ») et la date de leur dernière mise à jour soient mentionnées. Toute reproduction des photographies et des logos nécessite l’accord préalable de la mairie.</p>
<h2>Responsabilité</h2>
<p>Les informations publiées sur ce site sont fournies à titre indicatif et mises à jour régulièrement. Elles ne sauraient remplacer les textes officiels : en cas de divergence, seuls les actes publiés dans les formes légales font foi. La commune ne peut être tenue responsable du contenu des sites extérieurs vers lesquels renvoient des liens.</p>
<h2>Données personnelles et cookies</h2>
<p>Le traitement de vos données personnelles est décrit dans la <a href="/privacy-policy">politique de confidentialité</a>, et l’utilisation des cookies dans la <a href="/cookie-policy">politique de cookies</a>. Pour toute question, vous pouvez écrire au délégué à la protection des données : dpo@vallon-sur-lys.fr.</p>
<h2>Signaler une erreur</h2>
<p>Vous avez repéré une information inexacte ou un problème d’accessibilité ? Signalez-le-nous depuis la page <a href="/nous-contacter">Nous contacter</a> ; nous corrigerons dans les meilleurs délais.</p>`,

  PRIVACY_POLICY: `<p>La commune de Vallon-sur-Lys attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données sont collectées sur ce site, pourquoi, combien de temps elles sont conservées et comment exercer vos droits, conformément au règlement général sur la protection des données (<abbr title="Règlement général sur la protection des données">RGPD</abbr>) et à la loi Informatique et Libertés.</p>
<h2>Responsable du traitement</h2>
<p>Le responsable du traitement est la commune de Vallon-sur-Lys, représentée par sa maire, Mme Claire Dufresne :</p>
<address>Mairie de Vallon-sur-Lys<br>1 place de la Mairie<br>59270 Vallon-sur-Lys<br>Téléphone : 03 28 41 52 60</address>
<p>La commune a désigné un délégué à la protection des données (DPO), joignable à l’adresse <strong>dpo@vallon-sur-lys.fr</strong> ou par courrier à l’adresse de la mairie, à l’attention du délégué à la protection des données.</p>
<h2>Les données collectées et leurs finalités</h2>
<table>
<thead><tr><th scope="col">Traitement</th><th scope="col">Données</th><th scope="col">Finalité</th><th scope="col">Base légale</th></tr></thead>
<tbody>
<tr><td>Formulaires de contact et de demande</td><td>Nom, prénom, adresse électronique, téléphone (facultatif), contenu du message</td><td>Répondre à votre demande et en assurer le suivi</td><td>Mission d’intérêt public (article 6.1.e du RGPD)</td></tr>
<tr><td>Comptes visiteurs</td><td>Adresse électronique, nom, mot de passe (conservé sous forme chiffrée), date de dernière connexion</td><td>Vous permettre d’accéder à votre espace personnel et de suivre vos demandes</td><td>Exécution des conditions générales d’utilisation (article 6.1.b)</td></tr>
<tr><td>Lettre d’information</td><td>Adresse électronique</td><td>Vous adresser les actualités de la commune</td><td>Consentement (article 6.1.a), retirable à tout moment</td></tr>
<tr><td>Mesure d’audience</td><td>Pages consultées, type de navigateur, adresse IP tronquée</td><td>Établir des statistiques de fréquentation pour améliorer le site</td><td>Consentement (article 6.1.a)</td></tr>
<tr><td>Sécurité du site</td><td>Journaux de connexion techniques</td><td>Prévenir les abus et garantir le bon fonctionnement du site</td><td>Obligation légale et intérêt légitime</td></tr>
</tbody>
</table>
<p>Les champs obligatoires sont signalés dans chaque formulaire. Aucune décision automatisée n’est prise sur la base de vos données.</p>
<h2>Destinataires</h2>
<p>Vos données sont destinées aux seuls agents et élus de la commune habilités à traiter votre demande. Elles peuvent être transmises, lorsque votre demande le nécessite, à un autre service public compétent (communauté de communes, CCAS). Notre hébergeur, Parvis Hébergement, agit en tant que sous-traitant et ne peut les utiliser pour son propre compte. Vos données sont hébergées dans l’Union européenne ; elles ne sont jamais vendues ni cédées à des fins commerciales.</p>
<h2>Durées de conservation</h2>
<ul>
<li>Les données des comptes visiteurs, des formulaires et de la lettre d’information sont conservées <strong>3 ans après votre dernière activité</strong> (dernière connexion, dernier message ou dernier clic dans une lettre d’information). Passé ce délai de 3 ans d’inactivité, elles sont supprimées ou anonymisées.</li>
<li>Votre désinscription de la lettre d’information entraîne la suppression immédiate de votre adresse de la liste d’envoi.</li>
<li>Votre choix concernant les cookies est conservé 6 mois ; le consentement aux cookies n’est jamais conservé plus de <strong>13 mois</strong>.</li>
<li>Les journaux techniques de connexion sont conservés 12 mois.</li>
</ul>
<h2>Vos droits</h2>
<p>Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation du traitement, d’opposition et de portabilité de vos données, ainsi que du droit de retirer votre consentement à tout moment et de définir des directives sur le sort de vos données après votre décès. Vous pouvez supprimer vous-même votre compte visiteur depuis votre espace personnel.</p>
<p>Pour exercer ces droits, écrivez au délégué à la protection des données, à l’adresse dpo@vallon-sur-lys.fr, ou par courrier à la mairie. En cas de doute raisonnable sur votre identité, un justificatif pourra vous être demandé.</p>
<ul>
<li>Nous répondons à toute demande d’exercice de vos droits dans un délai de <strong>30 jours</strong> à compter de sa réception.</li>
<li>Une demande de suppression de vos données est traitée dans un délai de <strong>10 jours ouvrés</strong>.</li>
</ul>
<h2>Réclamation</h2>
<p>Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur <a href="https://www.cnil.fr" target="_blank">www.cnil.fr</a>.</p>
<h2>Sécurité</h2>
<p>Le site est accessible uniquement en connexion chiffrée (HTTPS). Les mots de passe sont stockés sous forme chiffrée et ne sont connus de personne, pas même des agents de la mairie. L’accès aux données est limité aux personnes habilitées.</p>`,

  COOKIE_POLICY: `<p>Un cookie est un petit fichier déposé sur votre ordinateur, votre tablette ou votre téléphone lorsque vous consultez un site internet. Cette page explique quels cookies sont utilisés sur le site de la commune de Vallon-sur-Lys et comment vous pouvez modifier votre choix à tout moment.</p>
<h2>Les cookies techniques, indispensables au fonctionnement du site</h2>
<p>Ces cookies ne nécessitent pas votre consentement, car le site ne peut pas fonctionner correctement sans eux. Ils ne servent à aucun suivi publicitaire.</p>
<table>
<thead><tr><th scope="col">Nom</th><th scope="col">Rôle</th><th scope="col">Durée de conservation</th></tr></thead>
<tbody>
<tr><td>token</td><td>Maintenir votre session lorsque vous êtes connecté à votre compte visiteur</td><td>24 heures, ou jusqu’à la déconnexion</td></tr>
<tr><td>locale</td><td>Mémoriser la langue d’affichage du site</td><td>12 mois</td></tr>
<tr><td>parvis_consent</td><td>Mémoriser votre choix d’accepter ou de refuser les cookies de mesure d’audience</td><td>6 mois</td></tr>
</tbody>
</table>
<h2>Les cookies de mesure d’audience</h2>
<p>Avec votre accord uniquement, des cookies de mesure d’audience nous permettent de savoir combien de personnes consultent le site, quelles pages sont les plus lues et comment les visiteurs y naviguent. Ces statistiques servent exclusivement à améliorer le site ; elles ne sont ni revendues ni utilisées à des fins publicitaires. Si vous refusez, aucun cookie de mesure d’audience n’est déposé et vous pouvez continuer à utiliser le site normalement.</p>
<h2>Durée de votre consentement</h2>
<p>Votre choix, qu’il s’agisse d’une acceptation ou d’un refus, est conservé pendant 6 mois. Au-delà, votre consentement vous est demandé à nouveau. Il n’est en aucun cas conservé plus de 13 mois, conformément aux recommandations de la CNIL.</p>
<h2>Modifier votre choix</h2>
<p>Vous pouvez changer d’avis à tout moment en cliquant sur le lien <strong>« Gérer les cookies »</strong>, présent en bas de chaque page du site. Vous pouvez également configurer votre navigateur pour bloquer ou supprimer les cookies ; dans ce cas, certaines fonctions, comme la connexion à votre compte, pourraient ne plus fonctionner.</p>
<p>Pour en savoir plus sur les cookies et la façon de les maîtriser, consultez le site de la CNIL : <a href="https://www.cnil.fr" target="_blank">www.cnil.fr</a>. Le traitement de vos données personnelles est détaillé dans notre <a href="/privacy-policy">politique de confidentialité</a>.</p>`,

  USE_TERMS: `<p>Les présentes conditions générales d’utilisation (CGU) définissent les règles d’accès et d’utilisation du site internet de la commune de Vallon-sur-Lys et des comptes visiteurs. En naviguant sur le site, vous acceptez ces conditions.</p>
<h2>1. Objet du site</h2>
<p>Le site a pour objet d’informer les habitants et les visiteurs sur la commune, ses services, ses démarches et ses manifestations, et de leur permettre de contacter la mairie. Il est édité par la mairie de Vallon-sur-Lys, dont les coordonnées figurent dans les <a href="/legal-notice">mentions légales</a>.</p>
<h2>2. Accès au site</h2>
<p>Le site est accessible gratuitement, 24 heures sur 24, à toute personne disposant d’un accès à internet. La commune s’efforce d’en assurer la disponibilité, mais peut en interrompre l’accès pour des opérations de maintenance ou en cas de force majeure, sans que sa responsabilité puisse être engagée. Les frais de connexion restent à la charge de l’utilisateur.</p>
<h2>3. Comptes visiteurs</h2>
<p>Certains services, comme le suivi de vos demandes ou la gestion de vos abonnements, nécessitent la création d’un compte visiteur. Pour le créer, vous fournissez une adresse électronique valide et choisissez un mot de passe ; un courriel de confirmation vous est envoyé pour activer le compte.</p>
<ul>
<li>Vous vous engagez à fournir des informations exactes et à les mettre à jour.</li>
<li>Votre mot de passe est personnel et confidentiel : vous êtes responsable de l’utilisation de votre compte et devez nous signaler toute utilisation frauduleuse.</li>
<li>Vous pouvez supprimer votre compte à tout moment depuis votre espace personnel ou en écrivant à dpo@vallon-sur-lys.fr.</li>
<li>Un compte resté inactif pendant 3 ans est supprimé.</li>
</ul>
<p>La commune peut suspendre ou supprimer un compte en cas de manquement aux présentes conditions, après en avoir informé son titulaire, sauf urgence.</p>
<h2>4. Règles de bonne conduite</h2>
<p>Les messages envoyés au moyen des formulaires du site doivent rester courtois. Sont interdits les contenus injurieux, diffamatoires, discriminatoires, à caractère publicitaire, ainsi que toute tentative de porter atteinte au fonctionnement ou à la sécurité du site. Les messages ne respectant pas ces règles ne reçoivent pas de réponse et peuvent être signalés aux autorités compétentes.</p>
<h2>5. Informations publiées</h2>
<p>Les informations du site sont données à titre indicatif. Elles ne remplacent pas les textes officiels, seuls les actes publiés dans les formes légales faisant foi. Les liens vers des sites extérieurs sont fournis pour faciliter vos démarches ; la commune n’est pas responsable de leur contenu.</p>
<h2>6. Propriété intellectuelle</h2>
<p>Les contenus du site sont protégés. Les informations publiques peuvent être réutilisées dans les conditions prévues par les mentions légales ; toute autre reproduction nécessite l’accord de la mairie.</p>
<h2>7. Données personnelles</h2>
<p>Les données collectées sur le site sont traitées conformément à la <a href="/privacy-policy">politique de confidentialité</a> et à la <a href="/cookie-policy">politique de cookies</a>.</p>
<h2>8. Modification des conditions et droit applicable</h2>
<p>La commune peut modifier les présentes conditions à tout moment ; la version en vigueur est celle publiée sur le site. Les présentes conditions sont soumises au droit français. Tout litige relève de la compétence du tribunal administratif de Lille, après une tentative de règlement amiable auprès de la mairie.</p>`,
  ACCESSIBILITY_STATEMENT: `<p>La mairie de Vallon-sur-Lys s’engage à rendre son site internet accessible conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005 pour l’égalité des droits et des chances, la participation et la citoyenneté des personnes handicapées.</p>
<p>À cette fin, elle met en œuvre un schéma pluriannuel de mise en accessibilité 2026-2028 et un plan d’actions pour l’année 2026, consultables en mairie et envoyés sur simple demande.</p>
<p>Cette déclaration d’accessibilité s’applique au site internet de la commune de Vallon-sur-Lys.</p>
<h2>État de conformité</h2>
<p>Le site internet de la commune de Vallon-sur-Lys est <strong>partiellement conforme</strong> avec le référentiel général d’amélioration de l’accessibilité (<abbr title="référentiel général d’amélioration de l’accessibilité">RGAA</abbr>), version 4.1.2, en raison des non-conformités et des dérogations énumérées ci-dessous.</p>
<h2>Résultats des tests</h2>
<p>L’audit de conformité réalisé par le service communication de la mairie révèle que :</p>
<ul>
<li>82 % des critères du RGAA version 4.1.2 sont respectés (51 critères conformes sur 62 critères applicables) ;</li>
<li>le taux moyen de conformité du site s’élève à 91 %.</li>
</ul>
<h2>Contenus non accessibles</h2>
<h3>Non-conformités</h3>
<ul>
<li>Certains documents PDF téléchargeables (comptes rendus des conseils municipaux et bulletins municipaux publiés en 2025) ne sont pas balisés et restent difficiles à lire avec un lecteur d’écran (critère 13.3).</li>
<li>Le plan du cimetière communal et le plan de zonage du plan local d’urbanisme n’ont pas d’alternative textuelle détaillée (critère 1.3).</li>
<li>Les vidéos des cérémonies municipales n’ont ni sous-titres synchronisés (critère 4.3) ni transcription textuelle (critère 4.1).</li>
<li>Dans quelques actualités publiées avant 2026, des liens ont un intitulé qui n’est pas explicite hors de son contexte, comme « en savoir plus » (critère 6.1).</li>
<li>Certains tableaux des menus de la restauration scolaire n’associent pas chaque cellule à son en-tête (critère 5.7).</li>
</ul>
<h3>Dérogations pour charge disproportionnée</h3>
<p>Les comptes rendus des conseils municipaux antérieurs à 2020 sont disponibles sous forme de documents numérisés (images de pages). Leur mise en accessibilité représenterait une charge disproportionnée au regard des moyens de la commune : une version texte de l’un de ces documents est envoyée sur simple demande, dans un délai de 10 jours ouvrés.</p>
<h3>Contenus non soumis à l’obligation d’accessibilité</h3>
<ul>
<li>Les fichiers bureautiques publiés avant le 23 septembre 2018.</li>
<li>Les cartes en ligne vers lesquelles renvoient les liens « Voir sur la carte » ; l’adresse de chaque lieu est donnée en texte sur la page.</li>
<li>Les contenus de tiers qui ne sont ni financés ni développés par la commune et qui ne sont pas sous son contrôle, comme les sites des partenaires liés depuis le pied de page.</li>
</ul>
<h2>Établissement de cette déclaration</h2>
<p>Cette déclaration a été établie le 2 novembre 2026. Elle repose sur un audit réalisé du 12 au 23 octobre 2026 par le service communication de la mairie.</p>
<h3>Technologies utilisées pour la réalisation du site</h3>
<ul>
<li>HTML5</li>
<li>CSS</li>
<li>JavaScript</li>
<li>WAI-ARIA</li>
</ul>
<h3>Environnement de test</h3>
<p>Les vérifications de restitution de contenus ont été réalisées avec les combinaisons de la base de référence du RGAA, dans les versions suivantes :</p>
<ul>
<li>NVDA 2025.3 et Firefox 144 ;</li>
<li>JAWS 2025 et Chrome 141 ;</li>
<li>VoiceOver (macOS 15) et Safari 18 ;</li>
<li>TalkBack (Android 15) et Chrome 141.</li>
</ul>
<h3>Outils pour évaluer l’accessibilité</h3>
<ul>
<li>axe DevTools</li>
<li>Colour Contrast Analyser</li>
<li>Validateur HTML du W3C</li>
<li>Extension Web Developer</li>
</ul>
<h3>Pages du site ayant fait l’objet de la vérification de conformité</h3>
<ol>
<li><a href="/">Accueil</a></li>
<li><a href="/nous-contacter">Nous contacter</a></li>
<li><a href="/infos-utiles/en-ce-moment/actualites">Actualités</a></li>
<li><a href="/infos-utiles/en-ce-moment/agenda">Agenda</a></li>
<li><a href="/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles">Les écoles</a></li>
<li><a href="/vivre-a-vallon-sur-lys/enfance-jeunesse/restauration-scolaire">Restauration scolaire</a></li>
<li><a href="/vivre-a-vallon-sur-lys/vie-citoyenne/demarches-administratives-etat-civil">Démarches administratives et état civil</a></li>
<li><a href="/recherche">Recherche</a></li>
<li><a href="/auth">Connexion et création de compte</a></li>
<li><a href="/legal-notice">Mentions légales</a></li>
<li><a href="/accessibilite">Déclaration d’accessibilité</a></li>
</ol>
<h2>Retour d’information et contact</h2>
<p>Si vous n’arrivez pas à accéder à un contenu ou à un service du site, contactez la mairie : nous vous orienterons vers une alternative accessible ou vous transmettrons le contenu sous une autre forme.</p>
<ul>
<li>Par courriel : <a href="mailto:mairie@vallon-sur-lys.fr">mairie@vallon-sur-lys.fr</a></li>
<li>Par téléphone : <a href="tel:+33328415260">03 28 41 52 60</a>, aux horaires d’ouverture de la mairie</li>
<li>Avec le <a href="/nous-contacter">formulaire de contact</a></li>
<li>Par courrier : <address>Mairie de Vallon-sur-Lys<br>1 place de la Mairie<br>59270 Vallon-sur-Lys</address></li>
</ul>
<p>Nous répondons dans un délai de 5 jours ouvrés.</p>
<h2>Voies de recours</h2>
<p>Cette procédure est à utiliser dans le cas suivant : vous avez signalé à la mairie un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un des services du site et vous n’avez pas obtenu de réponse satisfaisante.</p>
<ul>
<li>Écrire un message au Défenseur des droits avec le <a href="https://formulaire.defenseurdesdroits.fr/">formulaire en ligne</a> (<a href="https://www.defenseurdesdroits.fr/">www.defenseurdesdroits.fr</a>) ;</li>
<li>contacter le délégué du Défenseur des droits dans votre région, dont les coordonnées figurent sur <a href="https://www.defenseurdesdroits.fr/">www.defenseurdesdroits.fr</a>, ou appeler le 09 69 39 00 00 ;</li>
<li>envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : <address>Défenseur des droits<br>Libre réponse 71120<br>75342 Paris CEDEX 07</address></li>
</ul>`,
};
