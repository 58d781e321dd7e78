import { describe, expect, it } from 'vitest';
import { reactionFor } from './errorCatalogue';

describe('error catalogue (§8)', () => {
  it.each([
    [{ status: 403, hasToken: true }, '拒绝访问'],
    [{ status: 404, hasToken: true }, '很抱歉，资源未找到!'],
    [{ status: 504, hasToken: true }, '网络超时'],
    [{ timedOut: true, hasToken: true }, '网络超时'],
    [{ status: 502, serverMessage: '网关错误', hasToken: true }, '网关错误'],
    [{ status: 500, serverMessage: 'Token失效，请重新登录!', hasToken: false }, 'Token失效，请重新登录!'],
    [{ hasToken: false }, '出错了，请联系管理员!'],
  ])('%o → notification %s', (call, text) => {
    expect(reactionFor(call)).toEqual({ kind: 'notify', title: '系统提示', description: text });
  });
  it('401 asks to sign in again', () => {
    expect(reactionFor({ status: 401, hasToken: true })).toMatchObject({ kind: 'unauthorized', description: '未授权，请重新登录' });
  });
  it('500 with Token失效 while signed in opens the expired dialog', () => {
    expect(reactionFor({ status: 500, serverMessage: 'Token失效，请重新登录!', hasToken: true })).toEqual({
      kind: 'sessionExpired',
      title: '登录已过期',
      content: '很抱歉，登录已过期，请重新登录',
    });
  });
});
