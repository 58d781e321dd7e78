import { thirdAccountMeta } from '@meiyun/shared';
import { bindEntity } from '../../../core/crud/index';
import { sysThirdAccount } from './table';

/** 第三方账号: the list kit lists, exports and deletes links; the issuer is the provider's, never typed in. */
export const thirdAccountEntity = bindEntity({ meta: thirdAccountMeta, table: sysThirdAccount, menuKey: 'menu:system:thirdAccount' });
