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
}
