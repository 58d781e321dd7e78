import { PAGE_SIZE_OPTIONS } from '@meiyun/shared';
import type { TablePaginationConfig } from 'antd';
import { totalText } from '../query/listQuery';

export interface Paging {
  pageNo: number;
  pageSize: number;
}

/**
 * The pager of a list (§7): 'x-y 共 N 条', 10/20/30, quick jumper. A new page size starts again at page 1, since the
 * old page number means other rows. For lists that hold their own paging state (EntityListPage uses its hook).
 */
export function listPagination(paging: Paging, total: number, setPaging: (next: Paging) => void): TablePaginationConfig {
  return {
    current: paging.pageNo,
    pageSize: paging.pageSize,
    total,
    pageSizeOptions: [...PAGE_SIZE_OPTIONS],
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: totalText,
    onChange: (pageNo, pageSize) => setPaging({ pageNo: pageSize === paging.pageSize ? pageNo : 1, pageSize }),
  };
}
