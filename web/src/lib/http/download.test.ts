import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('download file name', () => {
  it('reads filename* and plain filename', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7.xlsx")).toBe('用户.xlsx');
    expect(fileNameFromDisposition('attachment; filename="report.xlsx"')).toBe('report.xlsx');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
