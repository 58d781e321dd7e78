/** The replies of `/sys/permission/*`: the menu screen's tree, the authorisation trees and a menu's data rules. */

/** A menu, sub-menu or button with its children (`list`, `getSystemMenuList`, `add`, `edit`). */
export interface MenuTreeNode {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  /** 0 top menu, 1 sub-menu, 2 button. */
  menuType: number;
  perms: string | null;
  /** 1 show/hide, 2 disable. */
  permsType: string;
  sortNo: number;
  alwaysShow: boolean;
  icon: string | null;
  isRoute: boolean;
  /** isRoute as the router reads it. */
  route: '0' | '1';
  isLeaf: boolean;
  keepAlive: boolean;
  hidden: boolean;
  hideTab: boolean;
  description: string | null;
  /** Buttons: '1' enabled, '0' disabled. */
  status: string;
  /** 1 when the menu has data rules. */
  ruleFlag: number;
  internalOrExternal: boolean;
  createTime: string | null;
  updateTime: string | null;
  children?: MenuTreeNode[];
}

/** A node of the authorisation tree of the role and department screens: every live menu and button. */
export interface AuthTreeNode {
  key: string;
  title: string;
  slotTitle: string;
  isLeaf: boolean;
  ruleFlag: number;
  menuType: number;
  children?: AuthTreeNode[];
}

export interface AuthTree {
  treeList: AuthTreeNode[];
  /** Every id of the tree (queryTreeList), or those the department holds (queryTreeListForDeptRole). */
  ids: string[];
}

/** A row rule of a menu (`queryPermissionRule`, `addPermissionRule`, `editPermissionRule`). */
export interface DataRule {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  /** '1' in force. */
  status: string;
  createTime: string | null;
  updateTime: string | null;
}

/** `queryDataRule/{permissionId}/{roleId}`: a menu's rules in force and which of them the role holds. */
export interface RoleDataRules {
  datarule: Omit<DataRule, 'createTime' | 'updateTime'>[];
  /** Comma-joined ids. */
  drChecked: string;
  /** Whether the role holds the menu at all. */
  granted: boolean;
}
