import { describe, expect, it } from 'vitest';
import { importOutcome, isSpreadsheet } from './importResult';

const env = (over: Record<string, unknown>) => ({ success: true, code: 200, message: '', result: null, timestamp: 0, ...over });

describe('import replies', () => {
  it('reads 201 as imported with an error file to download', () => {
    expect(importOutcome(env({ code: 201, message: '文件导入成功，但有2条数据导入失败', result: 'sys/common/importErrors/a.xlsx' }), ['a.xlsx'])).toEqual({
      kind: 'partial',
      message: '文件导入成功，但有2条数据导入失败',
      errorFile: 'sys/common/importErrors/a.xlsx',
    });
  });

  it('names the files with the server message on failure, else 文件上传失败', () => {
    expect(importOutcome(env({ success: false, code: 500, message: '没有可导入的列' }), ['a.xlsx', 'b.xls'])).toEqual({ kind: 'failed', message: 'a.xlsx、b.xls 没有可导入的列' });
    expect(importOutcome(env({ success: false, code: 500 }), ['a.xlsx'])).toEqual({ kind: 'failed', message: '文件上传失败' });
    expect(importOutcome(env({ message: '文件导入成功！数据行数：3' }), ['a.xlsx'])).toEqual({ kind: 'ok', message: '文件导入成功！数据行数：3' });
  });

  it('accepts .xls and .xlsx only', () => {
    expect(isSpreadsheet('用户.XLSX')).toBe(true);
    expect(isSpreadsheet('old.xls')).toBe(true);
    expect(isSpreadsheet('data.csv')).toBe(false);
  });
});
