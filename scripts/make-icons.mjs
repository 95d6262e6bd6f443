#!/usr/bin/env node
/**
 * Generates the self-hosted SVG icons used by the web app:
 *   apps/web/public/icons/brands/<brand-slug>.svg         monogram badges (not trademark logos)
 *   apps/web/public/icons/categories/<category-slug>.svg  simple line icons
 *
 * Brand and category slugs/names are read from the catalog's seed data files
 * (apps/api/src/modules/catalog/seed/data/cars.ts and catalog.ts) with a small regex, so there is a single source of truth.
 *
 * Usage (from the repository root): node scripts/make-icons.mjs
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
const seedData = join(repoRoot, 'apps/api/src/modules/catalog/seed/data');
const iconsDir = join(repoRoot, 'apps/web/public/icons');

/** `{ slug: '...', name: '...' }` pairs in source order (escaped quotes are not needed by the data). */
function slugNamePairs(source) {
  const pairs = [];
  const re = /slug:\s*'([^']+)',\s*name:\s*'([^']+)'/g;
  for (const m of source.matchAll(re)) pairs.push({ slug: m[1], name: m[2] });
  return pairs;
}

/** The text of one `export const <name> ... = [ ... ];` block. */
function exportBlock(source, name) {
  const start = source.indexOf(`export const ${name}`);
  if (start < 0) throw new Error(`export const ${name} not found`);
  const end = source.indexOf('\n];', start);
  return source.slice(start, end < 0 ? undefined : end);
}

const carsSource = readFileSync(join(seedData, 'cars.ts'), 'utf8');
const catalogSource = readFileSync(join(seedData, 'catalog.ts'), 'utf8');
const brands = slugNamePairs(exportBlock(carsSource, 'brands'));
const categories = slugNamePairs(exportBlock(catalogSource, 'categories'));
if (brands.length === 0 || categories.length === 0) throw new Error('no brands or categories parsed');

const escapeXml = (s) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

// ---------------------------------------------------------------- brand monograms

/** Brand-appropriate badge colours; anything missing gets a stable colour from PALETTE. */
const BRAND_COLOURS = {
  'maruti-suzuki': '#1f3c88',
  hyundai: '#002c5f',
  tata: '#2b4c9b',
  mahindra: '#b0132b',
  kia: '#05141f',
  toyota: '#d4111e',
  honda: '#c8102e',
  mg: '#8c1d2c',
  skoda: '#3e8e2f',
  volkswagen: '#001e50',
  renault: '#a67c00',
  nissan: '#4a4f55',
  citroen: '#a3162c',
  jeep: '#3d5a3a',
  ford: '#003478',
  byd: '#1d4f91',
  isuzu: '#b31b1b',
  'mercedes-benz': '#2e3338',
  bmw: '#1c69d4',
  audi: '#1a1a1a',
  volvo: '#0f3057',
  jaguar: '#1e2a38',
  'land-rover': '#005a2b',
  lexus: '#2b2b2b',
};
const PALETTE = ['#1d4ed8', '#0f766e', '#7c3aed', '#b45309', '#be123c', '#334155'];

/** Initials that differ from the generic rule below. */
const INITIAL_OVERRIDES = { volkswagen: 'VW' };

function initials(slug, name) {
  if (INITIAL_OVERRIDES[slug]) return INITIAL_OVERRIDES[slug];
  if (/^[A-Z0-9]{2,3}$/.test(name)) return name; // BMW, MG, BYD
  const words = name.split(/[\s-]+/).filter(Boolean);
  // Single-word names get two letters so Honda/Hyundai, Tata/Toyota, Jeep/Jaguar stay distinct.
  if (words.length === 1) return words[0][0].toUpperCase() + words[0][1].toLowerCase();
  return words
    .slice(0, 3)
    .map((w) => w[0].toUpperCase())
    .join('');
}

function colourFor(slug) {
  if (BRAND_COLOURS[slug]) return BRAND_COLOURS[slug];
  let h = 0;
  for (const c of slug) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length];
}

