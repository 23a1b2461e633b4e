// Demo content of the Domaine du Vallon (fictional family wine estate in Burgundy).
// Texts stay factual (origin, grape varieties, terroir, winemaking, tasting notes) as required by
// the loi Évin; people, parcels and phone numbers are invented and kept consistent across pages.
import type { SeedLegalTexts, SeedNews, SeedPage } from './types.ts';

const MODERATION = `<p><em>L’abus d’alcool est dangereux pour la santé, à consommer avec modération.</em></p>`;

// ---------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------

const accueil: SeedPage = {
  url: 'accueil',
  title: 'Accueil',
  metaDescription:
    'Domaine du Vallon, domaine familial de 12 hectares à Meursault-le-Vallon : aligoté, meursault, pinot noir et crémant de Bourgogne.',
  html: `<h2>Bienvenue au Domaine du Vallon</h2>
<p>Depuis 1921, quatre générations de la famille Morel cultivent la vigne sur les coteaux de Meursault-le-Vallon, au cœur de la Côte de Beaune. Ce qui n’était au départ que deux hectares achetés par notre arrière-grand-père Louis est devenu un domaine de 12 hectares, que nous conduisons aujourd’hui, frère et sœur, avec nos parents et une petite équipe fidèle.</p>
<p>Nos vins sont le reflet de nos parcelles : l’aligoté des vieilles vignes d’En Champ-Rond, le chardonnay des sols caillouteux des Perrières, le pinot noir planté par notre grand-père au pied du coteau. Nous travaillons nos sols, vendangeons à la main et vinifions chaque parcelle séparément, dans la cuverie et les caves voûtées de la maison familiale. Le domaine est certifié Haute Valeur Environnementale depuis 2019.</p>
<p>Le caveau, au 12 chemin des Vignes, vous accueille toute l’année pour découvrir nos cuvées, visiter les caves ou parcourir les vignes avec nous. Nous serons heureux de vous y recevoir et de vous parler de notre métier.</p>
<p><strong>Julien et Camille Morel</strong>, avec Bernard et Françoise Morel</p>
<h2>Le caveau</h2>
<ul>
<li>Lundi : 14h00–18h00</li>
<li>Du mardi au jeudi : 10h00–12h00 et 14h00–18h00</li>
<li>Vendredi : 10h00–12h00 et 14h00–19h00</li>
<li>Samedi : 10h00–19h00</li>
<li>Dimanche : sur rendez-vous</li>
</ul>
<p>Découvrez <a href="/nos-vins">nos vins</a> et nos <a href="/visites-et-degustations">visites et dégustations</a>.</p>
${MODERATION}`,
};

const histoire: SeedPage = {
  url: 'histoire',
  title: 'L’histoire du domaine',
  menuTitle: 'Histoire',
  metaDescription:
    'De 1921 à aujourd’hui, quatre générations de la famille Morel au service des vignes de Meursault-le-Vallon.',
  html: `<p>L’histoire du Domaine du Vallon commence au lendemain de la Première Guerre mondiale. En 1921, Louis Morel, fils de tonnelier, achète deux hectares de vigne sur le coteau des Perrières, au-dessus du village de Meursault-le-Vallon. Il vend alors son vin en tonneaux aux maisons de négoce de Beaune.</p>
<h2>Les grandes étapes</h2>
<ul>
<li><strong>1921</strong> : Louis Morel acquiert ses premières vignes et installe un petit pressoir dans la grange familiale, chemin des Vignes.</li>
<li><strong>1958–1962</strong> : son fils Henri plante l’aligoté d’En Champ-Rond et le pinot noir de Sous-la-Roche, qui donnent encore aujourd’hui nos cuvées de vieilles vignes. En 1962, il met en bouteille la première cuvée au domaine.</li>
<li><strong>1985</strong> : Bernard Morel reprend l’exploitation et l’agrandit par étapes jusqu’à 12 hectares. Il fait creuser une seconde cave voûtée pour l’élevage en fûts.</li>
<li><strong>1994</strong> : Françoise Morel ouvre le caveau de dégustation et développe la vente directe aux particuliers.</li>
<li><strong>2012</strong> : Julien Morel, diplômé en viticulture et en œnologie, rejoint puis reprend la direction technique du domaine ; sa sœur Camille le rejoint en 2015 pour l’accueil et la commercialisation.</li>
<li><strong>2019</strong> : le domaine obtient la certification Haute Valeur Environnementale (niveau 3).</li>
<li><strong>2024</strong> : premier tirage d’un crémant de Bourgogne élaboré au domaine, issu de la récolte 2023 et commercialisé à l’automne 2026 après 24 mois sur lattes.</li>
</ul>
<h2>Une maison de famille</h2>
<p>La cuverie, les caves et le caveau occupent toujours les bâtiments de la ferme familiale, dont les plus anciens datent de 1870. Bernard et Françoise, officiellement retraités, n’ont jamais vraiment quitté le domaine : Bernard participe à la taille et aux vendanges, Françoise aime raconter aux visiteurs l’histoire des lieux. Les outils anciens de la tonnellerie de Louis sont exposés dans la première cave.</p>`,
};

