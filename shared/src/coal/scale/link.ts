/**
 * The scale link (issue 12, docs/weighbridge.md): the agent's token per scale, the live state a station screen
 * shows, and the texts the server answers. Both sides read these.
 */

/** 接入令牌: generate or rotate a scale's agent token (a button of the scale list). */
export const SCALE_TOKEN_PERM = 'coal:scale:token';
/** 磅房作业: the station screen, its live socket and `GET /coal/scale/reading`. */
export const WEIGHING_STATION_PERM = 'coal:weighing:station';

/** How long a weight must hold within one division before it may be captured, unless the scale says otherwise. */
export const STABLE_HOLD_MS_DEFAULT = 2000;
export const STABLE_HOLD_MS_MIN = 500;
export const STABLE_HOLD_MS_MAX = 10_000;
/** The most a station socket is pushed: ten states a second, what a display can show and a clerk can read. */
export const STATION_PUSH_MIN_INTERVAL_MS = 100;

/** What a station screen shows of a scale, on its socket and from `GET /coal/scale/reading?scaleId=`. */
export interface ScaleLiveState {
  type: 'scaleState';
  scaleId: string;
  /** Null until the scale has been heard since the server started. */
  weightKg: number | null;
  /** Capturable now: the weight has held within one division for `holdMs`, the agent agrees, and the scale is live. */
  stable: boolean;
  /** The agent's own judgement over every frame it read (its window). */
  agentStable: boolean;
  /** Server time (ms) the present run within one division began; null when the scale is silent. */
  runSince: number | null;
  /** `runSince` while the agent agrees the weight is stable, else null (the store's `stableSince`). */
  stableSince: number | null;
  /** How long the present run has lasted (ms) when the server sent this: the browser's clock is not needed. */
  heldMs: number;
  /** The scale's hold: capture is possible once `heldMs ≥ holdMs` on a live reading. */
  holdMs: number;
  /** A reading arrived within the freshness limit: the agent and its cable are working. */
  online: boolean;
  /** Server time (ms) of the latest reading; null when never heard. */
  at: number | null;
  divisionKg: number;
}

/** A scale's link as the 接入令牌 dialog shows it (never the token, only whether one is set and when). */
export interface ScaleLinkInfo {
  scaleId: string;
  code: string;
  name: string;
  hasToken: boolean;
  /** `yyyy-MM-dd HH:mm:ss`, business time. */
  tokenIssuedAt: string | null;
  tokenIssuedBy: string | null;
  /** When an agent last connected, sent or left (business time), and whether it is streaming now. */
  lastSeenAt: string | null;
  online: boolean;
  holdMs: number;
  divisionKg: number;
}

/** The reply of a token rotation: the token, shown once (the screen builds the agent's command line around it). */
export interface ScaleTokenIssued extends ScaleLinkInfo {
  token: string;
}

/** A scale a station may be set to (`GET /coal/scale/stations`). */
export interface StationScale {
  id: string;
  code: string;
  name: string;
  yardId: string | null;
  yardName: string | null;
  divisionKg: number;
  capacityKg: number;
  online: boolean;
}

/** A truck in front of a scale: a ticket of the scale's yard between entering and leaving the weighbridge. */
export interface StationTruck {
  id: string;
  queueNo: number;
  plateNo: string;
  status: string;
  status_dictText: string;
  pickupOrderId: string;
  pickupOrderNo: string;
  contractId: string;
  contractNo: string | null;
  driverName: string | null;
  carId: string;
  /** The car's reference tare (车辆皮重), what the tare is expected to be. */
  refTareKg: number | null;
  maxGrossKg: number | null;
  enteredTime: string | null;
  direction: 'sales' | 'purchase';
  /** The trip's live weighing once its first weight is taken; null before. */
  weighingId: string | null;
  weighNo: string | null;
  tareKg: number | null;
  grossKg: number | null;
  /** What the scale takes next: a sale tare then gross, a purchase gross then tare. */
  next: 'tare' | 'gross';
}

/** One of the day's weighings at a scale (`GET /coal/scale/weighings?scaleId=`), newest first. */
export interface StationWeighing {
  id: string;
  weighNo: string;
  plateNo: string;
  direction: 'sales' | 'purchase';
  tareKg: number | null;
  tareTime: string | null;
  grossKg: number | null;
  grossTime: string | null;
  netKg: number | null;
  deductKg: number;
  settleKg: number | null;
  manual: boolean;
  abnormal: boolean;
  abnormalReason: string | null;
  status: string;
  status_dictText: string;
}

export const ScaleLinkTexts = {
  scaleRequired: '请选择地磅',
  scaleMissing: '地磅不存在或已删除',
  holdRange: `稳定判定时长应在${STABLE_HOLD_MS_MIN}～${STABLE_HOLD_MS_MAX}毫秒之间`,
  tokenIssued: '接入令牌已生成，请立即复制：关闭后不再显示',
  tokenRotated: '接入令牌已更换，旧令牌已失效',
  holdSaved: '稳定判定时长已保存',
} as const;

/**
 * The command a scale house runs (scale-agent/README.md), the token in the environment rather than an option (a
 * command line is visible to every user of the machine). The input (`--tcp` or `--serial`) and `--format` are the
 * scale house's to set.
 */
export function scaleAgentCommand(server: string, scaleCode: string, token: string, divisionKg: number, holdMs: number): string {
  return `SCALE_AGENT_TOKEN='${token}' node --import tsx scale-agent/src/cli.ts --scale '${scaleCode}' --server '${server}' --division ${divisionKg} --window ${holdMs} --tcp 127.0.0.1:4001 --format xk3190-12`;
}
