import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MENU_ICON_NAMES } from '@meiyun/shared';
import { createTestApp, type TestApp } from '../../test/helpers';
import { sysPermission } from '../core/db/schema/index';
import { MODULES } from '../modules/index';
import { MENU_FOLDERS } from './data';
import { seedId } from '../core/db/seed-id';
import { seed } from './index';
import { FORMER_MENU_ICONS } from './menuIcons';

/** Every folder and menu the seed writes (buttons carry no icon). */
const seededMenus = [...MENU_FOLDERS, ...MODULES.flatMap((m) => m.menus ?? [])].filter((m) => m.menuType !== 2);

describe('seeded menu icons', () => {
  it('every seeded folder and menu has an icon the side menu renders, none shared with another', () => {
    const rendered = new Set<string>(MENU_ICON_NAMES);
    expect(seededMenus.filter((m) => !m.icon).map((m) => m.name)).toEqual([]);
    expect(seededMenus.filter((m) => !rendered.has(m.icon!)).map((m) => `${m.name}: ${m.icon}`)).toEqual([]);
    const byIcon = new Map<string, string[]>();
    for (const m of seededMenus) byIcon.set(m.icon!, [...(byIcon.get(m.icon!) ?? []), m.name]);
    expect([...byIcon.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('names former icons only of seeded menus, none of them the icon seeded now', () => {
    const now = new Map(seededMenus.map((m) => [m.key, m.icon]));
    for (const [key, former] of Object.entries(FORMER_MENU_ICONS)) {
      expect(now.has(key), key).toBe(true);
      expect(former, key).not.toContain(now.get(key));
    }
  });
});

describe('menu icons of a database seeded by an earlier version', () => {
  let t: TestApp;
  const iconOf = async (key: string) =>
    (await t.ctx.db.select({ icon: sysPermission.icon }).from(sysPermission).where(eq(sysPermission.id, seedId(key))))[0].icon;
  const setIcon = (key: string, icon: string | null) => t.ctx.db.update(sysPermission).set({ icon }).where(eq(sysPermission.id, seedId(key)));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('replaces the icons an earlier version seeded at the next start, and keeps the ones an administrator chose', async () => {
    // As an earlier version left them: the old seeded icon, or none where none was seeded.
    await setIcon('menu:system:category', 'apartment');
    await setIcon('menu:account', 'user');
    await setIcon('menu:account:center', null);
    await setIcon('menu:examples:editable-table', '');
    // An administrator's choices: another icon, and an icon cleared where one was seeded.
    await setIcon('menu:system:tenant', 'shop');
    await setIcon('menu:examples:drag-verify', null);

    await seed(t.ctx.db, t.ctx.hasher, undefined, MODULES);

    expect(await iconOf('menu:system:category')).toBe('partition');
    expect(await iconOf('menu:account')).toBe('contacts');
    expect(await iconOf('menu:account:center')).toBe('solution');
    expect(await iconOf('menu:examples:editable-table')).toBe('insert-row-below');
    expect(await iconOf('menu:system:tenant')).toBe('shop');
    expect(await iconOf('menu:examples:drag-verify')).toBeNull();
  });
});