const vignoble: SeedPage = {
  url: 'vignoble',
  title: 'Le vignoble',
  metaDescription:
    'Douze hectares répartis en cinq parcelles, des sols calcaires et argilo-calcaires, une viticulture certifiée Haute Valeur Environnementale.',
  html: `<p>Le domaine exploite 12 hectares de vignes sur la commune de Meursault-le-Vallon et ses environs, à une altitude de 240 à 320 mètres. Les vignes, exposées à l’est et au sud-est, bénéficient du soleil du matin et de la protection du plateau à l’ouest. Chaque parcelle est vendangée et vinifiée séparément pour préserver son caractère.</p>
<h2>Nos parcelles</h2>
<table>
<thead><tr><th scope="col">Parcelle</th><th scope="col">Cépage</th><th scope="col">Surface</th><th scope="col">Sol</th><th scope="col">Âge des vignes</th></tr></thead>
<tbody>
<tr><td>Les Perrières</td><td>Chardonnay</td><td>2,4 ha</td><td>Calcaire à entroques, très caillouteux, peu profond</td><td>35 ans en moyenne</td></tr>
<tr><td>Les Combes</td><td>Chardonnay</td><td>1,8 ha</td><td>Argilo-calcaire, marnes blanches</td><td>25 ans</td></tr>
<tr><td>En Champ-Rond</td><td>Aligoté</td><td>2,1 ha</td><td>Argilo-calcaire profond</td><td>Plantées en 1958</td></tr>
<tr><td>Sous-la-Roche</td><td>Pinot noir</td><td>4,2 ha</td><td>Argiles rouges à chailles, bas de coteau</td><td>Plantées entre 1962 et 1975</td></tr>
<tr><td>Le Clos Morel</td><td>Pinot noir et chardonnay</td><td>1,5 ha</td><td>Limons calcaires</td><td>15 ans</td></tr>
</tbody>
</table>
<h2>Notre façon de travailler</h2>
<p>Certifié Haute Valeur Environnementale depuis 2019, le domaine limite au strict nécessaire les traitements de la vigne et n’utilise plus d’herbicides depuis 2012. Les sols sont travaillés mécaniquement sous le rang, et un rang sur deux est enherbé pour limiter l’érosion et favoriser la vie du sol. Contre les vers de la grappe, nous utilisons la confusion sexuelle, une méthode sans insecticide.</p>
<p>Nous avons replanté 800 mètres de haies et installé des nichoirs à mésanges et à chauves-souris autour des parcelles. Les vendanges sont entièrement manuelles, en petites caisses de 15 kilos, et les raisins sont triés à la vigne puis au chai. Les sarments de taille sont broyés et rendus au sol.</p>`,
};

const equipe: SeedPage = {
  url: 'equipe',
  title: 'L’équipe',
  metaDescription:
    'Julien et Camille Morel, leurs parents et l’équipe du domaine : les personnes qui cultivent nos vignes et élaborent nos vins.',
  html: `<p>Le Domaine du Vallon est une exploitation familiale à taille humaine. Cinq personnes y travaillent à l’année, rejointes au moment des vendanges par une vingtaine de vendangeurs, souvent fidèles depuis de nombreuses années.</p>
<h2>La famille</h2>
<ul>
<li><strong>Julien Morel</strong>, gérant, vigneron et œnologue. Diplômé de l’université de Bourgogne, il a travaillé dans des domaines de la Côte de Nuits et de Nouvelle-Zélande avant de revenir au domaine en 2012. Il conduit le vignoble et les vinifications.</li>
<li><strong>Camille Morel</strong>, responsable commerciale et de l’accueil. Elle organise les visites et les dégustations, les salons et les expéditions, et répond à vos questions au caveau et au téléphone.</li>
<li><strong>Bernard et Françoise Morel</strong>, qui ont dirigé le domaine de 1985 à 2012 et continuent d’accompagner leurs enfants, à la vigne comme au caveau.</li>
</ul>
<h2>L’équipe</h2>
<ul>
<li><strong>Antoine Roux</strong>, chef de culture depuis 2010. Il connaît chaque rang du domaine et organise les travaux de la vigne au fil des saisons : taille, relevage, palissage, vendanges.</li>
<li><strong>Élodie Garnier</strong>, caviste. Elle suit les fermentations, l’élevage en fûts, les soutirages et la mise en bouteille.</li>
<li><strong>Mathieu Perrin</strong>, ouvrier viticole, spécialiste du travail du sol et des plantations.</li>
</ul>
<p>Vous souhaitez participer aux vendanges ? Les candidatures sont ouvertes chaque année de mai à juillet : envoyez vos coordonnées et vos disponibilités à contact@domaine-du-vallon.fr. Les vendangeurs sont salariés, déclarés et logés s’ils le souhaitent.</p>`,
};

const leDomaine: SeedPage = {
  url: 'le-domaine',
  title: 'Le domaine',
  metaDescription:
    'Un domaine familial de 12 hectares à Meursault-le-Vallon : son histoire, son vignoble et les personnes qui le font vivre.',
  html: `<p>Situé à Meursault-le-Vallon, entre Beaune et la Côte chalonnaise, le Domaine du Vallon est une exploitation familiale depuis 1921. Ses 12 hectares de vignes, répartis en cinq parcelles, sont plantés de chardonnay, d’aligoté et de pinot noir.</p>
<p>Découvrez l’histoire de la famille Morel, les terroirs et les méthodes de culture du domaine, ainsi que l’équipe qui travaille à la vigne et à la cave tout au long de l’année.</p>`,
  children: [histoire, vignoble, equipe],
};

