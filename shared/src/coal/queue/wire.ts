import type { QueueStatus } from './status';

/** A queue ticket as list, queryById and the queue actions return it: the declared fields and `_dictText`. */
export interface QueueTicketRecord {
  id: string;
  queueNo: number;
  businessDay: string;
  yardId: string;
  pickupOrderId: string;
  pickupOrderNo: string;
  planId: string;
  contractId: string;
  carId: string;
  plateNo: string;
  driverName: string;
  carrierId: string;
  status: QueueStatus;
  /** `yyyy-MM-dd HH:mm:ss`, business time. */
  checkInTime: string;
  calledTime: string | null;
  enteredTime: string | null;
  skipCount: number;
  voidReason: string | null;
  [field: string]: unknown;
}

/** One line of the live board. */
export interface QueueBoardLine {
  id: string;
  queueNo: number;
  plateNo: string;
  status: QueueStatus;
  /** The waiting line: 1 for the next to be called. Called tickets: null. */
  position: number | null;
  checkInTime: string;
  calledTime: string | null;
}

/** `GET /coal/queue/board?yardId=`: the called tickets (latest call first) and the waiting line in order. */
export interface QueueBoard {
  yardId: string;
  called: QueueBoardLine[];
  waiting: QueueBoardLine[];
  /** In the yard (已进场 … 已开票), the latest change first. */
  inYard: QueueBoardLine[];
}

/**
 * A line of the public board (`/board/queue/<token>`) and the driver's page: plate, number, status, position and
 * times only — no ids, no driver names or phones.
 */
export interface PublicBoardLine {
  queueNo: number;
  plateNo: string;
  status: QueueStatus;
  position: number | null;
  checkInTime: string;
  calledTime: string | null;
}

/** `GET /coal/queue/public/board/<token>` and each frame of its socket. */
export interface PublicQueueBoard {
  yardName: string;
  called: PublicBoardLine[];
  waiting: PublicBoardLine[];
  /** In the yard (已进场 … 已开票), the latest change first: where each truck is in its weighing. */
  inYard: PublicBoardLine[];
  /** `yyyy-MM-dd HH:mm:ss`, business time: the board's clock and its freshness. */
  serverTime: string;
}

/** `GET /coal/queue/boardLink?yardId=`: whether the yard's board link was issued (the token itself is not kept). */
export interface QueueBoardLinkInfo {
  yardId: string;
  issued: boolean;
  issuedTime: string | null;
  issuedBy: string | null;
}

/** `POST /coal/queue/boardLink { yardId }`: a new link; the yard's earlier link stops working. */
export interface QueueBoardLink {
  yardId: string;
  /** `/board/queue/<token>`. */
  link: string;
}

/** What the driver's page (`/driver/pickup/<token>`) shows, and each frame of its socket. */
export interface DriverPickupView {
  orderNo: string;
  plateNo: string;
  yardName: string;
  loadDate: string;
  /** The pickup order's status (valid, used, expired, void) and its label. */
  status: string;
  statusText: string;
  /** Whether the yard has a fence the phone can check in against. */
  fenced: boolean;
  ticket: {
    queueNo: number;
    status: QueueStatus;
    statusText: string;
    /** In the waiting line: 1 for the next to be called; otherwise null. */
    position: number | null;
    checkInTime: string;
    calledTime: string | null;
  } | null;
  serverTime: string;
}
