import type { ScreenKey } from '@meiyun/shared';

/**
 * A line about each example page for its card on 示例首页. Which pages get a card is the user's menu's to say; a
 * page without a line here shows its address instead.
 */
export const EXAMPLE_BLURBS: Partial<Record<ScreenKey, string>> = {
  'examples/formWidgets/FormWidgets': '表单里的各种输入控件及其校验提示',
  'examples/dictWidgets/DictWidgets': '字典下拉、异步搜索、树选择和分类选择',
  'examples/pickers/PickersDemo': '用户、部门、角色、职务、弹出选择和报表弹窗',
  'examples/editable-table/EditableTableDemo': '行内编辑、校验、拖动排序和多人同步',
  'examples/treeTable/TreeTableDemo': '逐级加载子节点的树形表格',
  'examples/cron/CronDemo': '生成 Cron 表达式并预览最近的执行时间',
  'examples/editor/EditorDemo': 'Markdown、代码和富文本编辑器',
  'examples/upload/UploadDemo': '文件和图片上传、预览与排序',
  'examples/dragVerify/DragVerifyDemo': '拖动滑块到最右端完成验证',
  'examples/mapFence/MapFenceDemo': '在地图上圈定圆形电子围栏',
};