const nosVins: SeedPage = {
  url: 'nos-vins',
  title: 'Nos vins',
  metaDescription:
    'Bourgogne Aligoté, Meursault-le-Vallon « Les Perrières », Bourgogne Pinot Noir « Vieilles Vignes » et Crémant de Bourgogne : les cuvées du domaine.',
  html: `<p>Le domaine produit quatre cuvées, chacune issue de parcelles précises et vinifiée séparément. Les volumes sont limités : environ 60 000 bouteilles par an selon les millésimes. Tous nos vins sont disponibles au caveau. <strong>La boutique en ligne ouvre bientôt.</strong></p>
<h2>Bourgogne Aligoté</h2>
<p><strong>Cépage</strong> : 100 % aligoté, vignes plantées en 1958 sur la parcelle d’En Champ-Rond, sol argilo-calcaire profond.<br><strong>Vinification</strong> : pressurage direct, fermentation en cuve inox à basse température, élevage de 8 mois sur lies fines.<br><strong>Dégustation</strong> : robe or pâle aux reflets verts ; nez d’agrumes, de pomme verte et de fleurs blanches ; bouche vive et droite, finale saline.<br><strong>Service</strong> : entre 10 et 11 °C, à boire dans les 3 ans. Il accompagne les gougères, les escargots de Bourgogne ou un fromage de chèvre frais.</p>
<h2>Meursault-le-Vallon « Les Perrières »</h2>
<p><strong>Cépage</strong> : 100 % chardonnay, parcelle des Perrières (2,4 ha), sol de calcaire à entroques très caillouteux.<br><strong>Vinification</strong> : fermentation et élevage en fûts de chêne de Bourgogne pendant 12 mois (20 % de fûts neufs), puis 4 mois en cuve avant la mise en bouteille.<br><strong>Dégustation</strong> : robe or clair ; nez de noisette grillée, de citron confit et d’aubépine ; bouche ample et tendue à la fois, longue finale minérale.<br><strong>Service</strong> : entre 12 et 13 °C ; garde de 6 à 10 ans. Avec une volaille à la crème, un poisson en sauce ou un comté de 18 mois.</p>
<h2>Bourgogne Pinot Noir « Vieilles Vignes »</h2>
<p><strong>Cépage</strong> : 100 % pinot noir, vignes de 50 à 60 ans de la parcelle de Sous-la-Roche, argiles rouges à chailles.<br><strong>Vinification</strong> : vendanges manuelles, éraflage total, cuvaison de 18 jours avec pigeages, élevage de 12 mois en fûts (15 % de fûts neufs).<br><strong>Dégustation</strong> : robe rubis brillant ; nez de cerise, de framboise et de sous-bois ; tanins fins, bouche fraîche et fruitée.<br><strong>Service</strong> : entre 15 et 16 °C ; garde de 5 à 8 ans. Avec un jambon persillé, une volaille rôtie ou un bœuf bourguignon.</p>
<h2>Crémant de Bourgogne « Éclat du Vallon » Brut — nouveauté</h2>
<p><strong>Cépages</strong> : 60 % pinot noir, 40 % chardonnay, parcelles du Clos Morel et des Combes.<br><strong>Élaboration</strong> : méthode traditionnelle, seconde fermentation en bouteille et 24 mois de vieillissement sur lattes dans nos caves, dosage de 6 grammes par litre.<br><strong>Dégustation</strong> : bulles fines ; nez de pomme, d’agrumes et de brioche ; bouche fraîche et précise.<br><strong>Service</strong> : entre 6 et 8 °C. En apéritif ou avec des fruits de mer.</p>
<h2>Tarifs au caveau</h2>
<table>
<thead><tr><th scope="col">Cuvée</th><th scope="col">Bouteille 75 cl</th><th scope="col">Magnum 150 cl</th></tr></thead>
<tbody>
<tr><td>Bourgogne Aligoté</td><td>14,00 €</td><td>Non disponible</td></tr>
<tr><td>Meursault-le-Vallon « Les Perrières »</td><td>48,00 €</td><td>102,00 €</td></tr>
<tr><td>Bourgogne Pinot Noir « Vieilles Vignes »</td><td>24,00 €</td><td>52,00 €</td></tr>
<tr><td>Crémant de Bourgogne « Éclat du Vallon » Brut</td><td>18,00 €</td><td>Non disponible</td></tr>
</tbody>
</table>
<p>Prix TTC, millésimes en cours. Les fiches techniques détaillées de chaque cuvée sont disponibles sur demande à contact@domaine-du-vallon.fr.</p>
${MODERATION}`,
};

const visites: SeedPage = {
  url: 'visites-et-degustations',
  title: 'Visites et dégustations',
  metaDescription:
    'Dégustation au caveau, visite des caves et du chai, balade dans les vignes : horaires, tarifs et réservation au Domaine du Vallon.',
  html: `<p>Le caveau du domaine, 12 chemin des Vignes à Meursault-le-Vallon, vous accueille toute l’année pour découvrir nos vins et notre travail. Les visites sont assurées par Camille ou Julien Morel, en français ou en anglais.</p>
<h2>Nos propositions</h2>
<table>
<thead><tr><th scope="col">Formule</th><th scope="col">Contenu</th><th scope="col">Durée</th><th scope="col">Tarif</th></tr></thead>
<tbody>
<tr><td>Dégustation au caveau</td><td>Présentation commentée de trois cuvées du moment, sans réservation aux heures d’ouverture</td><td>30 min</td><td>Gratuit</td></tr>
<tr><td>Visite des caves et dégustation</td><td>Cuverie, caves voûtées, élevage en fûts, puis dégustation commentée des quatre cuvées</td><td>1 h 30</td><td>15 € par personne</td></tr>
<tr><td>Balade dans les vignes</td><td>Promenade commentée dans les parcelles des Perrières et d’En Champ-Rond (travail du sol, cépages, géologie), puis dégustation au caveau</td><td>2 h 30</td><td>25 € par personne</td></tr>
</tbody>
</table>
<p>La visite des caves a lieu du mardi au samedi à 10h30 et à 15h00, sur réservation. La balade dans les vignes est proposée le samedi à 9h30, d’avril à octobre, de 4 à 12 participants ; prévoyez des chaussures de marche. Le montant de la visite est déduit de vos achats à partir de 90 €.</p>
<h2>Horaires du caveau</h2>
<ul>
<li>Lundi : 14h00–18h00</li>
<li>Du mardi au jeudi : 10h00–12h00 et 14h00–18h00</li>
<li>Vendredi : 10h00–12h00 et 14h00–19h00</li>
<li>Samedi : 10h00–19h00</li>
<li>Dimanche : sur rendez-vous</li>
</ul>
<p>Le caveau est fermé le 25 décembre, le 1er janvier et pendant les vendanges (deux à trois semaines en septembre) pour les visites ; la vente reste alors assurée du lundi au samedi.</p>
<h2>Informations pratiques</h2>
<ul>
<li><strong>Réservation</strong> au 03 80 21 45 67 ou à contact@domaine-du-vallon.fr, au moins 48 heures à l’avance. Annulation gratuite jusqu’à 24 heures avant la visite.</li>
<li><strong>Groupes</strong> de plus de 12 personnes : visites sur devis, du lundi au vendredi.</li>
<li><strong>Accessibilité</strong> : le caveau et la cuverie sont accessibles aux personnes à mobilité réduite ; les caves voûtées, desservies par un escalier, ne le sont pas.</li>
<li><strong>Enfants</strong> : bienvenus lors des visites, accompagnés ; un jus de raisin du domaine leur est proposé.</li>
</ul>
<p>Des crachoirs sont à votre disposition pendant les dégustations, ainsi que des éthylotests. Si vous conduisez, pensez à désigner un conducteur qui ne boit pas. La dégustation est réservée aux personnes majeures.</p>
${MODERATION}`,
};

