// The scenes of the seed's illustrations, each an SVG document drawn from a few options: the
// commune's countryside, a public building (town hall, school, library…), the river, the
// Christmas market, the vineyard, and a wine bottle drawn from the wine's own data.
import {
  church,
  escapeXml,
  hill,
  house,
  mix,
  randomFrom,
  SEASONS,
  type Season,
  sky,
  svgDocument,
  treeRow,
} from './draw.ts';

export interface SceneSize {
  width: number;
  height: number;
}

interface Common {
  /** Seeds the random choices: the same name draws the same picture. */
  name: string;
  season?: Season | undefined;
}

/** Rolling fields and woods, a village church far away. */
function landscape({ name, season = 'summer' }: Common, { width: w, height: h }: SceneSize): string {
  const r = randomFrom(name);
  const p = SEASONS[season];
  let body = sky(w, h, p, r, 'l');
  body += hill(w, h, h * 0.5, h * 0.05, p.hills[0]!, r);
  body += church(w * (0.2 + r() * 0.5), h * 0.56, h * 0.09, mix(p.hills[1]!, '#404050', 0.45));
  body += hill(w, h, h * 0.6, h * 0.05, p.hills[1]!, r);
  body += treeRow(0, w, h * 0.63, h * 0.09, p, r);
  body += hill(w, h, h * 0.72, h * 0.04, p.hills[2]!, r);
  // furrows of a field in the foreground
  for (let i = 0; i < 9; i++) {
    const y = h * (0.8 + i * 0.025);
    body += `<path d="M0 ${y} Q ${w / 2} ${y - h * 0.04} ${w} ${y}" stroke="${p.hills[3]}" stroke-width="${h * 0.006}" fill="none" opacity="0.6"/>`;
  }
  return svgDocument(w, h, body);
}

