import { isListed, type EntityMeta } from '@meiyun/shared';
import { displayValue, type ListRecord } from '../../../components/entity';
import { DetailList } from '../../../components/detailList/DetailList';

/** A master row read-only: the form's listed fields as its list shows them (dictionary texts, 是/否). */
export function MasterInfo({ meta, record }: { meta: EntityMeta; record: ListRecord }) {
  const items = meta.fields.filter(isListed).map((field) => {
    const value = displayValue(field, record);
    return { label: field.label, children: value === null || value === undefined || value === '' ? '-' : String(value) };
  });
  return <DetailList items={items} column={2} bordered />;
}
