import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { getAction } from '../../lib/http';

interface DepartIdNode {
  key: string;
  value: string;
  title: string;
  children?: DepartIdNode[];
}

interface Props {
  /** Department ids. */
  value?: string[];
  onChange?: (ids: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * Several departments of the current tenant picked in their tree (`/sys/sysDepart/queryIdTree`). Each is chosen
 * on its own: ticking a parent does not tick its children (a user belongs to the departments named).
 */
export function DepartTreeSelect({ value, onChange, disabled, placeholder }: Props) {
  const tree = useQuery({
    queryKey: ['depart-id-tree'],
    queryFn: () => getAction<DepartIdNode[]>('/sys/sysDepart/queryIdTree'),
    staleTime: 60_000,
  });
  const nodes = tree.data?.success ? tree.data.result : [];
  return (
    <TreeSelect
      treeData={nodes}
      value={(value ?? []).map((v) => ({ value: v, label: undefined }))}
      labelInValue
      onChange={(picked: { value: string }[]) => onChange?.(picked.map((p) => p.value))}
      treeCheckable
      treeCheckStrictly
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      showSearch
      allowClear
      loading={tree.isLoading}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      maxTagCount="responsive"
    />
  );
}