/** A public building on its square: the town hall by default, with its flag and clock. */
function building(
  { name, season = 'summer', label = 'MAIRIE', flag = true }: Common & { label?: string; flag?: boolean },
  { width: w, height: h }: SceneSize,
): string {
  const r = randomFrom(name);
  const p = SEASONS[season];
  let body = sky(w, h, p, r, 'b');
  body += hill(w, h, h * 0.6, h * 0.04, p.hills[0]!, r);
  body += treeRow(0, w * 0.22, h * 0.78, h * 0.16, p, r);
  body += treeRow(w * 0.78, w, h * 0.78, h * 0.16, p, r);
  const ground = h * 0.8;
  const bw = w * 0.52;
  const bx = (w - bw) / 2;
  const bh = h * 0.36;
  const wall = '#efe2c8';
  const roof = '#4f5a6a';
  // wings and central pavilion
  body += `<rect x="${bx}" y="${ground - bh}" width="${bw}" height="${bh}" fill="${wall}" stroke="#c9b894" stroke-width="2"/>`;
  body += `<polygon points="${bx - w * 0.01},${ground - bh} ${bx + bw * 0.08},${ground - bh - h * 0.09} ${bx + bw * 0.92},${ground - bh - h * 0.09} ${bx + bw + w * 0.01},${ground - bh}" fill="${roof}"/>`;
  const cw = bw * 0.3;
  const cx = bx + (bw - cw) / 2;
  body += `<rect x="${cx}" y="${ground - bh - h * 0.06}" width="${cw}" height="${bh + h * 0.06}" fill="${mix(wall, '#ffffff', 0.3)}" stroke="#c9b894" stroke-width="2"/>`;
  body += `<polygon points="${cx - w * 0.01},${ground - bh - h * 0.06} ${cx + cw / 2},${ground - bh - h * 0.16} ${cx + cw + w * 0.01},${ground - bh - h * 0.06}" fill="${mix(wall, '#a08a60', 0.35)}"/>`;
  // clock in the pediment
  body += `<circle cx="${cx + cw / 2}" cy="${ground - bh - h * 0.095}" r="${h * 0.025}" fill="#ffffff" stroke="#3a3a3a" stroke-width="2"/><path d="M${cx + cw / 2} ${ground - bh - h * 0.095} v-${h * 0.017} M${cx + cw / 2} ${ground - bh - h * 0.095} h${h * 0.012}" stroke="#3a3a3a" stroke-width="2"/>`;
  // the name over the door
  body += `<text x="${cx + cw / 2}" y="${ground - bh + h * 0.02}" font-family="DejaVu Serif, serif" font-size="${h * 0.032}" font-weight="bold" text-anchor="middle" fill="#4a3f30" letter-spacing="2">${escapeXml(label)}</text>`;
  // windows: two floors on the wings, tall door in the centre
  const windowW = bw * 0.055;
  for (const row of [0.3, 0.66]) {
    for (let i = 0; i < 6; i++) {
      const wing = i < 3 ? bx + bw * 0.05 : cx + cw + bw * 0.03;
      const x = wing + (i % 3) * bw * 0.11;
      body += `<rect x="${x}" y="${ground - bh + bh * row}" width="${windowW}" height="${bh * 0.22}" fill="#7d9bb5" stroke="#ffffff" stroke-width="3"/>`;
    }
    if (row < 0.5)
      body += `<rect x="${cx + cw * 0.3}" y="${ground - bh + bh * row}" width="${cw * 0.4}" height="${bh * 0.22}" fill="#7d9bb5" stroke="#ffffff" stroke-width="3"/>`;
  }
  body += `<path d="M${cx + cw * 0.3} ${ground} v-${bh * 0.3} a${cw * 0.2} ${cw * 0.2} 0 0 1 ${cw * 0.4} 0 v${bh * 0.3}z" fill="#5a3d2a"/>`;
  if (flag) {
    const fx = cx + cw / 2;
    const fy = ground - bh - h * 0.16;
    const fw = w * 0.05;
    body += `<line x1="${fx}" y1="${fy}" x2="${fx}" y2="${fy - h * 0.12}" stroke="#555" stroke-width="3"/><rect x="${fx}" y="${fy - h * 0.12}" width="${fw / 3}" height="${h * 0.05}" fill="#1f3f99"/><rect x="${fx + fw / 3}" y="${fy - h * 0.12}" width="${fw / 3}" height="${h * 0.05}" fill="#ffffff"/><rect x="${fx + (2 * fw) / 3}" y="${fy - h * 0.12}" width="${fw / 3}" height="${h * 0.05}" fill="#d8333a"/>`;
  }
  // steps and the paved square
  body += `<rect x="${cx - cw * 0.05}" y="${ground}" width="${cw * 1.1}" height="${h * 0.02}" fill="#cfc6b5"/>`;
  body += `<rect x="0" y="${ground + h * 0.02}" width="${w}" height="${h}" fill="${season === 'winter' ? '#e8ecef' : '#d9cdb5'}"/>`;
  for (let i = 1; i < 5; i++)
    body += `<line x1="0" y1="${ground + h * 0.02 + i * h * 0.04}" x2="${w}" y2="${ground + h * 0.02 + i * h * 0.04}" stroke="#c4b89e" stroke-width="2"/>`;
  return svgDocument(w, h, body);
}

/** The river between poplars, a lock and a small bridge. */
function river({ name, season = 'summer' }: Common, { width: w, height: h }: SceneSize): string {
  const r = randomFrom(name);
  const p = SEASONS[season];
  let body = sky(w, h, p, r, 'r');
  body += hill(w, h, h * 0.48, h * 0.04, p.hills[0]!, r);
  body += hill(w, h, h * 0.56, h * 0.03, p.hills[1]!, r);
  body += treeRow(0, w, h * 0.6, h * 0.14, p, r, 'poplar');
  body += `<rect x="0" y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="${p.hills[2]}"/>`;
  // the river widens towards the viewer
  body += `<path d="M${w * 0.42} ${h * 0.6} C ${w * 0.3} ${h * 0.72}, ${w * 0.65} ${h * 0.8}, ${w * 0.2} ${h} L ${w * 0.95} ${h} C ${w * 0.9} ${h * 0.82}, ${w * 0.55} ${h * 0.72}, ${w * 0.58} ${h * 0.6} Z" fill="${p.water}"/>`;
  for (let i = 0; i < 14; i++) {
    const y = h * (0.63 + r() * 0.35);
    const x = w * (0.35 + r() * 0.4);
    body += `<line x1="${x}" y1="${y}" x2="${x + w * 0.05}" y2="${y}" stroke="#ffffff" stroke-width="${h * 0.004}" opacity="0.55"/>`;
  }
  // a stone footbridge over the river
  const by = h * 0.66;
  body += `<path d="M${w * 0.3} ${by} Q ${w * 0.5} ${by - h * 0.08} ${w * 0.7} ${by} L ${w * 0.7} ${by + h * 0.03} Q ${w * 0.5} ${by - h * 0.03} ${w * 0.3} ${by + h * 0.03} Z" fill="#b8a98c"/>`;
  body += house(w * 0.08, h * 0.62, h * 0.12, '#efe4cf', '#9a4a3a');
  body += house(w * 0.8, h * 0.62, h * 0.1, '#f2e8d6', '#7a4a3a');
  return svgDocument(w, h, body);
}

