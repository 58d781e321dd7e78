/** The replies of `/sys/sysDepart/*` and `/sys/sysDepartRole/*`. Times are `yyyy-MM-dd HH:mm:ss`, business zone. */

/** A department with its children, as the trees and the department form read it. */
export interface DepartNode {
  id: string;
  key: string;
  value: string;
  title: string;
  parentId: string | null;
  departName: string;
  departNameEn: string | null;
  /** Three characters a level (A01, A01A05, ...). */
  orgCode: string;
  /** 1 company, 2 department, 3 position. */
  orgCategory: string;
  /** 1 top level, 2 below. */
  orgType: string;
  departOrder: number;
  mobile: string | null;
  address: string | null;
  description: string | null;
  status: string;
  isLeaf: boolean;
  createTime: string | null;
  updateTime: string | null;
  children?: DepartNode[];
}

/** A role of one department (部门角色). */
export interface DeptRole {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  createTime: string | null;
  updateTime: string | null;
}
