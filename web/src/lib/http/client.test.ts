import { AxiosError, AxiosHeaders, isAxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, UNAUTHORIZED_RELOAD_DELAY_MS } from './client';
import type { HttpContext } from './httpContext';
import type { HttpEffects } from './httpEffects';
import { collectSignParams, computeSign } from './sign';

type Reply = { status: number; data?: unknown } | { error: 'timeout' };

/** An adapter that answers from a table and records what was sent, so no request leaves the process. */
function fakeAdapter(reply: (config: InternalAxiosRequestConfig) => Reply) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const r = reply(config);
    if ('error' in r) throw new AxiosError('timeout of 200000ms exceeded', 'ECONNABORTED', config);
    const response: AxiosResponse = { data: r.data, status: r.status, statusText: String(r.status), headers: new AxiosHeaders(), config };
    if (r.status >= 400) throw new AxiosError(`Request failed with status code ${r.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return { adapter, sent };
}

function setup(reply: (config: InternalAxiosRequestConfig) => Reply, session: Partial<HttpContext> = {}) {
  const effects = { notifyError: vi.fn(), showExpiredDialog: vi.fn(), reload: vi.fn() } satisfies HttpEffects;
  const logout = vi.fn(async () => {});
  const context: HttpContext = { getToken: () => 'tok', getTenantId: () => null, getSignKey: () => 'secret', logout, ...session };
  const { adapter, sent } = fakeAdapter(reply);
  const { http } = createHttpClient({ context: () => context, effects, axiosDefaults: { adapter } });
  return { http, effects, logout, sent };
}

const settle = async (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => e);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('HTTP client: 401', () => {
  it('notifies once and logs out and reloads once after 1.5 s, however many calls fail together', async () => {
    const { http, effects, logout } = setup(() => ({ status: 401, data: { code: 401, message: 'Token失效，请重新登录!' } }));
    const results = await Promise.all([settle(http.get('/a')), settle(http.get('/b')), settle(http.get('/c'))]);
    expect(results.every((r) => isAxiosError(r) && r.response?.status === 401)).toBe(true);

    expect(effects.notifyError).toHaveBeenCalledTimes(1);
    expect(effects.notifyError).toHaveBeenCalledWith('系统提示', '未授权，请重新登录');
    expect(logout).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_RELOAD_DELAY_MS - 1);
    expect(effects.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);

    await settle(http.get('/d'));
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_RELOAD_DELAY_MS * 2);
    expect(effects.notifyError).toHaveBeenCalledTimes(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });
});

describe('HTTP client: other failures (§8)', () => {
  it.each([
    [403, '拒绝访问'],
    [404, '很抱歉，资源未找到!'],
    [504, '网络超时'],
  ])('HTTP %i → %s', async (status, text) => {
    const { http, effects, logout } = setup(() => ({ status, data: { success: false, message: 'ignored' } }));
    const error = await settle(http.get('/x'));
    expect(isAxiosError(error)).toBe(true);
    expect(effects.notifyError).toHaveBeenCalledExactlyOnceWith('系统提示', text);
    expect(logout).not.toHaveBeenCalled();
  });

  it('a timeout → 网络超时', async () => {
    const { http, effects } = setup(() => ({ error: 'timeout' }));
    await settle(http.get('/slow'));
    expect(effects.notifyError).toHaveBeenCalledExactlyOnceWith('系统提示', '网络超时');
  });

  it('other statuses show the server message', async () => {
    const { http, effects } = setup(() => ({ status: 500, data: { success: false, message: '数据库忙' } }));
    await settle(http.get('/x'));
    expect(effects.notifyError).toHaveBeenCalledExactlyOnceWith('系统提示', '数据库忙');
  });

  it('HTTP 500 with Token失效 opens the login-expired dialog once, whose button logs out and reloads', async () => {
    const { http, effects, logout } = setup(() => ({ status: 500, data: { success: false, message: 'Token失效，请重新登录!' } }));
    await Promise.all([settle(http.get('/a')), settle(http.get('/b'))]);
    expect(effects.notifyError).not.toHaveBeenCalled();
    expect(effects.showExpiredDialog).toHaveBeenCalledTimes(1);
    const dialog = effects.showExpiredDialog.mock.calls[0][0];
    expect(dialog).toMatchObject({ title: '登录已过期', content: '很抱歉，登录已过期，请重新登录' });
    expect(logout).not.toHaveBeenCalled();
    await dialog.onOk();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });

  it('HTTP 500 with Token失效 but no stored token is an ordinary notification', async () => {
    const { http, effects } = setup(() => ({ status: 500, data: { message: 'Token失效，请重新登录!' } }), { getToken: () => null });
    await settle(http.get('/a'));
    expect(effects.showExpiredDialog).not.toHaveBeenCalled();
    expect(effects.notifyError).toHaveBeenCalledExactlyOnceWith('系统提示', 'Token失效，请重新登录!');
  });

  it('returns envelope errors of HTTP 200 to the caller without any notice', async () => {
    const envelope = { success: false, code: 510, message: '没有权限，请联系管理员授权', result: null };
    const { http, effects } = setup(() => ({ status: 200, data: envelope }));
    const res = await http.get('/sys/user/list');
    expect(res.data).toEqual(envelope);
    expect(effects.notifyError).not.toHaveBeenCalled();
    expect(effects.showExpiredDialog).not.toHaveBeenCalled();
  });

  it('stays silent for calls that handle their own failures', async () => {
    const { http, effects, logout } = setup(() => ({ status: 401 }));
    await settle(http.post('/sys/logout', {}, { skipErrorHandler: true }));
    expect(effects.notifyError).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });
});

describe('HTTP client: request headers (§7)', () => {
  const ok = () => ({ status: 200, data: { success: true, code: 200, result: null } });

  it('sends the token and tenant-id 0 when no tenant is set, and no signature on ordinary calls', async () => {
    const { http, sent } = setup(ok);
    await http.get('/sys/user/list', { params: { pageNo: 1 } });
    const headers = sent[0].headers;
    expect(headers.get('X-Access-Token')).toBe('tok');
    expect(headers.get('tenant-id')).toBe('0');
    expect(headers.has('X-Sign')).toBe(false);
    expect(headers.has('X-TIMESTAMP')).toBe(false);
  });

  it('sends the chosen tenant and no token header when signed out', async () => {
    const { http, sent } = setup(ok, { getToken: () => null, getTenantId: () => 7 });
    await http.get('/sys/randomImage/k');
    expect(sent[0].headers.has('X-Access-Token')).toBe(false);
    expect(sent[0].headers.get('tenant-id')).toBe('7');
  });

  it('signs the dictionary calls with X-Sign over the sorted parameters and a 14-digit X-TIMESTAMP', async () => {
    const { http, sent } = setup(ok);
    const url = '/sys/dict/loadDict/sys_user%2Crealname%2Cid';
    await http.get(url, { params: { keyword: '张', pageSize: 10, _t: 1 } });
    const headers = sent[0].headers;
    const expected = computeSign(collectSignParams({ url, params: { keyword: '张', pageSize: 10 } }), 'secret');
    expect(headers.get('X-Sign')).toBe(expected);
    expect(String(headers.get('X-TIMESTAMP'))).toMatch(/^\d{14}$/);
    expect(collectSignParams({ url, params: { keyword: '张', pageSize: 10 } })).toEqual({ keyword: '张', pageSize: '10', 'x-path-variable': 'sys_user,realname,id' });
  });
});
