import { beforeEach, describe, expect, it, vi } from 'vitest';

const downloadFile = vi.fn(async () => true);
vi.mock('../../lib/http', () => ({
  downloadFile: (...args: unknown[]) => downloadFile(...(args as [])),
  getAction: vi.fn(),
  postAction: vi.fn(),
  putAction: vi.fn(),
  deleteAction: vi.fn(),
  uploadAction: vi.fn(),
}));

const { entityApi } = await import('./listApi');

describe('entityApi downloads', () => {
  beforeEach(() => downloadFile.mockClear());

  it('fetches the import template of the endpoint, named after its title', async () => {
    await entityApi({ api: '/sys/position', title: '职务' }).importTemplate();
    expect(downloadFile).toHaveBeenCalledWith('/sys/position/importTemplate', '职务导入模板.xlsx');
    await entityApi({ api: '/sys/sysDepart', title: '部门' }).importTemplate();
    expect(downloadFile).toHaveBeenLastCalledWith('/sys/sysDepart/importTemplate', '部门导入模板.xlsx');
  });

  it('exports the filter or the selection under the title', async () => {
    await entityApi({ api: '/sys/position', title: '职务' }).exportXls({ pageNo: 2, pageSize: 10, name: '*经理*' }, ['a', 'b']);
    expect(downloadFile).toHaveBeenCalledWith('/sys/position/exportXls', '职务.xlsx', { name: '*经理*', fileName: '职务', selections: 'a,b' });
  });
});
