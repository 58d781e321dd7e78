import type { Locator, Page } from 'playwright-core';

/**
 * Clicks a side-menu entry, unfolding `folder` first when the entry is not showing, and waits until the menu marks
 * it chosen. Asking once whether the entry shows and clicking at once races the menu: after a resize the sider
 * widens and reopens its folders, and opening one root folder folds the others (an accordion), so an entry still
 * hidden gets its folder folded up by the click meant to open it, and a press on an entry that is sliding lands on
 * its neighbour. So every step waits for the folders to stop moving and the entry to keep its place.
 */
export async function clickMenuEntry(p: Page, folder: string, name: string): Promise<void> {
  const menu = p.locator('.ant-layout-sider .ant-menu');
  const item = menu.getByText(name, { exact: true });
  const chosen = menu.locator('li.ant-menu-item-selected').filter({ has: p.getByText(name, { exact: true }) });
  const folderTitle = menu.locator('.ant-menu-submenu-title').getByText(folder, { exact: true }).first();
  await folderTitle.waitFor();
  for (let attempt = 1; ; attempt++) {
    await menuAtRest(p);
    if (await item.isVisible()) {
      await keepsItsPlace(item);
      await item.click();
      if (await chosen.waitFor({ timeout: 5000 }).then(() => true, () => false)) return;
    } else {
      await folderTitle.click();
      await item.waitFor({ state: 'visible', timeout: 2000 }).catch(() => undefined);
    }
    if (attempt >= 5) throw new Error(`the side menu's ${folder} > ${name} could not be opened`);
  }
}

/** Until no folder of the side menu is folding or unfolding (antd marks a moving list with its collapse motion). */
async function menuAtRest(p: Page): Promise<void> {
  const moving = p.locator('.ant-layout-sider .ant-motion-collapse');
  for (const until = Date.now() + 5000; Date.now() < until && (await moving.count()) > 0; ) await p.waitForTimeout(50);
}

/** Until the locator's box stays the same for a tenth of a second (the sider widening moves every entry). */
async function keepsItsPlace(l: Locator): Promise<void> {
  let last = '';
  for (const until = Date.now() + 5000; Date.now() < until; ) {
    const box = JSON.stringify(await l.boundingBox());
    if (box === last) return;
    last = box;
    await l.page().waitForTimeout(100);
  }
}

/**
 * Opens a list screen from the side menu (unfolding `folder` when needed) and waits until it is the one showing.
 * The URL changes before the workspace switches tabs, and a tab left open keeps its list mounted and hidden: so the
 * list that was showing is first seen hidden, else a locator would catch its buttons on the way out.
 */
export async function openListFromMenu(p: Page, folder: string, name: string, url: RegExp): Promise<void> {
  const showing = p.locator('.entity-list-table').locator('visible=true');
  const before = (await showing.count()) ? await showing.first().elementHandle() : null;
  await clickMenuEntry(p, folder, name);
  await p.waitForURL(url);
  if (before) await before.waitForElementState('hidden');
  await showing.first().waitFor();
}

/** The rows of the entity list showing (a list kept alive in a hidden tab has rows too). */
export const listRows = (p: Page) => p.locator('.entity-list-table .ant-table-row').locator('visible=true');
