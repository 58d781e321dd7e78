/** Business constants and limits of product-spec §9. */
export const SESSION_DATA_TTL_MS = 604_800_000; // 7 days
export const REQUEST_TIMEOUT_MS = 200_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const HOME_PATH = '/dashboard/analysis';
export const LOGIN_PATH = '/user/login';
export const NOTICE_POLL_MS = 6_000;
export const WS_RECONNECT_MS = 5_000;
export const NOTICE_HEARTBEAT_MS = 20_000;
export const TABLE_SYNC_HEARTBEAT_MS = 10_000;
export const TABLE_SYNC_TIMEOUT_MS = 6_000;
export const TOO_FAST_CLICK_MS = 300;
export const DICT_CACHE_MS = 30_000;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const SIDE_MENU_WIDTH = 208;
export const MOBILE_MAX_WIDTH = 1087.99;
export const SMALL_MAX_WIDTH = 767.99;
export const HEADER_AUTO_HIDE_SCROLL = 100;
export const RELOAD_EFFECT_MS = 1400;
export const ELLIPSIS_LENGTH = 25;
export const PAGE_SIZE_OPTIONS = ['10', '20', '30'] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';
/** The API contract's zone (China time): the default business zone (`BUSINESS_TIME_ZONE`) and the X-Sign timestamp's zone. */
export const TIME_ZONE = 'Asia/Shanghai';
export const UPLOAD_BIZ_DEFAULT = 'temp';

/** The web route a provider's sign-in comes back to (§2.1 `/oauth2-app/login`, docs/single-sign-on.md). */
export const OAUTH2_APP_LOGIN_PATH = '/oauth2-app/login';

/** Paths reachable without a token (§2.1). */
export const PUBLIC_WEB_PATHS = ['/user/login', '/user/register', '/user/register-result', '/user/alteration', OAUTH2_APP_LOGIN_PATH] as const;

/**
 * Pages opened by a link's token, with or without a session (the yard's big screen, the driver's phone): the guard
 * passes them as they are, never loading a signed-in user's menu on them.
 */
export const PUBLIC_WEB_PREFIXES = ['/board/queue/', '/driver/pickup/', '/verify/'] as const;
/** The public page a phone opens on scanning an electronic coal bill's QR code (`GET /coal/coalBill/verify` shown). */
export const COAL_BILL_VERIFY_PAGE = '/verify/coal-bill';

/** The product's titles (§1: the region is not named). */
export const PRODUCT_TITLE = '煤运调度平台';
export const PRODUCT_SHORT_TITLE = '煤运调度';
export const WELCOME_TEXT = '欢迎使用煤运调度平台';

/** The 8 primary colours of the settings drawer (§2.3); the default is purple (§3). */
export const THEME_COLORS = [
  { key: 'dust-red', color: '#F5222D', name: '薄暮' },
  { key: 'volcano', color: '#FA541C', name: '火山' },
  { key: 'sunset', color: '#FAAD14', name: '日暮' },
  { key: 'cyan', color: '#13C2C2', name: '明青' },
  { key: 'polar-green', color: '#52C41A', name: '极光绿' },
  { key: 'daybreak', color: '#1890FF', name: '拂晓蓝' },
  { key: 'geek-blue', color: '#2F54EB', name: '极客蓝' },
  { key: 'purple', color: '#722ED1', name: '酱紫' },
] as const;
export const DEFAULT_THEME_COLOR = '#722ED1';

/** Greeting by hour (§9). */
export function greetingFor(hour: number): string {
  if (hour < 9) return '早上好';
  if (hour <= 11) return '上午好';
  if (hour <= 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}

/** Editable table (§9). */
export const EDITABLE_TABLE = {
  rowHeight: 61,
  maxHeight: 400,
  rapidInsertBlockMs: 1_500,
  addRowNum: 1,
  /** 0 adds at the bottom. */
  addIndex: 0,
  sortKey: 'orderNum',
  size: 'medium',
  scrollEndDebounceMs: 100,
  zIndex: 1_000,
  rowKey: 'id',
  minWidth: { date: 135, datetime: 190, sel_user: 190, sel_depart: 190 },
  asyncSearchPageSize: 10,
} as const;
