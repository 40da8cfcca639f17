// Screenshots of every built screen at desktop and 800 px, for a human look before closing an issue.
// Run against a running product: BASE_URL=http://localhost:3000 npx tsx scripts/screenshots.ts
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = process.env.SHOTS_DIR ?? 'screenshots';
const email = process.env.SHOTS_USER ?? 'director@demo.mx';
const paths = (
  process.env.SHOTS_PATHS ?? '/ /degrees /degrees/create /honorific_titles /cities /venues /venues/1 /user/password /about'
).split(' ');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  env: { ...process.env, LANG: 'es_MX.UTF-8', LANGUAGE: 'es_MX:es' },
  args: [
    '--lang=es-MX',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [1280, 800]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'es-MX' });
  await page.goto(`${base}/login`);
  await page.screenshot({ path: `${out}/login-${width}.png` });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(process.env.SHOTS_PASSWORD ?? 'demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(`${base}/`);
  for (const path of paths) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    const name = path.replace(/^\//, '').replaceAll('/', '_') || 'home';
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}/`);
