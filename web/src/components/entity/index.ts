/** The entity kit (list, form, query, import, recycle bin); see README.md. */
export { EntityListPage, ListTexts, type BatchAction, type EditFormProps, type EntityListPageProps, type ListContext } from './list/EntityListPage';
export type { FormFooterExtra } from './form/EntityFormModal';
export type { RowAction } from './list/RowActions';
export { displayValue, type CellRenders } from './list/buildColumns';
export { EllipsisText } from './list/EllipsisText';
export { entityApi, type ListRecord } from './listApi';
export { ImportModal } from './import/ImportModal';
export { useClickGuard, type ClickGuard } from './useClickGuard';
