// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';

const getAction = vi.fn();
const error = vi.fn();
vi.mock('../../lib/http', () => ({ getAction: (...a: unknown[]) => getAction(...a) }));
vi.mock('../../lib/feedback/feedback', () => ({ feedback: { message: { warning: vi.fn(), error: (m: string) => error(m) } } }));

const { DictTreeSelect } = await import('./DictTreeSelect');

beforeEach(() => {
  getAction.mockReset();
  error.mockReset();
});
afterEach(cleanup);

describe('DictTreeSelect', () => {
  it('loads the roots with the dict parts, pidField and condition', async () => {
    getAction.mockResolvedValue({ success: true, result: [] });
    render(<DictTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" condition={'{"org_category":"1"}'} />);
    await waitFor(() =>
      expect(getAction).toHaveBeenCalledWith('/sys/dict/loadTreeData', {
        pid: '',
        tableName: 'sys_depart',
        text: 'depart_name',
        code: 'id',
        pidField: 'parent_id',
        hasChildField: undefined,
        condition: '{"org_category":"1"}',
      }),
    );
  });

  it('refuses a condition that is not a JSON object, and loads nothing', async () => {
    render(<DictTreeSelect dict="sys_depart,depart_name,id" condition="org_category=1" />);
    await waitFor(() => expect(error).toHaveBeenCalledWith('组件JTreeSelect-condition传值有误，需要一个json字符串!'));
    expect(getAction).not.toHaveBeenCalled();
  });
});
