// Renders the app icons (public/icons/*.svg) to the PNGs the web app manifest names, in Debian's
// Chromium through playwright-core, with no network. Run after editing an icon's SVG:
//   node scripts/icons.mjs
// The PNGs are committed, so a build never renders or fetches anything.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const dir = new URL('../public/icons/', import.meta.url);
const OUT = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon-180.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { svg, png, size } of OUT) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const markup = readFileSync(new URL(svg, dir), 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${markup}`);
    await page.screenshot({ path: new URL(png, dir).pathname, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`${png} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