function brandSvg({ slug, name }) {
  const text = initials(slug, name);
  const size = text.length >= 3 ? 20 : text.length === 2 ? 24 : 30;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">`,
    `<title>${escapeXml(name)}</title>`,
    `<rect x="2" y="2" width="60" height="60" rx="14" fill="${colourFor(slug)}"/>`,
    `<rect x="5" y="5" width="54" height="54" rx="11" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="1.5"/>`,
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" letter-spacing="0.5">${escapeXml(text)}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------- category line icons

const r1 = (n) => Math.round(n * 10) / 10;
const polar = (cx, cy, r, deg) => {
  const a = (deg * Math.PI) / 180;
  return [r1(cx + r * Math.cos(a)), r1(cy + r * Math.sin(a))];
};

/** Gear outline: `teeth` teeth between radii rIn and rOut. */
function gearPath(cx, cy, teeth, rIn, rOut) {
  const step = 360 / teeth;
  const pts = [];
  for (let i = 0; i < teeth; i++) {
    const a = i * step - 90;
    pts.push(polar(cx, cy, rIn, a - step * 0.3));
    pts.push(polar(cx, cy, rOut, a - step * 0.18));
    pts.push(polar(cx, cy, rOut, a + step * 0.18));
    pts.push(polar(cx, cy, rIn, a + step * 0.3));
  }
  return `M${pts.map((p) => p.join(' ')).join('L')}Z`;
}

/** One snowflake arm (vertical, with a chevron at each end), rotated by `deg`. */
const snowArm = (deg) => `<g transform="rotate(${deg} 32 32)"><path d="M32 8v48M26 12l6 6 6-6M26 52l6-6 6 6"/></g>`;

const tyreSpokes = [0, 72, 144, 216, 288]
  .map((deg) => {
    const [x1, y1] = polar(32, 32, 5, deg - 90);
    const [x2, y2] = polar(32, 32, 14, deg - 90);
    return `M${x1} ${y1}L${x2} ${y2}`;
  })
  .join('');

const CATEGORY_ICONS = {
  // wrench
  'periodic-services': '<path d="M41 9a13 13 0 0 0-12 17.5L10.5 45a5 5 0 0 0 7 7L36 33.5A13 13 0 0 0 53.5 21.5l-8 8-7.5-2-2-7.5 8-8A13 13 0 0 0 41 9z"/>',
  // water drop with a shine
  'car-wash-detailing': '<path d="M32 7C32 7 15 27 15 39a17 17 0 0 0 34 0C49 27 32 7 32 7z"/><path d="M24 40a8 8 0 0 0 8 8"/>',
  // snowflake
  'ac-service-repair': [0, 60, 120].map(snowArm).join(''),
  // battery with + and -
  batteries: '<rect x="8" y="18" width="48" height="34" rx="4"/><path d="M16 18v-6h8v6M40 18v-6h8v6M15 35h10M20 30v10M39 35h10"/>',
  // tyre with tread, rim and spokes
  'tyres-wheel-care': `<circle cx="32" cy="32" r="25"/><circle cx="32" cy="32" r="16"/><circle cx="32" cy="32" r="5"/><path d="${tyreSpokes}"/>`,
  // spray paint can
  'denting-painting':
    '<rect x="14" y="26" width="22" height="32" rx="3"/><path d="M18 26v-6h14v6M22 20v-6h6v6M14 36h22M42 14h.01M48 10h.01M48 18h.01M54 14h.01M54 22h.01M54 6h.01"/>',
  // sparkles
  'car-spa-cleaning':
    '<path d="M27 6l4.5 14.5L46 25l-14.5 4.5L27 44l-4.5-14.5L8 25l14.5-4.5z"/><path d="M48 38l2.2 6.8L57 47l-6.8 2.2L48 56l-2.2-6.8L39 47l6.8-2.2z"/>',
  // gear
  'clutch-body-parts': `<path d="${gearPath(32, 32, 8, 19, 26)}"/><circle cx="32" cy="32" r="8"/>`,
  // coil-over shock absorber
  'suspension-fitments':
    '<circle cx="32" cy="7" r="3"/><path d="M32 10v6M20 16h24M24 16l16 5-16 5 16 5-16 5 16 5-16 5M20 46h24"/><rect x="26" y="46" width="12" height="8" rx="1"/><circle cx="32" cy="58" r="3"/>',
  // windshield with wiper and a headlamp beam
  'windshields-lights': '<path d="M6 46l8-26c11-5 25-5 36 0l8 26c-17-5-35-5-52 0z"/><path d="M20 43L34 24"/><path d="M10 56h12M26 56h12M42 56h12"/>',
  // shield with tick
  'insurance-claims': '<path d="M32 6l20 8v16c0 13-8.5 22.5-20 28C20.5 52.5 12 43 12 30V14z"/><path d="M23 32l6 6 12-12"/>',
};
const FALLBACK_ICON = '<circle cx="32" cy="32" r="22"/><path d="M32 22v12M32 42h.01"/>';

function categorySvg({ slug, name }) {
  const body = CATEGORY_ICONS[slug] ?? FALLBACK_ICON;
  if (!CATEGORY_ICONS[slug]) console.warn(`make-icons: no drawing for category "${slug}", using fallback`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" fill="none" stroke="#1d4ed8" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" role="img" aria-label="${escapeXml(name)}">`,
    `<title>${escapeXml(name)}</title>`,
    body,
    `</svg>`,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------- write

function writeAll(subdir, items, render) {
  const dir = join(iconsDir, subdir);
  mkdirSync(dir, { recursive: true });
  for (const item of items) {
    const svg = render(item);
    writeFileSync(join(dir, `${item.slug}.svg`), svg);
  }
  return dir;
}

const brandDir = writeAll('brands', brands, brandSvg);
const categoryDir = writeAll('categories', categories, categorySvg);
process.stdout.write(`make-icons: wrote ${brands.length} brand icons to ${brandDir}\n`);
process.stdout.write(`make-icons: wrote ${categories.length} category icons to ${categoryDir}\n`);
