import { accountMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { coalAccount } from './table';

/** 账户: the generic CRUD (account number by the bankAccount rule, unique in the tenant; balance a money string). */
export const accountEntity = bindEntity({ meta: accountMeta, table: coalAccount, menuKey: 'menu:coal:account' });