/** The Christmas market on the square at dusk: chalets, garlands and the tree. */
function market({ name }: Common, { width: w, height: h }: SceneSize): string {
  const r = randomFrom(name);
  const p = SEASONS.night;
  let body = sky(w, h, p, r, 'm');
  for (let i = 0; i < 60; i++)
    body += `<circle cx="${r() * w}" cy="${r() * h * 0.45}" r="${1 + r() * 1.8}" fill="#ffffff" opacity="${0.4 + r() * 0.5}"/>`;
  body += church(w * 0.62, h * 0.62, h * 0.16, '#1c2438');
  body += `<rect x="0" y="${h * 0.62}" width="${w}" height="${h}" fill="#dfe5ec"/>`;
  // the Christmas tree
  const tx = w * 0.5;
  for (let i = 0; i < 4; i++) {
    const top = h * (0.22 + i * 0.09);
    const half = w * (0.05 + i * 0.025);
    body += `<polygon points="${tx},${top} ${tx - half},${top + h * 0.16} ${tx + half},${top + h * 0.16}" fill="${['#1f5a34', '#24663a', '#2a7040', '#2f7a46'][i]}"/>`;
  }
  body += `<rect x="${tx - w * 0.012}" y="${h * 0.65}" width="${w * 0.024}" height="${h * 0.05}" fill="#5a3d2a"/><polygon points="${tx},${h * 0.17} ${tx - 12},${h * 0.23} ${tx + 12},${h * 0.23}" fill="#ffd34d"/>`;
  for (let i = 0; i < 24; i++) {
    const y = h * (0.28 + r() * 0.4);
    const spread = ((y - h * 0.22) / (h * 0.5)) * w * 0.12;
    body += `<circle cx="${tx + (r() * 2 - 1) * spread}" cy="${y}" r="${h * 0.008}" fill="${['#ffd34d', '#e64a3a', '#ffffff'][i % 3]}"/>`;
  }
  // chalets on both sides, roofs white with snow
  const chalets = [0.04, 0.2, 0.7, 0.86];
  for (const [i, x] of chalets.entries()) {
    const cx = w * x;
    const cw = w * 0.13;
    const top = h * 0.62;
    body += `<rect x="${cx}" y="${top}" width="${cw}" height="${h * 0.2}" fill="${['#8a5a3a', '#7a4e32', '#94603e', '#80553a'][i]}"/><polygon points="${cx - cw * 0.08},${top} ${cx + cw / 2},${top - h * 0.1} ${cx + cw * 1.08},${top}" fill="#f4f6f8"/><rect x="${cx + cw * 0.1}" y="${top + h * 0.05}" width="${cw * 0.8}" height="${h * 0.08}" fill="#ffcf7a"/><rect x="${cx}" y="${top + h * 0.13}" width="${cw}" height="${h * 0.025}" fill="#c0392b"/>`;
  }
  // a garland of lights across the square
  for (let i = 0; i <= 30; i++) {
    const x = (w * i) / 30;
    const y = h * 0.12 + Math.sin((i / 30) * Math.PI) * h * 0.08;
    body += `<circle cx="${x}" cy="${y}" r="${h * 0.007}" fill="#ffe08a"/>`;
  }
  return svgDocument(w, h, body);
}

