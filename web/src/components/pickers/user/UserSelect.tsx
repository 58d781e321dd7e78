import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getAction } from '../../../lib/http';
import { splitValue } from '../pickerConfig';
import type { PickedUserRow } from './pickedUsers';

interface Props {
  /** Comma-separated user ids (the wire format of a multi-user field). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

const USER_DICT = 'sys_user,realname,id';

/**
 * Users chosen by name (typed text searches 用户姓名), ids on the wire: the inline choice of a `sel_user` form field,
 * where a dialog would be too much. Its value is the one of `MultiUserPicker`. The users come from
 * `/sys/user/queryUserComponentData` — the live users of the caller's tenant, public columns only, open to every
 * signed-in user — so a clerk choosing a contract's 负责人 needs no right to the user administration list.
 */
export function UserSelect({ value, onChange, multiple = true, disabled, placeholder = '请选择用户' }: Props) {
  const [keyword, setKeyword] = useState('');
  const ids = splitValue(value);
  const search = useQuery({
    queryKey: ['userSelect', 'search', keyword],
    queryFn: async () => {
      const env = await getAction<{ records: PickedUserRow[] }>('/sys/user/queryUserComponentData', { pageSize: 20, column: 'createTime', order: 'desc', ...(keyword ? { realname: keyword } : {}) });
      return env.success ? env.result.records : [];
    },
    staleTime: 30_000,
  });
  const names = useQuery({
    queryKey: ['userSelect', 'names', ids.join(',')],
    enabled: ids.length > 0,
    queryFn: async () => {
      const env = await getAction<string[]>(`/sys/dict/loadDictItem/${USER_DICT}`, { key: ids.join(',') });
      return env.success ? env.result : [];
    },
    staleTime: 60_000,
  });
  const options = useMemo(() => {
    const byId = new Map<string, string>();
    ids.forEach((id, i) => byId.set(id, names.data?.[i] ?? id));
    for (const u of search.data ?? []) byId.set(u.id, `${u.realname}（${u.username}）`);
    return [...byId].map(([id, label]) => ({ value: id, label }));
  }, [ids, names.data, search.data]);

  return (
    <Select
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={search.isFetching}
      disabled={disabled}
      placeholder={placeholder}
      value={multiple ? ids : ids[0]}
      options={options}
      onChange={(v: string | string[] | undefined) => onChange?.(Array.isArray(v) ? v.join(',') || undefined : v || undefined)}
      style={{ width: '100%' }}
    />
  );
}