const nousContacter: SeedPage = {
  url: 'nous-contacter',
  title: 'Nous contacter',
  metaDescription:
    'Adresse, téléphone, courriel, horaires du caveau et accès au Domaine du Vallon à Meursault-le-Vallon.',
  html: `<address>Domaine du Vallon<br>12 chemin des Vignes<br>21190 Meursault-le-Vallon<br>Téléphone : 03 80 21 45 67<br>Courriel : contact@domaine-du-vallon.fr</address>
<p>Camille Morel répond à vos questions sur nos vins, les visites, les commandes et les expéditions. Pour les professionnels (cavistes, restaurateurs, importateurs), merci de préciser le nom de votre établissement dans votre message.</p>
<h2>Horaires du caveau</h2>
<table>
<thead><tr><th scope="col">Jour</th><th scope="col">Horaires</th></tr></thead>
<tbody>
<tr><th scope="row">Lundi</th><td>14h00–18h00</td></tr>
<tr><th scope="row">Mardi</th><td>10h00–12h00 et 14h00–18h00</td></tr>
<tr><th scope="row">Mercredi</th><td>10h00–12h00 et 14h00–18h00</td></tr>
<tr><th scope="row">Jeudi</th><td>10h00–12h00 et 14h00–18h00</td></tr>
<tr><th scope="row">Vendredi</th><td>10h00–12h00 et 14h00–19h00</td></tr>
<tr><th scope="row">Samedi</th><td>10h00–19h00</td></tr>
<tr><th scope="row">Dimanche</th><td>Sur rendez-vous</td></tr>
</tbody>
</table>
<h2>Venir au domaine</h2>
<ul>
<li><strong>En voiture</strong> : depuis l’autoroute A6, sortie Beaune, suivez la direction de Chagny par la route départementale 974 pendant 8 km, puis Meursault-le-Vallon. Dans le village, le chemin des Vignes part de la place de l’Église vers le coteau ; le domaine est à 400 mètres sur la gauche.</li>
<li><strong>Coordonnées GPS</strong> : 46.9787, 4.7702.</li>
<li><strong>Stationnement</strong> : parking gratuit dans la cour du domaine, y compris pour les autocars (sur réservation) ; borne de recharge pour véhicules électriques.</li>
<li><strong>En train</strong> : la gare de Beaune est à 12 km ; des taxis sont disponibles à la gare.</li>
<li><strong>À vélo</strong> : la Voie des Vignes passe à 1,5 km du domaine ; un abri à vélos est à votre disposition.</li>
</ul>
<p>Vous pouvez aussi nous écrire grâce au formulaire ci-dessous.</p>`,
};

export const wineEstatePages: SeedPage[] = [accueil, leDomaine, nosVins, visites, nousContacter];

// ---------------------------------------------------------------------------------------------
// Actualités
// ---------------------------------------------------------------------------------------------

export const wineEstateNews: SeedNews[] = [
  {
    title: 'Vendanges 2026 : un millésime de précision',
    summary:
      'Commencées le 9 septembre et terminées le 25, les vendanges 2026 ont donné des raisins sains et bien équilibrés, malgré des volumes réduits par le gel de printemps.',
    promoted: true,
    daysAgo: 40,
    html: `<p>Les vendanges 2026 se sont déroulées au domaine du 9 au 25 septembre, avec une équipe de 22 vendangeurs. Comme chaque année, elles ont commencé par les parcelles du Clos Morel destinées au crémant, récoltées plus tôt pour préserver leur fraîcheur, avant les chardonnays des Combes et des Perrières, l’aligoté d’En Champ-Rond et enfin le pinot noir de Sous-la-Roche.</p>
<h2>Une année contrastée</h2>
<p>Le millésime a été marqué par un épisode de gel dans la nuit du 14 au 15 avril, qui a touché le bas des parcelles d’aligoté : les rendements y sont inférieurs d’environ 30 % à la moyenne. L’été chaud et sec, tempéré par les orages de la mi-août, a ensuite permis une maturation régulière. Le tri à la vigne a été léger : l’état sanitaire des raisins était très bon.</p>
<h2>Premières impressions</h2>
<p>Les analyses montrent des degrés potentiels compris entre 12,5 et 13,2 % vol. et une acidité bien conservée, en particulier sur les chardonnays. Les fermentations alcooliques s’achèvent : les blancs poursuivent leur élevage en fûts, et les pinots noirs, pressés après 17 à 19 jours de cuvaison, présentent une couleur soutenue et un fruit net.</p>
<p>Il faudra patienter jusqu’au printemps 2028 pour découvrir les premiers vins de ce millésime au caveau. Merci à toute l’équipe des vendangeurs, dont certains reviennent au domaine depuis plus de quinze ans.</p>
${MODERATION}`,
  },
  {
    title: 'Nouveauté : notre premier Crémant de Bourgogne',
    summary:
      'Après 24 mois de vieillissement dans nos caves, le Crémant de Bourgogne « Éclat du Vallon » Brut est disponible au caveau.',
    daysAgo: 30,
    html: `<p>C’est une première dans l’histoire du domaine : notre Crémant de Bourgogne « Éclat du Vallon » Brut est disponible au caveau depuis le mois d’octobre. Il est issu de la récolte 2023 : les vins de base ont été mis en bouteille pour leur seconde fermentation au printemps 2024, puis ont vieilli 24 mois sur lattes dans nos caves voûtées, bien au-delà des neuf mois minimum requis par l’appellation, avant d’être dégorgés en juin 2026.</p>
<h2>La cuvée</h2>
<ul>
<li><strong>Cépages</strong> : 60 % pinot noir et 40 % chardonnay, issus des parcelles du Clos Morel et des Combes.</li>
<li><strong>Élaboration</strong> : vendanges manuelles en caisses, pressurage des raisins entiers, méthode traditionnelle, remuage et dégorgement au domaine, dosage de 6 grammes par litre.</li>
<li><strong>Dégustation</strong> : bulles fines, nez de pomme, d’agrumes et de brioche, bouche fraîche et précise.</li>
<li><strong>Production</strong> : 4 800 bouteilles numérotées.</li>
</ul>
<p>Le crémant est proposé au prix de 18,00 € TTC la bouteille au caveau. Vous pouvez le découvrir lors de nos <a href="/visites-et-degustations">dégustations</a>, aux horaires d’ouverture. Retrouvez sa fiche complète sur la page <a href="/nos-vins">Nos vins</a>.</p>
${MODERATION}`,
  },
  {
    title: 'Retrouvez-nous au Salon des vins et terroirs de Lille',
    summary:
      'Le Domaine du Vallon présentera ses vins du 4 au 6 décembre au Salon des vins et terroirs de Lille, stand B12.',
    daysAgo: 8,
    html: `<p>Camille et Julien Morel seront présents au Salon des vins et terroirs de Lille, qui réunit cette année 250 vignerons et producteurs venus de toutes les régions de France. Vous pourrez y déguster nos quatre cuvées, dont notre nouveau crémant, et échanger avec nous sur le millésime 2026.</p>
<h2>Informations pratiques</h2>
<ul>
<li><strong>Dates</strong> : vendredi 4 décembre de 14h00 à 20h00, samedi 5 décembre de 10h00 à 20h00, dimanche 6 décembre de 10h00 à 18h00.</li>
<li><strong>Lieu</strong> : Lille Grand Palais, hall B, stand B12.</li>
<li><strong>Entrée</strong> : 8 €, verre de dégustation compris. Nous offrons deux invitations à nos clients qui en font la demande avant le 1er décembre à contact@domaine-du-vallon.fr.</li>
</ul>
<p>Les commandes passées sur le salon peuvent être emportées ou livrées à domicile. L’accès au salon est réservé aux personnes majeures ; des crachoirs et des éthylotests sont à la disposition des visiteurs. Pendant le salon, le caveau reste ouvert aux horaires habituels, avec Françoise et Bernard Morel.</p>
${MODERATION}`,
  },
];

