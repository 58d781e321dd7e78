/**
 * Editable table benchmark: first render of 1 000 rows × 20 columns, and a scroll to the bottom, in Chromium
 * against the real server and the built web app (`npm run build` first).
 *
 *   npx tsx bench/editable-table.bench.ts [runs]
 *
 * Figures per run: ms from the mode switch until the table shows its rows and two frames have painted; ms from
 * the scroll to the bottom until the last row is drawn and two frames have painted; frames during a smooth
 * scroll through the whole table and their longest gap, next to the frames an idle page gets in the same time
 * (on a loaded machine the idle figure shows how much of the gap is the machine).
 */
import { launchBrowser, WIDE } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';

const runs = Number(process.argv[2] ?? 5);
const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: WIDE, locale: 'zh-CN' });
  const page = await context.newPage();
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  await page.goto(`${server.url}/examples/editable-table`);
  await page.getByPlaceholder(/用户名/).fill('admin');
  await page.getByPlaceholder(/密码/).fill('123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  const dialog = page.locator('.ant-modal', { hasText: '确认密码' }).first();
  await dialog.waitFor({ timeout: 20000 });
  await dialog.locator('input[type="password"]').nth(0).fill('Meiyun@2026');
  await dialog.locator('input[type="password"]').nth(1).fill('Meiyun@2026');
  await dialog.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByTestId('editable-table').waitFor();

  const results: { render: number; scroll: number; frames: number; longestFrame: number; rowsInDom: number; cellsInDom: number; idleFrames: number }[] = [];
  for (let i = 0; i < runs; i++) {
    await page.getByText('全部列类型').click();
    await page.waitForFunction(() => document.querySelector('.etable-count')?.textContent?.includes('共 3 行'));
    const render = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const option = [...document.querySelectorAll('.ant-segmented-item')].find((el) => el.textContent?.includes('1000 行')) as HTMLElement;
          const t0 = performance.now();
          option.click();
          const check = () => {
            if (document.querySelector('.etable-count')?.textContent?.includes('共 1000 行') && document.querySelector('.etable-row[data-index="0"]')) {
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
            } else requestAnimationFrame(check);
          };
          check();
        }),
    );
    const scroll = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const el = document.querySelector('.etable-scroll') as HTMLElement;
          const t0 = performance.now();
          el.scrollTop = el.scrollHeight;
          const check = () => {
            if (document.querySelector('.etable-row[data-index="999"]')) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    // A steady scroll from top to bottom over ~2 s: count frames and the longest gap between them.
    const sweep = await page.evaluate(
      () =>
        new Promise<{ frames: number; longestFrame: number; rowsInDom: number; cellsInDom: number }>((resolve) => {
          const el = document.querySelector('.etable-scroll') as HTMLElement;
          el.scrollTop = 0;
          const max = el.scrollHeight - el.clientHeight;
          const start = performance.now();
          let last = start;
          let frames = 0;
          let longest = 0;
          let rowsInDom = 0;
          let cellsInDom = 0;
          const step = (now: number) => {
            frames += 1;
            longest = Math.max(longest, now - last);
            last = now;
            const p = Math.min(1, (now - start) / 2000);
            el.scrollTop = max * p;
            rowsInDom = Math.max(rowsInDom, document.querySelectorAll('.etable-row').length);
            cellsInDom = Math.max(cellsInDom, document.querySelectorAll('.etable-td').length);
            if (p < 1) requestAnimationFrame(step);
            else resolve({ frames, longestFrame: longest, rowsInDom, cellsInDom });
          };
          requestAnimationFrame(step);
        }),
    );
    // The same 2 s with no scrolling: what the machine gives an idle page, to read the sweep against.
    const idleFrames = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          let frames = 0;
          const step = (now: number) => {
            frames += 1;
            if (now - start < 2000) requestAnimationFrame(step);
            else resolve(frames);
          };
          requestAnimationFrame(step);
        }),
    );
    results.push({ render, scroll, ...sweep, idleFrames });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.table(results.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Math.round(v * 10) / 10]))));
  console.log(
    `median over ${runs}: first render 1000×20 ${median(results.map((r) => r.render)).toFixed(1)} ms; scroll to bottom settled ${median(results.map((r) => r.scroll)).toFixed(1)} ms; ` +
      `2 s sweep ${median(results.map((r) => r.frames))} frames (idle page: ${median(results.map((r) => r.idleFrames))}), longest frame ${median(results.map((r) => r.longestFrame)).toFixed(1)} ms; ` +
      `at most ${Math.max(...results.map((r) => r.rowsInDom))} rows and ${Math.max(...results.map((r) => r.cellsInDom))} cells in the DOM`,
  );
} finally {
  await browser.close();
  await server.stop();
}
