import { z } from 'zod';

/** Small zod pieces the system-administration modules share. */

export const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const idString = (msg = 'id不能为空') => z.string({ error: msg }).trim().min(1, msg).max(64, msg);

export const idQuery = z.object({ id: idString() });

/** `a,b,c` → ['a','b','c'] (blanks dropped, duplicates removed). */
export const idList = (msg = '参数不能为空') =>
  z.preprocess(
    (v) => {
      if (Array.isArray(v)) return v;
      if (v === undefined || v === null) return [];
      return String(v).split(',');
    },
    z.array(z.string()).transform((a) => [...new Set(a.map((s) => s.trim()).filter(Boolean))]).refine((a) => a.every((s) => s.length <= 64), msg),
  );

export const idsQuery = z.object({ ids: idList().refine((a) => a.length > 0, '请选择要删除的数据') });

export const pageQuery = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
};

export const optText = (max: number, msg: string) => z.preprocess(blankToNull, z.string().trim().max(max, msg).nullable().optional());

export const optBool = z.preprocess((v) => {
  if (v === '1' || v === 1 || v === 'true') return true;
  if (v === '0' || v === 0 || v === 'false') return false;
  return v ?? undefined;
}, z.boolean().optional());
