import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const SHOTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'screenshots');

/** Debian's Chromium; its own download does not work here, and these flags keep it off the closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const WIDE = { width: 1440, height: 900 };
export const NARROW = { width: 390, height: 844 };

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: false });
}

/** Shoots the page wide, then narrow, and returns to wide; the pauses let the layout settle at each width. */
export async function shotWideAndNarrow(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await shot(page, `${name}-wide`);
  await page.setViewportSize(NARROW);
  await page.waitForTimeout(500);
  await shot(page, `${name}-narrow`);
  await page.setViewportSize(WIDE);
  await page.waitForTimeout(300);
}
