import type { EntityMeta } from '../entity/meta';
import { announcementMeta } from './system/announcement';
import { checkRuleMeta } from './system/checkRule';
import { cgformHeadMeta } from './online/cgform-head';
import { cgreportHeadMeta } from './online/cgreport-head';
import { categoryMeta } from './system/category';
import { dataSourceMeta } from './system/data-source';
import { dictItemMeta, dictMeta } from './system/dict';
import { fillRuleMeta } from './system/fillRule';
import { logMeta } from './system/log';
import { messageTemplateMeta } from './system/messageTemplate';
import { positionMeta } from './system/position';
import { roleMeta } from './system/role';
import { tenantMeta } from './system/tenant';
import { thirdAccountMeta } from './system/thirdAccount';
import { userMeta } from './system/user';
import { COAL_ENTITIES } from './coal/index';

/** Every entity declaration, for what reads across them (field labels of request refusals). */
export const ALL_ENTITIES: readonly EntityMeta[] = [
  announcementMeta,
  categoryMeta,
  cgformHeadMeta,
  cgreportHeadMeta,
  checkRuleMeta,
  dataSourceMeta,
  dictMeta,
  dictItemMeta,
  fillRuleMeta,
  logMeta,
  messageTemplateMeta,
  positionMeta,
  roleMeta,
  tenantMeta,
  thirdAccountMeta,
  userMeta,
  ...COAL_ENTITIES,
];
