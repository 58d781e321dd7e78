import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The 磅房作业 screen's light: none (no signal), unstable, or stable (capturable). */
export const stationLight = (page: Page) => page.getByTestId('station-weight-panel').getAttribute('data-light');

/** The big digits as a number's text, without the grouping spaces and the unit. */
export const stationWeight = async (page: Page) => (await page.getByTestId('station-weight').innerText()).replace(/\s/g, '').replace(/kg$/, '');

/** Waits for the scale to read `kg` and hold it green (the simulator's stand lasts 6 s; a cycle 33 s). */
export async function waitStable(page: Page, kg: number): Promise<void> {
  await expect
    .poll(async () => `${await stationWeight(page)} ${await stationLight(page)}`, { timeout: 45_000, interval: 100 })
    .toBe(`${kg} stable`);
}

/**
 * Captures the chosen truck's next weight with F2 once the scale holds `kg` green, and waits until the screen says
 * `taken` (its 已称 line). On a loaded machine the key can land after the stand has ended (refused: not stable); the
 * truck then comes back on the simulator's next cycle, so it is tried again there, up to three visits.
 */
export async function captureOnStable(page: Page, kg: number, taken: string): Promise<void> {
  const last = page.getByTestId('station-last');
  const refusal = page.locator('.ant-message-notice .ant-message-error, .ant-message-notice .ant-message-warning').locator('visible=true');
  for (let visit = 1; ; visit++) {
    await waitStable(page, kg);
    await page.keyboard.press('F2');
    const outcome = async () => ((await last.count()) && (await last.innerText()).includes(taken) ? 'taken' : (await refusal.count()) ? 'refused' : 'waiting');
    await expect.poll(outcome, { timeout: 15_000 }).not.toBe('waiting');
    if ((await outcome()) === 'taken') return;
    if (visit === 3) throw new Error(`F2 was refused three times: ${await refusal.first().innerText()}`);
    await refusal.first().waitFor({ state: 'hidden', timeout: 15_000 });
  }
}
