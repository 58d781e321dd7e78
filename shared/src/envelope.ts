/** The reply envelope of api-contract.md: every JSON answer of the API has this shape. */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** A page of records: `pageNo`/`pageSize` in, this out. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** Envelope codes the clients act on. */
export const ResultCode = {
  OK: 200,
  /** Imported, but some rows were refused: `result` is the error-rows file to download. */
  IMPORTED_WITH_ERRORS: 201,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CAPTCHA_WRONG: 412,
  ERROR: 500,
  NO_PERMISSION: 510,
} as const;

export const Messages = {
  tokenInvalid: 'Token失效，请重新登录!',
  noPermission: '没有权限，请联系管理员授权',
  captchaWrong: '验证码错误',
  captchaRequired: '请输入验证码',
  badCredentials: '用户名或密码错误',
  userFrozen: '该用户已冻结',
  userCancelled: '该用户已注销',
  signWrong: 'Sign签名校验失败！',
  notFound: '很抱歉，资源未找到!',
  methodNotAllowed: '不支持该请求方法',
  internal: '出错了，请联系管理员!',
  tenantDenied: '无权访问该租户',
} as const;
