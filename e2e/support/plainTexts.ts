import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Developer words that must not reach the example pages, which an administrator opens from the menu: widget and
 * prop names, dictionary and table specs, API names, permission codes, storage folders, build variables. (Values
 * the user picks, like a cron expression, are fine; these are the words the pages used to explain themselves with.)
 */
const DEVELOPER_WORDS =
  /JSelect|JPopup|mpopup|allowRemove|async=|hasChildField|pidField|pcode|condition=|loadTreeData|loadDictItem|sys_depart|sys_category|transport_mode|operate_type|user_by_depart|system:depart|contract 目录|VITE_|表单值|\bsex\b/;

/** The page's visible text speaks to its user: none of the developer words above. */
export async function expectPlainTexts(page: Page, testId: string): Promise<void> {
  const text = await page.getByTestId(testId).innerText();
  expect(text, testId).not.toMatch(DEVELOPER_WORDS);
}
