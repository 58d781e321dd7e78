import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type DictItem } from '@meiyun/shared';
import { feedback } from '../../lib/feedback/feedback';
import { dictTexts, searchDict } from './dictApi';

export const SEARCH_DEBOUNCE_MS = 300;
export const SearchTexts = { noResult: '没有查询到任何数据', hint: '请输入搜索内容' } as const;

export interface DictSearchSelectProps {
  /** A system dictionary code or a registered table dictionary `table,text,code`. */
  dict: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  /** Items a search returns (default 10). */
  pageSize?: number;
  /** Debounce of the search while typing (default 300 ms). */
  debounceMs?: number;
  disabled?: boolean;
  style?: React.CSSProperties;
}

/**
 * A select that searches a dictionary on the server as the user types (`/sys/dict/loadDict/{dict}`): debounced,
 * 10 items a page; a value set from outside shows its text through `loadDictItem`. No result says
 * 没有查询到任何数据, an empty box 请输入搜索内容, a failed search warns with the server's message.
 */
export function DictSearchSelect({
  dict,
  value,
  onChange,
  placeholder = '请输入搜索内容',
  pageSize = DEFAULT_PAGE_SIZE,
  debounceMs = SEARCH_DEBOUNCE_MS,
  disabled,
  style,
}: DictSearchSelectProps) {
  const [items, setItems] = useState<DictItem[]>([]);
  const [keyword, setKeyword] = useState('');
  const [loading, setLoading] = useState(false);
  const [initialText, setInitialText] = useState<Record<string, string>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seq = useRef(0);

  // The text of a value set from outside (an edit form): one loadDictItem call.
  useEffect(() => {
    if (!value || items.some((i) => i.value === value) || initialText[value]) return;
    let alive = true;
    void dictTexts(dict, [value]).then((r) => {
      if (alive && r.ok && r.result[0] !== undefined) setInitialText((m) => ({ ...m, [value]: r.result[0] }));
    });
    return () => {
      alive = false;
    };
  }, [dict, value, items, initialText]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    setKeyword(text);
    clearTimeout(timer.current);
    const kw = text.trim();
    if (!kw) {
      seq.current++;
      setItems([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(async () => {
      const mine = ++seq.current;
      const r = await searchDict(dict, kw, pageSize);
      if (mine !== seq.current) return; // a later keystroke won
      setLoading(false);
      if (!r.ok) {
        if (r.message) feedback.message.warning(r.message);
        setItems([]);
        return;
      }
      setItems(r.result);
    }, debounceMs);
  };

  const options = useMemo(() => {
    const list = items.map((i) => ({ value: i.value, label: i.text }));
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: initialText[value] ?? value });
    return list;
  }, [items, value, initialText]);

  const notFound = loading ? <Spin size="small" /> : keyword.trim() ? SearchTexts.noResult : SearchTexts.hint;

  return (
    <Select
      style={{ width: '100%', ...style }}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      value={value || undefined}
      options={keyword.trim() || value ? options : []}
      notFoundContent={notFound}
      onChange={(v) => {
        // Remember the chosen text: the next search (or clearing the box) replaces the items.
        const picked = items.find((i) => i.value === v);
        if (picked) setInitialText((m) => ({ ...m, [picked.value]: picked.text }));
        onChange?.(v ?? undefined);
      }}
      onOpenChange={(open) => {
        if (!open) setKeyword('');
      }}
    />
  );
}
