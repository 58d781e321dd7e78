import { DATA_SOURCE_KINDS, dataSourceMeta } from '@meiyun/shared';
import { bindEntity, type ColumnValues, type HookContext } from '../../../core/crud/index';
import { sysDataSource } from './table';
import { BizError } from '../../../core/http/envelope';
import { sealPassword } from './sealed-password';

export const KIND_REFUSED = '不支持的数据库类型';

export function checkKind(kind: unknown) {
  if (kind !== undefined && kind !== null && !(DATA_SOURCE_KINDS as readonly string[]).includes(String(kind))) throw new BizError(KIND_REFUSED);
}

/** A password typed in the form is sealed; an empty one leaves the stored password as it is. */
function sealTyped(h: HookContext, values: ColumnValues, input: Record<string, unknown>, adding: boolean) {
  const typed = typeof input.password === 'string' ? input.password : '';
  if (typed) values.passwordEnc = sealPassword(h.ctx.secrets.dataSourceKey, typed);
  else if (adding) values.passwordEnc = null;
}

/** Data sources: the password is only ever written, encrypted with AES-256-GCM. */
export const dataSourceEntity = bindEntity({
  meta: dataSourceMeta,
  table: sysDataSource,
  columns: { password: null },
  secretColumns: ['passwordEnc'],
  menuKey: 'menu:system:dataSource',
  hooks: {
    beforeAdd(h, values, input) {
      checkKind(values.kind);
      sealTyped(h, values, input, true);
    },
    beforeEdit(h, values, input) {
      checkKind(values.kind);
      sealTyped(h, values, input, false);
    },
  },
});
