import { useCallback, useState } from 'react';

/** The scale this browser's station was last set to: a scale house's computer stays at its scale. */
const KEY = 'meiyun:weighbridge:scaleId';

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function useRememberedScale(): [string | null, (id: string | null) => void] {
  const [scaleId, set] = useState<string | null>(read);
  const choose = useCallback((id: string | null) => {
    set(id);
    try {
      if (id) localStorage.setItem(KEY, id);
      else localStorage.removeItem(KEY);
    } catch {
      // private mode: remembered for this page only
    }
  }, []);
  return [scaleId, choose];
}
