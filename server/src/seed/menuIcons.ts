import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { sysPermission } from '../core/db/schema/index';
import type { SeedMenu } from '../core/module';
import { seedId } from '../core/db/seed-id';

/**
 * The icons earlier versions seeded for menus whose icon has changed since (null: seeded without one). A database
 * seeded then keeps its menu rows, since the seed inserts only what is missing; this table lets a start tell the
 * old seeded icon from one an administrator chose, and replace only the former.
 */
export const FORMER_MENU_ICONS: Readonly<Record<string, readonly (string | null)[]>> = {
  'menu:account': ['user'],
  'menu:coal:gpsTrack': ['environment'],
  'menu:coal:report:receivableAgeing': ['alert'],
  'menu:account:center': [null],
  'menu:account:settings': [null],
  'menu:system:category': ['apartment'],
  'menu:system:tenant': ['cluster'],
  'menu:system:checkRule': ['safety'],
  'menu:system:quartzJob': ['field-time'],
  'menu:monitor:runtime': ['code'],
  'menu:monitor:http': ['api'],
  'menu:monitor:trace': ['history'],
  'menu:monitor:disk': ['pie-chart'],
  'menu:monitor:redis': ['database'],
  'menu:monitor:online': ['team'],
  'menu:examples:form-widgets': [null],
  'menu:examples:tree-table': [null],
  'menu:examples:dict-widgets': [null],
  'menu:examples:cron': ['schedule'],
  'menu:examples:upload': ['container'],
  'menu:examples:editor': ['form'],
  'menu:examples:drag-verify': ['audit'],
  'menu:examples:editable-table': [null],
};

/**
 * Gives each seeded menu row still showing an icon an earlier version seeded the icon seeded now. A row whose icon
 * an administrator changed (to anything else, or cleared where one was seeded) is left as it is.
 */
export async function upgradeMenuIcons(db: Db, menus: SeedMenu[]): Promise<void> {
  for (const m of menus) {
    const former = FORMER_MENU_ICONS[m.key];
    if (!former || !m.icon) continue;
    const names = former.filter((f): f is string => f !== null && f !== m.icon);
    const stillSeeded: SQL[] = [];
    if (names.length) stillSeeded.push(inArray(sysPermission.icon, names));
    if (former.includes(null)) stillSeeded.push(isNull(sysPermission.icon), eq(sysPermission.icon, ''));
    if (!stillSeeded.length) continue;
    await db.update(sysPermission).set({ icon: m.icon }).where(and(eq(sysPermission.id, seedId(m.key)), or(...stillSeeded)));
  }
}
