/**
 * Draws the installed app's icons (PNG, as install prompts and launchers want) from the site's logo,
 * apps/web/public/favicon.svg, in headless Chromium:
 *   icon-192.png, icon-512.png   the rounded logo on a transparent background ("any")
 *   maskable-512.png             the car on a full-bleed brand background, inside the 80% safe zone
 *
 * Usage (from the repository root): npx tsx scripts/make-app-icons.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = path.join(import.meta.dirname, '..', 'apps', 'web', 'public');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const logoUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // A maskable icon may be cut to any shape: the logo's own square fills the canvas and the car keeps to the middle.
    const image = maskable
      ? `<div style="width:${size}px;height:${size}px;background:#1d4ed8;display:grid;place-items:center"><img src="${logoUrl}" style="width:${size * 0.9}px;height:${size * 0.9}px"></div>`
      : `<img src="${logoUrl}" style="display:block;width:${size}px;height:${size}px">`;
    await page.setContent(`<body style="margin:0;background:transparent">${image}</body>`);
    await page.screenshot({ path: path.join(publicDir, 'icons', 'app', file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
