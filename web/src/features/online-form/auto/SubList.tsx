import { useMemo } from 'react';
import { EntityListPage } from '../../../components/entity';
import type { SubForm } from './formView';

/**
 * One 附表's records of one master row: its list with the foreign key fixed (sent with every call, set on every new
 * record). Keyed by the master row, so another row starts again from the first page with an empty query.
 */
export function SubList({ sub, masterId }: { sub: SubForm; masterId: string }) {
  const fixed = useMemo(() => ({ [sub.foreignKey]: masterId }), [sub.foreignKey, masterId]);
  return <EntityListPage key={masterId} meta={sub.meta} embedded fixedParams={fixed} routeKey={`online-${sub.head.code}`} />;
}
