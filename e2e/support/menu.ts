import type { Page } from 'playwright-core';

/**
 * Opens a list screen from the side menu (unfolding `folder` when needed) and waits until it is the one showing.
 * The URL changes before the workspace switches tabs, and a tab left open keeps its list mounted and hidden: so the
 * list that was showing is first seen hidden, else a locator would catch its buttons on the way out.
 */
export async function openListFromMenu(p: Page, folder: string, name: string, url: RegExp): Promise<void> {
  const menu = p.locator('.ant-layout-sider .ant-menu');
  const showing = p.locator('.entity-list-table').locator('visible=true');
  const before = (await showing.count()) ? await showing.first().elementHandle() : null;
  const item = menu.getByText(name, { exact: true });
  if (!(await item.isVisible())) await menu.getByText(folder).click();
  await item.click();
  await p.waitForURL(url);
  if (before) await before.waitForElementState('hidden');
  await showing.first().waitFor();
}

/** The rows of the entity list showing (a list kept alive in a hidden tab has rows too). */
export const listRows = (p: Page) => p.locator('.entity-list-table .ant-table-row').locator('visible=true');
