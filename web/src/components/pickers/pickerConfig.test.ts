import { describe, expect, it } from 'vitest';
import { checkMpopupProps, checkPopupConfig, confirmWarning, parseJsonProp, popupFieldValues, rowKeyOf, splitValue } from './pickerConfig';

describe('picker config checks', () => {
  it('popup selector needs code, orgFields and destFields of equal counts', () => {
    expect(checkPopupConfig({ code: 'r', orgFields: 'a', destFields: 'x' })).toBeNull();
    expect(checkPopupConfig({ orgFields: 'a', destFields: 'x' })).toBe('popup参数未正确配置!');
    expect(checkPopupConfig({ code: 'r', orgFields: '', destFields: 'x' })).toBe('popup参数未正确配置!');
    expect(checkPopupConfig({ code: 'r', orgFields: 'a,b', destFields: 'x' })).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
  });

  it('mpopup needs its table, its columns and in tree mode its tree dictionary', () => {
    const columns = [{ field: 'username', title: '账号' }];
    expect(checkMpopupProps({ tableName: 'sys_user', columns }, false)).toBeNull();
    expect(checkMpopupProps({ columns }, false)).toBe('mpopup参数未正确配置!');
    expect(checkMpopupProps({ tableName: 'sys_user', columns: [] }, false)).toBe('mpopup参数未正确配置!');
    expect(checkMpopupProps({ tableName: 'sys_user', columns: 'not json' }, false)).toBe('mpopup参数未正确配置!');
    expect(checkMpopupProps({ tableName: 'sys_user', columns }, true)).toBe('mpopup参数未正确配置!');
    expect(checkMpopupProps({ tableName: 'sys_user', columns, treeDict: 'sys_depart,depart_name,id' }, true)).toBeNull();
  });

  it('JSON-string props name the prop when wrong', () => {
    expect(parseJsonProp('JPopup', 'condition', '{"a":1}', 'object').value).toEqual({ a: 1 });
    expect(parseJsonProp('JPopup', 'condition', '[1]', 'object').error).toBe('组件JPopup-condition传值有误，需要一个json字符串!');
    expect(parseJsonProp('JPopup', 'columns', '{', 'array').error).toBe('组件JPopup-columns传值有误，需要一个json字符串!');
    expect(parseJsonProp('JPopup', 'condition', '', 'object').value).toEqual({});
  });

  it('composite row keys are cut to 50 characters', () => {
    expect(rowKeyOf({ id: 'abc' }, 'id')).toBe('abc');
    expect(rowKeyOf({ a: 'x', b: 2 }, 'a,b')).toBe('x|2');
    expect(rowKeyOf({ a: 'x'.repeat(40), b: 'y'.repeat(40) }, ['a', 'b'])).toHaveLength(50);
  });

  it('confirm warns for none, and for several in single mode', () => {
    expect(confirmWarning(0, true)).toBe('请选择一条记录');
    expect(confirmWarning(2, false)).toBe('只能选择一条记录');
    expect(confirmWarning(2, true)).toBeNull();
    expect(confirmWarning(1, false)).toBeNull();
  });

  it('maps report columns to form fields joined with the spliter', () => {
    const rows = [{ username: 'a', realname: '甲' }, { username: 'b', realname: null }];
    expect(popupFieldValues({ orgFields: 'username,realname', destFields: 'u,r', spliter: ';' }, rows)).toEqual({ u: 'a;b', r: '甲;' });
    expect(splitValue(' a, ,b ')).toEqual(['a', 'b']);
  });
});
