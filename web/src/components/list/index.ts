/** The list-page kit; see README.md. */
export { EntityListPage, ListTexts, type BatchAction, type EditFormProps, type EntityListPageProps, type ListContext } from './EntityListPage';
export type { FormFooterExtra } from './EntityFormModal';
export type { RowAction } from './RowActions';
export type { CellRenders } from './buildColumns';
export { EllipsisText } from './EllipsisText';
export { entityApi, type ListRecord } from './listApi';
export { ImportModal } from './ImportModal';
export { useClickGuard, type ClickGuard } from './useClickGuard';