/** Vine rows running up the slope to the estate's house. */
function vineyard({ name, season = 'autumn' }: Common, { width: w, height: h }: SceneSize): string {
  const r = randomFrom(name);
  const p = SEASONS[season];
  let body = sky(w, h, p, r, 'v');
  body += hill(w, h, h * 0.42, h * 0.04, p.hills[0]!, r);
  body += church(w * 0.15, h * 0.46, h * 0.08, mix(p.hills[1]!, '#404050', 0.4));
  body += house(w * 0.7, h * 0.48, h * 0.1, '#efe2c8', '#8a4a32');
  body += `<rect x="0" y="${h * 0.48}" width="${w}" height="${h}" fill="${p.hills[1]}"/>`;
  // the rows converge towards the horizon
  const vanishX = w * 0.5;
  const horizon = h * 0.48;
  for (let i = -14; i <= 14; i++) {
    const bottomX = vanishX + i * w * 0.09;
    body += `<line x1="${vanishX + i * w * 0.012}" y1="${horizon}" x2="${bottomX}" y2="${h}" stroke="${p.foliage[Math.abs(i) % p.foliage.length]}" stroke-width="${h * 0.025}" stroke-linecap="round"/>`;
  }
  for (let i = 0; i < 40; i++) {
    const y = h * (0.6 + r() * 0.38);
    const x = r() * w;
    body += `<circle cx="${x}" cy="${y}" r="${h * (0.006 + r() * 0.006)}" fill="${season === 'autumn' ? '#3a1f3f' : '#6a8a3a'}" opacity="0.8"/>`;
  }
  return svgDocument(w, h, body);
}

export type WineColour = 'white' | 'red' | 'rose' | 'sparkling';

export interface WineLabel {
  name: string;
  appellation: string;
  vintage?: number | undefined;
  colour: WineColour;
  estate: string;
}

const WINE: Record<WineColour, { glass: string; wine: string; capsule: string }> = {
  white: { glass: '#9fb57a', wine: '#e9d98a', capsule: '#c9a64a' },
  red: { glass: '#2f3a25', wine: '#5a1526', capsule: '#7a1e2a' },
  rose: { glass: '#e8d2c8', wine: '#f0a08a', capsule: '#c45a6a' },
  sparkling: { glass: '#2f4a2a', wine: '#e9dc9a', capsule: '#d9c27a' },
};

