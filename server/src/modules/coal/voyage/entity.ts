import { voyageMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { coalVoyage } from './table';

/** The menu key of the list; its data rules apply to the list. */
export const VOYAGE_MENU = 'menu:coal:voyage';

/**
 * 船运航次 through the entity kit for its list, queryById and export, in the caller's tenant and, for a customer's
 * user, that customer's voyages only; add, edit and the time line are the feature's own (service.ts computes the
 * laytime statement on every write).
 */
export const voyageEntity = bindEntity({ meta: voyageMeta, table: coalVoyage, menuKey: VOYAGE_MENU });
