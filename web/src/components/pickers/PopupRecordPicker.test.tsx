// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';

const getAction = vi.fn();
vi.mock('../../lib/http', () => ({ getAction: (...a: unknown[]) => getAction(...a) }));
const { PopupRecordPicker } = await import('./PopupRecordPicker');
const { PopupSelect } = await import('./PopupSelect');

beforeEach(() => getAction.mockReset());
afterEach(cleanup);

const columns = [{ field: 'depart_name', title: '部门名称' }];

describe('PopupRecordPicker', () => {
  it('refuses to open without its shown columns, and says why', async () => {
    render(
      <App>
        <PopupRecordPicker tableName="sys_depart" columns="[]" />
      </App>,
    );
    expect(screen.getByPlaceholderText('mpopup参数未正确配置!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /选\s*择/ }));
    await waitFor(() => expect(document.body.textContent).toContain('mpopup参数未正确配置!'));
    expect(getAction).not.toHaveBeenCalled();
  });

  it('names a JSON-string prop that is not JSON', () => {
    render(
      <App>
        <PopupRecordPicker tableName="sys_depart" columns={columns} condition="org_type=1" />
      </App>,
    );
    expect(screen.getByPlaceholderText('组件JPopup-condition传值有误，需要一个json字符串!')).toBeTruthy();
  });

  it('shows a stored value through setShowText', async () => {
    getAction.mockResolvedValue({ success: true, result: '调度中心' });
    render(
      <App>
        <PopupRecordPicker tableName="sys_depart" columns={columns} valueField="org_code" textField="depart_name" value="A01A01" />
      </App>,
    );
    await waitFor(() => expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('调度中心'));
    expect(getAction).toHaveBeenCalledWith('/utils/mpopup/setShowText', { tableName: 'sys_depart', ids: 'A01A01', showColumn: 'depart_name', queryColumn: 'org_code' });
  });

  it('popup selector: unequal field counts refuse to open', async () => {
    render(
      <App>
        <PopupSelect code="user_by_depart" orgFields="username,realname" destFields="u" />
      </App>,
    );
    expect(screen.getByPlaceholderText('popup参数未正确配置,原始值和目标值数量不一致!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /选\s*择/ }));
    await waitFor(() => expect(document.body.textContent).toContain('popup参数未正确配置,原始值和目标值数量不一致!'));
    expect(getAction).not.toHaveBeenCalled();
  });
});
