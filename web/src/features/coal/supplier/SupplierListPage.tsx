import { supplierMeta } from '@meiyun/shared';
import { EntityListPage } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';

/** 基础数据 > 供应商/煤矿 (menu component coal/supplier/SupplierList): the declaration's list, form, import and export. */
export default function SupplierListPage() {
  const routeKey = useListRouteKey();
  return <EntityListPage meta={supplierMeta} routeKey={routeKey} />;
}
