import { queueTicketMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { coalQueueTicket } from './table';

/**
 * 排队记录 through the entity kit for its list, queryById and export, in the caller's tenant and organisation
 * (the pickup order's carrier, consumer and supplier are copied onto the ticket). Check-in, call, enter, skip,
 * void and the board are the feature's own routes.
 */
export const queueTicketEntity = bindEntity({
  meta: queueTicketMeta,
  table: coalQueueTicket,
});
