import type { FastifyInstance } from 'fastify';
import type { MenuComponent, MenuIconName } from '@meiyun/shared';
import type { AppContext } from './context';
import type { Db } from './db/client';
import type { JobHandler } from './jobs/types';

/**
 * A menu, sub-menu or button of the seed. Component strings are the contract with the web's screen registry: one of
 * the screens of `shared/src/screens.ts` (the registry, `web/src/app/router/screenRegistry.ts`, has a page for
 * each), or a layout for a folder.
 */
export interface SeedMenu {
  /** Stable name the row's id is derived from, e.g. `menu:system:user` or `btn:system:user:add`. */
  key: string;
  /** Key of the parent menu, or null for a root entry. */
  parent: string | null;
  name: string;
  /** 0 top menu, 1 sub-menu, 2 button. */
  menuType: 0 | 1 | 2;
  sortNo: number;
  url?: string;
  component?: MenuComponent;
  componentName?: string;
  redirect?: string;
  /** Menus and folders: one of the names the side menu renders; seeded menus each have their own. */
  icon?: MenuIconName;
  keepAlive?: boolean;
  isLeaf?: boolean;
  hidden?: boolean;
  alwaysShow?: boolean;
  /** Not a route of its own (route flag '0'). */
  isRoute?: boolean;
  internalOrExternal?: boolean;
  /** Buttons: the permission code(s), comma-separated. */
  perms?: string;
  /** Buttons: 1 show/hide, 2 disable. */
  permsType?: '1' | '2';
  /** Roles (by role code) that hold this entry besides admin, which holds everything. */
  roles?: string[];
}

export interface SeedDict {
  code: string;
  name: string;
  /** [value, text] in display order. */
  items: [string, string][];
}

/**
 * One feature of the server: its routes (under the API prefix) and the rows it needs in a fresh database.
 * Every feature is listed once in `server/src/modules/index.ts`.
 */
export interface AppModule {
  name: string;
  routes?: (api: FastifyInstance, ctx: AppContext) => Promise<void>;
  menus?: SeedMenu[];
  dicts?: SeedDict[];
  /** Other rows the feature needs; must insert only what is missing (it runs at every start). */
  seed?: (db: Db) => Promise<void>;
  /** Handlers the administrator can schedule (定时任务). */
  jobs?: JobHandler<any>[];
  /** Scheduled jobs a fresh database starts with (inserted once; the administrator may change or remove them). */
  seedJobs?: SeedJob[];
}

export interface SeedJob {
  /** Stable name the row's id is derived from. */
  key: string;
  jobName: string;
  handlerKey: string;
  cronExpression: string;
  parameter?: string;
  description: string;
  /** 0 running, -1 stopped. */
  status: 0 | -1;
}
