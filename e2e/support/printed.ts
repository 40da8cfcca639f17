import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export type PrintedSheets = {
  /** Each printed page's text, as poppler's pdftotext reads it (layout kept). */
  pages: string[];
  /** Page size in points, as pdfinfo reads it: 612 × 792 is Letter portrait, 792 × 612 landscape. */
  width: number;
  height: number;
};

/**
 * What the browser's print dialog would put on paper for the page as it stands: print media, Letter unless the page's
 * `@page` asks otherwise (the dialog honours it too). The PDF is kept at `file` to be looked at.
 */
export async function printedSheets(page: Page, file: string): Promise<PrintedSheets> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'Letter', preferCSSPageSize: true });
  await page.emulateMedia({ media: null });
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  // pdftotext ends every page, blank ones too, with a form feed.
  const pages = text.split('\f').slice(0, -1);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info) ?? [];
  return { pages, width: Number(width), height: Number(height) };
}

/** The browser's print dialog counted instead of opened: `window.printed` says how many times the page asked for it. */
export const countPrints = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { printed: number; print: () => void };
    w.printed = 0;
    w.print = () => {
      w.printed += 1;
    };
  });
