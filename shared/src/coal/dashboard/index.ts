/**
 * 仪表盘 (docs/dashboards.md, issue 14): the replies of `GET /coal/dashboard/analysis|monitor|workplace`, their
 * permissions and messages. Tonnes are exact decimal strings with three places (from integer kg), money two places.
 */
export const DASHBOARD_NAMES = ['analysis', 'monitor', 'workplace'] as const;
export type DashboardName = (typeof DASHBOARD_NAMES)[number];
export const dashboardPerm = (name: DashboardName) => `coal:dashboard:${name}`;
export const DASHBOARD_LABELS: Record<DashboardName, string> = { analysis: '经营概况', monitor: '监控页', workplace: '工作台' };

export const DashboardTexts = {
  staffOnly: '仪表盘仅供本公司人员查看',
} as const;

/** Trips and settle tonnes of a day (or a period), split by direction. */
export interface DayFigures {
  trips: number;
  settleT: string;
  salesTrips: number;
  salesT: string;
  purchaseTrips: number;
  purchaseT: string;
}

export interface TrendPoint {
  day: string;
  salesT: string;
  purchaseT: string;
  trips: number;
}

export interface TopCustomer {
  counterpartyId: string;
  name: string;
  trips: number;
  settleT: string;
}

/** 首页 经营概况 `GET /coal/dashboard/analysis`. */
export interface DashboardAnalysis {
  today: string;
  yesterday: string;
  tonnage: { today: DayFigures; yesterday: DayFigures };
  /** Open queue tickets now: 排队中 and 过号 (waiting), 已叫号 (called), 进场 to 已开票 (in the yard). */
  queue: { waiting: number; called: number; inYard: number };
  /** 电子煤票 issued (not voided) today and yesterday. */
  bills: { today: number; yesterday: number };
  /** Receivables as the ageing report computes them as of today: outstanding, above 30 days, customers owing. */
  receivables: { total: string; over30: string; customers: number } | null;
  /** The last 30 business days, oldest first, every day present. */
  trend: TrendPoint[];
  /** This month's customers by settle tonnes (sales), at most 8. */
  month: string;
  topCustomers: TopCustomer[];
}

export interface MonitorScale {
  id: string;
  code: string;
  name: string;
  online: boolean;
}

export interface MonitorYard {
  id: string;
  name: string;
  scales: MonitorScale[];
  waiting: number;
  called: number;
  inYard: number;
  /** The oldest waiting truck's minutes in the line, null when none waits. */
  longestWaitMin: number | null;
  todayTrips: number;
  todaySettleT: string;
}

export interface MonitorAlarm {
  id: string;
  time: string;
  plateNo: string;
  fenceName: string;
  kind: 'enter' | 'leave';
}

/** 监控页 `GET /coal/dashboard/monitor`. */
export interface DashboardMonitor {
  at: string;
  yards: MonitorYard[];
  totals: { scales: number; online: number; waiting: number; called: number; inYard: number; todayTrips: number; todaySettleT: string };
  /** The latest fence alarms (null: the caller may not read alarms), and how many today. */
  alarms: { today: number; latest: MonitorAlarm[] } | null;
}

export const WORK_KINDS = [
  'contractApprove',
  'supplementApprove',
  'settlementQty',
  'settlementQuality',
  'settlementFinance',
  'qualityReview',
  'qualityApprove',
  'collectionReview',
  'collectionDone',
  'paymentReview',
  'paymentDone',
  'contractExpiring',
  'weighingAbnormal',
  'fenceAlarmUnread',
  'queueLongWait',
] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export interface WorkItem {
  id: string;
  title: string;
  detail: string;
  /** The screen (menu url) that handles it, with `?id=` where the screen opens a record from the address. */
  link: string;
}

export interface WorkGroup {
  kind: WorkKind;
  label: string;
  /** 待办 (approvals and reviews), 提醒 (expiring), 异常 (anomalies). */
  category: 'todo' | 'reminder' | 'anomaly';
  count: number;
  /** The first few (the oldest or most urgent first). */
  items: WorkItem[];
  /** The list screen of all of them. */
  link: string;
}

/** 工作台 `GET /coal/dashboard/workplace`: only the groups the caller's permissions reach. */
export interface DashboardWorkplace {
  user: string;
  groups: WorkGroup[];
  totals: { todo: number; reminder: number; anomaly: number };
}