/** Breaks a label's text into lines of at most `max` characters. */
function lines(text: string, max: number): string[] {
  const out: string[] = [];
  // French quotes stay with the word they enclose
  for (const word of text.replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»').split(/ +/)) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/** A Burgundy bottle (sloping shoulders) with its label: the wine's name, appellation and
 * vintage, in the colour of the wine. */
function bottle(label: WineLabel & { name: string }, { width: w, height: h }: SceneSize): string {
  const c = WINE[label.colour];
  const cx = w / 2;
  // the bottle stands in the middle, as wide as its height allows
  const bw = Math.min(w * 0.4, h * 0.3);
  const top = h * 0.06;
  const neck = bw * 0.26;
  const shoulder = h * 0.38;
  const bottom = h * 0.95;
  const outline = `M${cx - neck / 2} ${top} L${cx - neck / 2} ${h * 0.2} C ${cx - neck / 2} ${h * 0.3}, ${cx - bw / 2} ${h * 0.3}, ${cx - bw / 2} ${shoulder} L${cx - bw / 2} ${bottom - 10} Q ${cx - bw / 2} ${bottom} ${cx - bw / 2 + 10} ${bottom} L${cx + bw / 2 - 10} ${bottom} Q ${cx + bw / 2} ${bottom} ${cx + bw / 2} ${bottom - 10} L${cx + bw / 2} ${shoulder} C ${cx + bw / 2} ${h * 0.3}, ${cx + neck / 2} ${h * 0.3}, ${cx + neck / 2} ${h * 0.2} L${cx + neck / 2} ${top} Z`;
  let body = `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f1e6"/><stop offset="1" stop-color="#e6dccb"/></linearGradient><linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(c.glass, '#000000', 0.35)}"/><stop offset="0.35" stop-color="${c.glass}"/><stop offset="0.5" stop-color="${mix(c.glass, '#ffffff', 0.35)}"/><stop offset="0.7" stop-color="${c.glass}"/><stop offset="1" stop-color="${mix(c.glass, '#000000', 0.45)}"/></linearGradient><clipPath id="inside"><path d="${outline}"/></clipPath></defs>`;
  body += `<rect width="${w}" height="${h}" fill="url(#bg)"/><ellipse cx="${cx}" cy="${bottom + 4}" rx="${bw * 0.7}" ry="${h * 0.015}" fill="#000000" opacity="0.15"/>`;
  body += `<path d="${outline}" fill="url(#glass)"/>`;
  // the wine seen through the glass, below the shoulder
  body += `<rect x="0" y="${shoulder + h * 0.02}" width="${w}" height="${h}" fill="${c.wine}" opacity="${label.colour === 'red' ? 0.55 : 0.35}" clip-path="url(#inside)"/>`;
  body += `<rect x="${cx - bw * 0.32}" y="${shoulder}" width="${bw * 0.08}" height="${bottom - shoulder - 20}" fill="#ffffff" opacity="0.22"/>`;
  // capsule
  body += `<rect x="${cx - neck / 2 - 2}" y="${top - 2}" width="${neck + 4}" height="${h * 0.1}" rx="3" fill="${c.capsule}"/>`;
  if (label.colour === 'sparkling')
    body += `<path d="M${cx - neck / 2 - 2} ${top + h * 0.1} L${cx - neck * 0.9} ${h * 0.24} L${cx + neck * 0.9} ${h * 0.24} L${cx + neck / 2 + 2} ${top + h * 0.1} Z" fill="${c.capsule}"/>`;
  // the label
  const lx = cx - bw * 0.46;
  const lw = bw * 0.92;
  const ly = h * 0.52;
  const lh = h * 0.3;
  body += `<rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" fill="#fbf6ea" stroke="#b59a5a" stroke-width="2"/><rect x="${lx + 6}" y="${ly + 6}" width="${lw - 12}" height="${lh - 12}" fill="none" stroke="#b59a5a" stroke-width="1"/>`;
  const font = 'DejaVu Serif, serif';
  let y = ly + lh * 0.16;
  body += `<text x="${cx}" y="${y}" font-family="${font}" font-size="${h * 0.015}" text-anchor="middle" fill="#7a6a4a">${escapeXml(label.estate.toUpperCase())}</text>`;
  y += lh * 0.08;
  const nameLines = lines(label.name, 16);
  // a word longer than a line (« Meursault-le-Vallon ») keeps its line: the type shrinks to fit
  // it inside the label's frame (a bold serif letter is about 0.62 em wide)
  const longest = Math.max(...nameLines.map((l) => l.length));
  const nameSize = Math.min(h * (nameLines.length > 2 ? 0.021 : 0.025), (lw - 28) / (longest * 0.62));
  for (const line of nameLines) {
    y += nameSize * 1.2;
    body += `<text x="${cx}" y="${y}" font-family="${font}" font-size="${nameSize}" font-weight="bold" text-anchor="middle" fill="#3a2a1a">${escapeXml(line)}</text>`;
  }
  y += lh * 0.1;
  for (const line of lines(label.appellation, 24)) {
    body += `<text x="${cx}" y="${y}" font-family="${font}" font-size="${h * 0.017}" font-style="italic" text-anchor="middle" fill="#5a4a3a">${escapeXml(line)}</text>`;
    y += h * 0.022;
  }
  if (label.vintage)
    body += `<text x="${cx}" y="${ly + lh - lh * 0.08}" font-family="${font}" font-size="${h * 0.026}" font-weight="bold" text-anchor="middle" fill="${c.capsule}">${label.vintage}</text>`;
  return svgDocument(w, h, body);
}

export type SceneSpec =
  | ({ scene: 'landscape' } & Common)
  | ({ scene: 'building'; label?: string | undefined; flag?: boolean | undefined } & Common)
  | ({ scene: 'river' } & Common)
  | ({ scene: 'market' } & Common)
  | ({ scene: 'vineyard' } & Common)
  | ({ scene: 'bottle' } & WineLabel);

export function drawScene(spec: SceneSpec, size: SceneSize): string {
  switch (spec.scene) {
    case 'landscape':
      return landscape(spec, size);
    case 'building':
      return building(spec, size);
    case 'river':
      return river(spec, size);
    case 'market':
      return market(spec, size);
    case 'vineyard':
      return vineyard(spec, size);
    case 'bottle':
      return bottle(spec, size);
  }
}