// ---------------------------------------------------------------------------------------------
// Liens du pied de page
// ---------------------------------------------------------------------------------------------

export const wineEstateFooterLinks: { title: string; url: string }[] = [
  { title: 'Vins de Bourgogne', url: 'https://www.bourgogne-wines.com' },
  { title: 'Vin & Société', url: 'https://www.vinetsociete.fr' },
  { title: 'Visites et dégustations', url: '/visites-et-degustations' },
  { title: 'Nous contacter', url: '/nous-contacter' },
];

// ---------------------------------------------------------------------------------------------
// Textes légaux
// ---------------------------------------------------------------------------------------------

export const wineEstateLegal: SeedLegalTexts = {
  LEGAL_NOTICE: `<h2>Éditeur du site</h2>
<address>EARL Domaine du Vallon<br>12 chemin des Vignes<br>21190 Meursault-le-Vallon<br>Téléphone : 03 80 21 45 67<br>Courriel : contact@domaine-du-vallon.fr</address>
<ul>
<li>Exploitation agricole à responsabilité limitée (EARL) au capital de 50 000 €</li>
<li>RCS Dijon 812 345 678 — SIRET : 812 345 678 00019</li>
<li>Numéro de TVA intracommunautaire : FR12812345678</li>
</ul>
<h2>Directeur de la publication</h2>
<p>M. Julien Morel, gérant.</p>
<h2>Hébergement</h2>
<address>Parvis Hébergement<br>10 rue de l’Hébergement<br>75010 Paris</address>
<h2>Propriété intellectuelle</h2>
<p>L’ensemble des contenus de ce site (textes, photographies, logos, étiquettes, éléments graphiques) est la propriété de l’EARL Domaine du Vallon ou de ses partenaires et est protégé par le Code de la propriété intellectuelle. Toute reproduction, même partielle, est interdite sans autorisation écrite préalable.</p>
<h2>Vente d’alcool</h2>
<p>La vente de boissons alcooliques est interdite aux mineurs de moins de 18 ans (article L3342-1 du Code de la santé publique). L’accès aux pages présentant nos vins et la commande en ligne sont réservés aux personnes majeures.</p>
<p><em>L’abus d’alcool est dangereux pour la santé, à consommer avec modération. La consommation de boissons alcoolisées pendant la grossesse, même en faible quantité, peut avoir des conséquences graves sur la santé de l’enfant.</em></p>
<h2>Données personnelles et cookies</h2>
<p>Le traitement de vos données personnelles est décrit dans notre <a href="/privacy-policy">politique de confidentialité</a>, l’utilisation des cookies dans notre <a href="/cookie-policy">politique de cookies</a>. Les ventes en ligne sont régies par nos <a href="/sale-terms">conditions générales de vente</a>.</p>`,

  PRIVACY_POLICY: `<p>L’EARL Domaine du Vallon s’engage à protéger les données personnelles de ses clients et des visiteurs de son site. Cette politique décrit les données que nous collectons, leurs finalités, leur durée de conservation et vos droits, conformément au règlement général sur la protection des données (<abbr title="Règlement général sur la protection des données">RGPD</abbr>) et à la loi Informatique et Libertés.</p>
<h2>Responsable du traitement</h2>
<address>EARL Domaine du Vallon, représentée par M. Julien Morel, gérant<br>12 chemin des Vignes<br>21190 Meursault-le-Vallon<br>Téléphone : 03 80 21 45 67</address>
<p>Pour toute question relative à vos données, vous pouvez contacter notre délégué à la protection des données (DPO) à l’adresse <strong>dpo@domaine-du-vallon.fr</strong>.</p>
<h2>Les données collectées et leurs finalités</h2>
<table>
<thead><tr><th scope="col">Traitement</th><th scope="col">Données</th><th scope="col">Finalité</th><th scope="col">Base légale</th></tr></thead>
<tbody>
<tr><td>Commandes et livraisons</td><td>Identité, adresses de facturation et de livraison, téléphone, courriel, contenu de la commande</td><td>Traiter, expédier et facturer vos commandes, gérer le service après-vente</td><td>Exécution du contrat (article 6.1.b du RGPD)</td></tr>
<tr><td>Vérification de l’âge</td><td>Date de naissance</td><td>S’assurer que l’acheteur est majeur, la vente d’alcool aux mineurs étant interdite</td><td>Obligation légale (article 6.1.c)</td></tr>
<tr><td>Compte client</td><td>Courriel, mot de passe (conservé sous forme chiffrée), historique des commandes</td><td>Vous permettre de suivre vos commandes et de gérer vos informations</td><td>Exécution du contrat (article 6.1.b)</td></tr>
<tr><td>Formulaire de contact et réservations de visites</td><td>Nom, courriel, téléphone, message, date de visite</td><td>Répondre à vos demandes et organiser votre visite</td><td>Intérêt légitime (article 6.1.f)</td></tr>
<tr><td>Lettre d’information</td><td>Courriel</td><td>Vous informer des nouveaux millésimes, des salons et des journées portes ouvertes</td><td>Consentement (article 6.1.a)</td></tr>
<tr><td>Avis clients</td><td>Courriel, commande concernée</td><td>Vous inviter à donner votre avis environ 15 jours après la livraison</td><td>Intérêt légitime (article 6.1.f), avec possibilité de vous y opposer à tout moment</td></tr>
<tr><td>Mesure d’audience</td><td>Pages consultées, navigateur, adresse IP tronquée</td><td>Améliorer le site</td><td>Consentement (article 6.1.a)</td></tr>
</tbody>
</table>
<p>Les données bancaires sont saisies directement sur la page sécurisée de notre prestataire de paiement : nous n’y avons jamais accès et ne les conservons pas.</p>
<h2>Destinataires</h2>
<p>Vos données sont destinées aux seules personnes du domaine chargées des commandes, de l’accueil et de la comptabilité. Elles sont transmises, pour ce qui les concerne, au transporteur chargé de la livraison, à notre prestataire de paiement, à notre expert-comptable et à notre hébergeur, Parvis Hébergement, qui agissent pour notre compte. Vos données sont hébergées dans l’Union européenne. Elles ne sont jamais vendues, louées ni cédées à des tiers.</p>
<h2>Durées de conservation</h2>
<ul>
<li>Les données de votre compte client, de vos demandes de contact et de votre abonnement à la lettre d’information sont conservées <strong>3 ans après votre dernière activité</strong> (dernière commande, dernière connexion ou dernier contact). Au terme de 3 ans d’inactivité, elles sont supprimées ou anonymisées.</li>
<li>Les factures et pièces comptables sont conservées 10 ans, comme l’exige le Code de commerce.</li>
<li>Votre choix concernant les cookies est conservé 6 mois ; le consentement aux cookies n’est jamais conservé plus de <strong>13 mois</strong>.</li>
</ul>
<h2>Vos droits</h2>
<p>Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données, du droit de retirer votre consentement à tout moment (un lien de désinscription figure dans chaque lettre d’information) et du droit de définir des directives relatives au sort de vos données après votre décès.</p>
<p>Pour les exercer, écrivez à dpo@domaine-du-vallon.fr ou par courrier à l’adresse du domaine. Un justificatif d’identité pourra vous être demandé en cas de doute raisonnable.</p>
<ul>
<li>Nous répondons à toute demande d’exercice de vos droits dans un délai de <strong>30 jours</strong>.</li>
<li>Une demande de suppression de vos données est traitée dans un délai de <strong>10 jours ouvrés</strong>, sous réserve des données que la loi nous oblige à conserver (factures).</li>
</ul>
<h2>Réclamation</h2>
<p>Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou sur <a href="https://www.cnil.fr" target="_blank">www.cnil.fr</a>.</p>`,

  COOKIE_POLICY: `<p>Un cookie est un petit fichier déposé sur votre appareil lorsque vous consultez un site internet. Cette page vous indique quels cookies utilise le site du Domaine du Vallon et comment modifier votre choix.</p>
<h2>Les cookies techniques</h2>
<p>Indispensables au fonctionnement du site, ils ne nécessitent pas votre consentement et ne servent à aucun suivi publicitaire.</p>
<table>
<thead><tr><th scope="col">Nom</th><th scope="col">Rôle</th><th scope="col">Durée de conservation</th></tr></thead>
<tbody>
<tr><td>token</td><td>Maintenir votre session lorsque vous êtes connecté à votre compte client</td><td>24 heures, ou jusqu’à la déconnexion</td></tr>
<tr><td>locale</td><td>Mémoriser la langue d’affichage du site</td><td>12 mois</td></tr>
<tr><td>parvis_consent</td><td>Mémoriser votre choix concernant les cookies de mesure d’audience</td><td>6 mois</td></tr>
</tbody>
</table>
<h2>Les cookies de mesure d’audience</h2>
<p>Uniquement si vous l’acceptez, des cookies de mesure d’audience nous permettent de connaître la fréquentation du site et les pages les plus consultées, afin de l’améliorer. Ces statistiques ne sont ni revendues ni utilisées à des fins publicitaires. Si vous refusez, aucun de ces cookies n’est déposé et le site reste entièrement utilisable.</p>
<h2>Durée de votre consentement</h2>
<p>Votre choix, acceptation ou refus, est conservé pendant 6 mois ; votre consentement vous est ensuite demandé à nouveau. Il n’est jamais conservé au-delà de 13 mois.</p>
<h2>Modifier votre choix</h2>
<p>Vous pouvez modifier votre choix à tout moment grâce au lien <strong>« Gérer les cookies »</strong> situé en bas de chaque page du site. Vous pouvez aussi paramétrer votre navigateur pour refuser ou supprimer les cookies ; certaines fonctions, comme la connexion à votre compte client, pourraient alors ne plus fonctionner.</p>
<p>Plus d’informations sur le site de la CNIL : <a href="https://www.cnil.fr" target="_blank">www.cnil.fr</a>. Voir aussi notre <a href="/privacy-policy">politique de confidentialité</a>.</p>`,

  USE_TERMS: `<p>Les présentes conditions générales d’utilisation (CGU) encadrent l’accès au site du Domaine du Vallon et l’utilisation des comptes clients. En naviguant sur le site, vous acceptez ces conditions. Les achats sont en outre régis par les <a href="/sale-terms">conditions générales de vente</a>.</p>
<h2>1. Accès au site réservé aux personnes majeures</h2>
<p>Ce site présente des boissons alcooliques. Son accès est réservé aux personnes âgées d’au moins 18 ans ; en entrant sur le site, vous déclarez avoir l’âge légal. La vente d’alcool aux mineurs est interdite (article L3342-1 du Code de la santé publique).</p>
<h2>2. Disponibilité du site</h2>
<p>Le site est accessible gratuitement à toute personne disposant d’un accès à internet. Nous nous efforçons d’en assurer la disponibilité, mais l’accès peut être interrompu pour maintenance ou en cas de force majeure. Les frais de connexion sont à la charge de l’utilisateur.</p>
<h2>3. Compte client</h2>
<ul>
<li>La création d’un compte nécessite une adresse électronique valide, un mot de passe et votre date de naissance ; un courriel de confirmation active le compte.</li>
<li>Vous vous engagez à fournir des informations exactes, notamment sur votre âge, et à les tenir à jour.</li>
<li>Votre mot de passe est strictement personnel ; vous êtes responsable de l’utilisation de votre compte et devez nous signaler sans délai toute utilisation non autorisée.</li>
<li>Vous pouvez supprimer votre compte à tout moment depuis votre espace client ou en écrivant à dpo@domaine-du-vallon.fr. Un compte inactif pendant 3 ans est supprimé.</li>
</ul>
<p>Nous pouvons suspendre ou fermer un compte en cas de fausse déclaration d’âge, de fraude ou de manquement aux présentes conditions.</p>
<h2>4. Avis et messages</h2>
<p>Les avis publiés par les clients doivent porter sur les produits achetés et rester courtois. Nous nous réservons le droit de ne pas publier un avis injurieux, sans rapport avec le produit ou contraire à la loi, notamment aux dispositions encadrant la publicité en faveur des boissons alcooliques.</p>
<h2>5. Contenus du site</h2>
<p>Les informations sur nos vins (millésimes, disponibilités, notes de dégustation) sont données à titre indicatif et peuvent évoluer. Les contenus du site sont protégés par le droit d’auteur ; toute reproduction sans autorisation est interdite. Nous ne sommes pas responsables du contenu des sites extérieurs vers lesquels renvoient des liens.</p>
<h2>6. Données personnelles</h2>
<p>Vos données sont traitées conformément à notre <a href="/privacy-policy">politique de confidentialité</a> et à notre <a href="/cookie-policy">politique de cookies</a>.</p>
<h2>7. Droit applicable</h2>
<p>Les présentes conditions sont soumises au droit français. Nous pouvons les modifier à tout moment ; la version applicable est celle en ligne lors de votre visite. En cas de litige, une solution amiable sera recherchée avant toute action judiciaire.</p>`,

  SALE_TERMS: `<p>Les présentes conditions générales de vente (CGV) s’appliquent à toutes les ventes de vins conclues sur le site du Domaine du Vallon entre l’EARL Domaine du Vallon et tout acheteur consommateur. Toute commande implique l’acceptation sans réserve des présentes conditions, consultables à tout moment sur le site.</p>
<h2>Article 1 — Vendeur</h2>
<address>EARL Domaine du Vallon, au capital de 50 000 €<br>12 chemin des Vignes, 21190 Meursault-le-Vallon<br>RCS Dijon 812 345 678 — TVA intracommunautaire FR12812345678<br>Téléphone : 03 80 21 45 67 — Courriel : contact@domaine-du-vallon.fr</address>
<h2>Article 2 — Vente interdite aux mineurs</h2>
<p>Conformément à l’article L3342-1 du Code de la santé publique, la vente d’alcool est interdite aux mineurs de moins de 18 ans. En passant commande, l’acheteur certifie avoir au moins 18 ans ; sa date de naissance lui est demandée lors de la création de son compte. Le domaine se réserve le droit de demander un justificatif d’âge et d’annuler toute commande passée par un mineur. Le transporteur peut refuser de remettre le colis à une personne qui ne justifie pas de sa majorité ; les sommes versées sont alors remboursées, déduction faite des frais d’expédition.</p>
<h2>Article 3 — Produits</h2>
<p>Les vins proposés sont décrits avec la plus grande exactitude possible (appellation, cépages, millésime, contenance, degré d’alcool). Les photographies ne sont pas contractuelles. Les offres sont valables dans la limite des stocks disponibles. Si un millésime est épuisé après votre commande, nous vous en informons et vous proposons, à votre choix, le millésime suivant au même prix ou le remboursement de l’article concerné.</p>
<h2>Article 4 — Prix</h2>
<p>Les prix sont indiqués en euros, toutes taxes comprises (TTC) : ils incluent la TVA au taux de 20 %, les droits d’accises et la cotisation sécurité sociale applicables aux boissons alcooliques. Ils ne comprennent pas les frais de livraison, indiqués avant la validation de la commande. Le prix applicable est celui affiché au moment de la validation de la commande.</p>
<h2>Article 5 — Commande</h2>
<ol>
<li>Ajout des vins choisis au panier, de 1 à 36 bouteilles par expédition.</li>
<li>Identification ou création du compte client.</li>
<li>Choix de l’adresse et du mode de livraison (livraison à domicile ou retrait au caveau).</li>
<li>Vérification du récapitulatif de la commande et du prix total, acceptation des présentes CGV.</li>
<li>Paiement sécurisé, qui vaut conclusion définitive du contrat.</li>
</ol>
<p>Un courriel de confirmation récapitulant la commande est envoyé à l’acheteur. Le domaine se réserve le droit de refuser une commande anormale ou passée de mauvaise foi, ou émanant d’un acheteur avec lequel existe un litige de paiement.</p>
<h2>Article 6 — Paiement</h2>
<p>Le paiement s’effectue par carte bancaire (CB, Visa, Mastercard) sur la plateforme sécurisée de notre prestataire de paiement, avec authentification forte (3-D Secure). Le compte est débité à la validation de la commande. Les données bancaires ne transitent pas par nos serveurs.</p>
<h2>Article 7 — Livraison</h2>
<p>Les livraisons sont effectuées en France métropolitaine uniquement, hors Corse, par transporteur, dans des emballages adaptés au transport des bouteilles. Les commandes sont expédiées sous 3 jours ouvrés et livrées en 2 à 5 jours ouvrés après l’expédition.</p>
<table>
<thead><tr><th scope="col">Nombre de bouteilles (ou équivalent 75 cl)</th><th scope="col">Frais de livraison TTC</th></tr></thead>
<tbody>
<tr><td>1 à 2 bouteilles</td><td>12,00 €</td></tr>
<tr><td>3 à 6 bouteilles</td><td>16,00 €</td></tr>
<tr><td>7 à 11 bouteilles</td><td>20,00 €</td></tr>
<tr><td>12 bouteilles et plus, ou commande de 150 € TTC et plus</td><td>Offerts</td></tr>
</tbody>
</table>
<p>En période de fortes chaleurs ou de gel, nous pouvons différer l’expédition afin de préserver la qualité des vins ; l’acheteur en est informé par courriel. Si la livraison n’intervient pas dans un délai de 30 jours après la commande, l’acheteur peut résoudre le contrat dans les conditions prévues à l’article L216-6 du Code de la consommation.</p>
<p>Le colis est remis contre signature à une personne majeure. À réception, vérifiez l’état du colis : en cas de colis endommagé ou de bouteilles cassées, refusez le colis ou formulez des réserves précises sur le bon du transporteur, puis prévenez-nous dans les 48 heures avec des photographies. Les bouteilles concernées sont remplacées ou remboursées. Les risques de perte ou d’endommagement des produits sont transférés à l’acheteur au moment où il prend physiquement possession des produits.</p>
<p><strong>Retrait au caveau</strong> : gratuit, possible aux horaires d’ouverture du caveau dès réception du courriel vous informant que la commande est prête (sous 48 heures), sur présentation d’une pièce d’identité, dans un délai de 30 jours.</p>
<h2>Article 8 — Droit de rétractation</h2>
<p>Conformément à l’article L221-18 du Code de la consommation, l’acheteur dispose d’un délai de <strong>14 jours</strong> à compter de la réception des produits pour exercer son droit de rétractation, sans avoir à justifier de motif ni à payer de pénalité. Il nous en informe par une déclaration dénuée d’ambiguïté, par courriel à contact@domaine-du-vallon.fr ou par courrier, en utilisant s’il le souhaite le modèle ci-dessous.</p>
<blockquote><p>À l’attention de l’EARL Domaine du Vallon, 12 chemin des Vignes, 21190 Meursault-le-Vallon, contact@domaine-du-vallon.fr : je vous notifie par la présente ma rétractation du contrat portant sur la vente des biens ci-dessous : [désignation des vins], commandés le [date] et reçus le [date]. Nom et adresse du consommateur. Date et signature (en cas de courrier).</p></blockquote>
<p>Les bouteilles doivent être retournées non ouvertes, dans leur emballage d’origine, au plus tard 14 jours après la communication de la décision de rétractation. Les frais de retour sont à la charge de l’acheteur. Le domaine rembourse la totalité des sommes versées, y compris les frais de livraison initiaux (sur la base du tarif standard), dans un délai de 14 jours à compter de la réception de la demande ; ce remboursement peut être différé jusqu’à la récupération des produits ou la preuve de leur expédition. Le remboursement est effectué par le même moyen de paiement que celui utilisé pour la commande. La responsabilité de l’acheteur peut être engagée en cas de dépréciation des produits résultant de manipulations autres que celles nécessaires pour en établir la nature et les caractéristiques.</p>
<h2>Article 9 — Garanties</h2>
<p>Les produits bénéficient de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation), qui permet d’agir dans un délai de deux ans à compter de la délivrance, et de la garantie des vices cachés (articles 1641 et suivants du Code civil). Les dépôts naturels et les cristaux de tartre qui peuvent apparaître dans les vins ne constituent pas un défaut. Au-delà de ces garanties, une bouteille présentant un goût de bouchon est remplacée sur retour de la bouteille rebouchée, dans les 12 mois suivant l’achat.</p>
<h2>Article 10 — Conservation des vins</h2>
<p>Après la livraison, les vins doivent être conservés couchés, à l’abri de la lumière, dans un endroit frais (entre 10 et 14 °C) et à température stable. Le domaine ne saurait être tenu responsable d’une altération due à de mauvaises conditions de conservation après la livraison.</p>
<h2>Article 11 — Données personnelles</h2>
<p>Les données recueillies lors de la commande sont nécessaires à son traitement. Elles sont traitées conformément à notre <a href="/privacy-policy">politique de confidentialité</a>.</p>
<h2>Article 12 — Service client et médiation</h2>
<p>Pour toute question ou réclamation, contactez-nous au 03 80 21 45 67 (aux horaires du caveau) ou à contact@domaine-du-vallon.fr. En cas de litige non résolu dans un délai de deux mois après une réclamation écrite, l’acheteur peut recourir gratuitement au médiateur de la consommation dont relève le domaine : Association Médiation Vins et Consommation, 8 rue des Tonneliers, 21000 Dijon. La liste des médiateurs de la consommation est disponible sur le site du <a href="https://www.economie.gouv.fr/mediation-conso" target="_blank">ministère de l’Économie</a>.</p>
<h2>Article 13 — Droit applicable</h2>
<p>Les présentes conditions sont soumises au droit français. À défaut d’accord amiable, le litige est porté devant la juridiction compétente dans les conditions prévues par le Code de procédure civile et le Code de la consommation.</p>
<p><em>L’abus d’alcool est dangereux pour la santé, à consommer avec modération. La consommation de boissons alcoolisées pendant la grossesse, même en faible quantité, peut avoir des conséquences graves sur la santé de l’enfant.</em></p>`,
};
