import { chromium } from '@playwright/test';
const base = 'http://localhost:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--lang=es-MX', '--no-sandbox'] });
for (const width of [1280, 800]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'es-MX' });
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill('director@demo.mx');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(`${base}/`);
  await page.goto(`${base}/students/68`);
  await page.getByRole('tab', { name: 'OTROS DATOS' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/mine-student-other-${width}.png`, fullPage: true });
  await page.getByTestId('curriculum-open').click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/mine-points-${width}.png` });
  await page.close();
}
await browser.close();
