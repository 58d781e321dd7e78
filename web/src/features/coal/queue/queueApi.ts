import type { QueueBoardLink, QueueBoardLinkInfo, QueueTicketRecord } from '@meiyun/shared';
import { getAction, postAction, putAction } from '../../../lib/http';
import type { CheckInCode } from './checkInCode';

/** The queue routes beyond the kit's list (docs/queue.md): each answers the envelope, refusals in Chinese. */
const BASE = '/coal/queue';

export const queueApi = {
  checkIn: (code: CheckInCode) => postAction<QueueTicketRecord>(`${BASE}/checkIn`, code),
  call: (yardId: string) => putAction<QueueTicketRecord>(`${BASE}/call`, { yardId }),
  enter: (id: string) => putAction<QueueTicketRecord>(`${BASE}/enter`, { id }),
  skip: (id: string) => putAction<QueueTicketRecord>(`${BASE}/skip`, { id }),
  void: (id: string, reason: string) => putAction<QueueTicketRecord>(`${BASE}/void`, { id, reason }),
  boardLinkInfo: (yardId: string) => getAction<QueueBoardLinkInfo>(`${BASE}/boardLink`, { yardId }),
  issueBoardLink: (yardId: string) => postAction<QueueBoardLink>(`${BASE}/boardLink`, { yardId }),
};
