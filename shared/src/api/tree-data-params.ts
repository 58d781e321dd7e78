/**
 * `GET /sys/dict/loadTreeData`: the children of `pid` (the roots when empty) in a table registered as a tree
 * dictionary source. `condition` is a JSON object of field → value equality (`parseTreeCondition`).
 */
export interface TreeDataParams {
  pid: string;
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField?: string;
  condition?: string;
}
