import { beforeEach, describe, expect, it, vi } from 'vitest';

const getAction = vi.fn();
vi.mock('../../lib/http', () => ({ getAction: (...a: unknown[]) => getAction(...a) }));
const { clearReportColumnsCache, loadReportColumns } = await import('./reportApi');

const config = { cgRpConfigId: '1', cgRpConfigName: '报表', columns: [], dictOptions: {} };
beforeEach(() => {
  getAction.mockReset();
  clearReportColumnsCache();
});

describe('loadReportColumns', () => {
  it('keeps a group’s columns for 30 seconds', async () => {
    getAction.mockResolvedValue({ success: true, result: config });
    await loadReportColumns('r', 'g', 0);
    await loadReportColumns('r', 'g', 29_000);
    expect(getAction).toHaveBeenCalledTimes(1);
    await loadReportColumns('r', 'g', 31_000);
    expect(getAction).toHaveBeenCalledTimes(2);
  });

  it('asks every time without a group, and forgets failures', async () => {
    getAction.mockResolvedValue({ success: true, result: config });
    await loadReportColumns('r');
    await loadReportColumns('r');
    expect(getAction).toHaveBeenCalledTimes(2);
    getAction.mockResolvedValue({ success: false, message: '报表不存在' });
    expect(await loadReportColumns('x', 'g', 0)).toBe('报表不存在');
    await loadReportColumns('x', 'g', 1);
    expect(getAction).toHaveBeenCalledTimes(4);
  });
});
