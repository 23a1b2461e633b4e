// A town hall page made with the page builder (page type GRAPE): markup and CSS as GrapesJS
// writes them (ids and classes, one stylesheet), sanitised on save like any admin content.
export const townGrapePages: Record<string, { html: string; css: string }> = {
  'vivre-a-vallon-sur-lys/vie-economique-et-tourisme/office-de-tourisme': {
    html: `<section id="ot-intro" class="ot-band">
  <p class="ot-lead">L’office de tourisme intercommunal de la Vallée de la Lys dispose à Vallon-sur-Lys d’un bureau d’information installé dans la <strong>Maison de l’éclusier</strong>, quai de la Lys, au bord de l’écluse restaurée. Les conseillers en séjour vous renseignent sur les sites à visiter, les hébergements, les restaurants et les manifestations de toute la vallée.</p>
</section>
<section id="ot-horaires" class="ot-section">
  <h2 class="ot-title">Horaires du bureau de Vallon-sur-Lys</h2>
  <div class="ot-grid">
    <div class="ot-card"><h3 class="ot-card-title">D’avril à juin et en septembre</h3><p>Du mercredi au dimanche, de 10h00 à 12h30 et de 14h00 à 17h30.</p></div>
    <div class="ot-card"><h3 class="ot-card-title">En juillet et en août</h3><p>Tous les jours, de 10h00 à 13h00 et de 14h00 à 18h30.</p></div>
    <div class="ot-card"><h3 class="ot-card-title">D’octobre à mars</h3><p>Bureau fermé ; accueil téléphonique au siège de l’office, du lundi au vendredi, au <a href="tel:0328423020">03 28 42 30 20</a>.</p></div>
  </div>
</section>
<section id="ot-services" class="ot-section">
  <h2 class="ot-title">Services proposés</h2>
  <ul class="ot-list">
    <li>Cartes et topoguides des <a href="/vivre-a-vallon-sur-lys/vie-economique-et-tourisme/sentiers-pedestres-et-cyclables">sentiers pédestres et cyclables</a>.</li>
    <li>Location de vélos à assistance électrique : 20 € la journée, caution demandée.</li>
    <li>Visites guidées de l’église Saint-Vaast et du centre-bourg le dimanche à 15h00 en été : 5 €, gratuit pour les moins de 12 ans.</li>
    <li>Billetterie pour les balades en bateau électrique sur la Lys.</li>
    <li>Boutique de produits locaux : bière de la vallée, miel, linge brodé.</li>
  </ul>
  <p class="ot-note">Groupes et scolaires : des visites sur mesure sont possibles toute l’année sur réservation auprès du siège de l’office de tourisme.</p>
</section>`,
    css: `* { box-sizing: border-box; }
body { margin: 0; }
.ot-band { padding: 24px; border-radius: 8px; background-color: #f3efe6; border-left: 6px solid #cace0b; }
.ot-lead { margin: 0; font-size: 1.15em; line-height: 1.6; }
.ot-section { margin-top: 32px; }
.ot-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 16px; }
.ot-card { padding: 16px 20px; border: 1px solid #d9d4cc; border-radius: 8px; background-color: #ffffff; }
.ot-card-title { margin: 0 0 8px; font-size: 1.05em; }
.ot-list { padding-left: 1.2em; line-height: 1.7; }
.ot-note { font-style: italic; }
@media (max-width: 768px) { .ot-band { padding: 16px; } .ot-section { margin-top: 24px; } }`,
  },
};
