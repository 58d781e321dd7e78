import type { EntityMeta, ListParams, Page } from '@meiyun/shared';
import { deleteAction, downloadFile, getAction, postAction, putAction, uploadAction } from '../../lib/http';

/** The contract's generic CRUD paths of one entity (`${meta.api}/list`, `/add`, ...), each returning the envelope. */
export type ListRecord = Record<string, unknown> & { id: string };

export function entityApi(meta: Pick<EntityMeta, 'api' | 'title'>) {
  const url = (action: string) => `${meta.api}/${action}`;
  return {
    list: (params: ListParams) => getAction<Page<ListRecord>>(url('list'), params),
    queryById: (id: string) => getAction<ListRecord>(url('queryById'), { id }),
    add: (body: Record<string, unknown>) => postAction<unknown>(url('add'), body),
    edit: (body: Record<string, unknown>) => putAction<unknown>(url('edit'), body),
    remove: (id: string) => deleteAction<unknown>(url('delete'), { id }),
    removeBatch: (ids: readonly string[]) => deleteAction<unknown>(url('deleteBatch'), { ids: ids.join(',') }),
    /** The selection when there is one, else everything the current filter finds (§7 xls export). */
    exportXls: (params: ListParams, selections: readonly string[]) => {
      const { pageNo: _p, pageSize: _s, ...filters } = params;
      const query: Record<string, unknown> = { ...filters, fileName: meta.title };
      if (selections.length > 0) query.selections = selections.join(',');
      return downloadFile(url('exportXls'), `${meta.title}.xlsx`, query);
    },
    importExcel: (files: readonly File[]) => {
      const form = new FormData();
      for (const file of files) form.append('files[]', file, file.name);
      return uploadAction<string>(url('importExcel'), form);
    },
    /** The empty file to fill in (`<title>导入模板.xlsx`): the import's columns, the dictionary texts on a second sheet. */
    importTemplate: () => downloadFile(url('importTemplate'), `${meta.title}导入模板.xlsx`),
    recycleBin: (params: ListParams) => getAction<ListRecord[] | Page<ListRecord>>(url('recycleBin'), params),
    restore: (ids: readonly string[]) => putAction<unknown>(url('putRecycleBin'), { ids: ids.join(',') }),
    deleteForever: (ids: readonly string[]) => deleteAction<unknown>(url('deleteRecycleBin'), { ids: ids.join(',') }),
  };
}

export type EntityApi = ReturnType<typeof entityApi>;

/** The recycle bin answers a page (ours) or a plain list (JeecgBoot); both read as rows and a total. */
export function pageOf(result: ListRecord[] | Page<ListRecord> | null | undefined): { records: ListRecord[]; total: number } {
  if (!result) return { records: [], total: 0 };
  if (Array.isArray(result)) return { records: result, total: result.length };
  return { records: result.records ?? [], total: Number(result.total ?? 0) };
}
