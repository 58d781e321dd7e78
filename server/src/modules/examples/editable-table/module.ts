import type { AppModule } from '../../../core/module';

/** Permission prefix of the demo table's toolbar (§6): `examples:etable:add`, `examples:etable:batch_delete`. */
export const EDITABLE_TABLE_DEMO_PREFIX = 'examples:etable:';

/** 组件示例 > 可编辑表格, with the two toolbar buttons the demo guards by prefix. */
export const editableTableExampleModule: AppModule = {
  name: 'examples-editable-table',
  menus: [
    {
      key: 'menu:examples:editable-table',
      parent: 'menu:examples',
      name: '可编辑表格',
      url: '/examples/editable-table',
      component: 'examples/editable-table/EditableTableDemo',
      componentName: 'EditableTableDemo',
      icon: 'insert-row-below',
      menuType: 1,
      sortNo: 3,
      isLeaf: true,
      keepAlive: true,
    },
    {
      key: 'btn:examples:etable:add',
      parent: 'menu:examples:editable-table',
      name: '新增行',
      menuType: 2,
      sortNo: 1,
      perms: `${EDITABLE_TABLE_DEMO_PREFIX}add`,
      permsType: '1',
    },
    {
      key: 'btn:examples:etable:batch_delete',
      parent: 'menu:examples:editable-table',
      name: '批量删除',
      menuType: 2,
      sortNo: 2,
      perms: `${EDITABLE_TABLE_DEMO_PREFIX}batch_delete`,
      permsType: '1',
    },
  ],
};
