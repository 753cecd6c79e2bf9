// Draws apps/shell/src/pwa/icon.svg at 16, 32 and 48 px in the system Chromium and writes them
// as one favicon.ico (PNG entries) beside it, for the pages that carry no <link rel="icon"> and
// for browsers that ask /favicon.ico anyway. Run again after changing the icon:
//   node tools/web/make-favicon.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../apps/shell/src/pwa');
const svg = readFileSync(join(dir, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
const images = [];
for (const size of [16, 32, 48]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  images.push({ size, png: await page.screenshot({ omitBackground: true }) });
}
await browser.close();

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNGs.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach(({ size, png }, i) => {
  const at = 6 + 16 * i;
  header.writeUInt8(size, at);
  header.writeUInt8(size, at + 1);
  header.writeUInt16LE(1, at + 4);
  header.writeUInt16LE(32, at + 6);
  header.writeUInt32LE(png.length, at + 8);
  header.writeUInt32LE(offset, at + 12);
  offset += png.length;
});
writeFileSync(join(dir, 'favicon.ico'), Buffer.concat([header, ...images.map((i) => i.png)]));
