import { describe, expect, it } from 'vitest';
import { defaultFieldConfig, onlineTable, type OnlineFormHead } from '@meiyun/shared';
import { formView } from './formView';

const fields = (table: string) => JSON.stringify(defaultFieldConfig(onlineTable(table)!));
const head = (over: Partial<OnlineFormHead> & Pick<OnlineFormHead, 'code' | 'tableName'>): OnlineFormHead => ({
  id: `id-${over.code}`,
  tableTxt: `表单${over.code}`,
  formType: '1',
  listStyle: 'normal',
  subTables: null,
  foreignKey: null,
  ...over,
  fieldConfig: over.fieldConfig ?? fields(over.tableName),
});
const cars = head({ code: 'cars', tableName: 'coalCar', formType: '3', foreignKey: 'carrierId' });
const drivers = head({ code: 'drivers', tableName: 'coalDriver', formType: '3', foreignKey: 'carrierId' });
const master = (listStyle: OnlineFormHead['listStyle']) => head({ code: 'm', tableName: 'coalCarrier', formType: '2', listStyle, subTables: 'cars,drivers' });

describe('online form list: which style shows', () => {
  it('shows a plain form plainly, over its table with the form’s fields', () => {
    const view = formView({ head: head({ code: 'car', tableName: 'coalCar' }), subs: [] });
    expect(view).toMatchObject({ kind: 'ready', style: 'normal', subs: [] });
    if (view.kind === 'ready') expect(view.meta).toMatchObject({ name: 'coalCar', api: '/coal/car', perm: 'coal:car' });
  });

  it('shows a tree over a table with a tree, else the plain list', () => {
    const tree = formView({ head: head({ code: 'cat', tableName: 'sysCategory', listStyle: 'tree' }), subs: [] });
    expect(tree).toMatchObject({ kind: 'ready', style: 'tree' });
    if (tree.kind === 'ready') expect(tree.meta.tree).toEqual({ parentField: 'pid', hasChildField: 'hasChild', root: '0' });
    expect(formView({ head: head({ code: 'car', tableName: 'coalCar', listStyle: 'tree' }), subs: [] })).toMatchObject({ style: 'normal' });
  });

  it.each(['erp', 'tab', 'innerTable'] as const)('shows a master as %s with its 附表 in order, by their foreign keys', (style) => {
    const view = formView({ head: master(style), subs: [cars, drivers] });
    expect(view).toMatchObject({ kind: 'ready', style });
    if (view.kind === 'ready') {
      expect(view.subs.map((s) => [s.head.code, s.meta.name, s.foreignKey])).toEqual([
        ['cars', 'coalCar', 'carrierId'],
        ['drivers', 'coalDriver', 'carrierId'],
      ]);
    }
  });

  it('shows a master whose 附表 are all gone as a plain list', () => {
    expect(formView({ head: master('erp'), subs: [] })).toMatchObject({ kind: 'ready', style: 'normal', subs: [] });
  });

  it('says which table is no longer registered, the master’s or a 附表’s', () => {
    expect(formView({ head: head({ code: 'x', tableName: 'coalGone', tableTxt: '旧表单', fieldConfig: fields('coalCar') }), subs: [] })).toEqual({ kind: 'error', message: '表单旧表单的数据表coalGone不存在' });
    const gone = { ...cars, tableName: 'coalGone', tableTxt: '车辆附表' };
    expect(formView({ head: master('erp'), subs: [gone, drivers] })).toEqual({ kind: 'error', message: '表单车辆附表的数据表coalGone不存在' });
  });

  it('refuses a 附表 without a foreign key and a form whose stored fields are broken', () => {
    expect(formView({ head: master('tab'), subs: [{ ...cars, foreignKey: null }] })).toEqual({ kind: 'error', message: '附表表单cars未设置关联字段' });
    expect(formView({ head: head({ code: 'b', tableName: 'coalCar', tableTxt: '坏表单', fieldConfig: '{' }), subs: [] })).toEqual({ kind: 'error', message: '表单坏表单：字段配置不是有效的JSON' });
  });
});
