/** A category (分类字典) as `/sys/category/*` answers it; `hasChildren` feeds lazy tree tables. */
export interface CategoryRecord {
  id: string;
  pid: string;
  name: string;
  code: string;
  /** '1' when the category has children. */
  hasChild: string;
  hasChildren: boolean;
  /** yyyy-MM-dd HH:mm:ss, business zone. */
  createTime: string | null;
}
