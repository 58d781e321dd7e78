/** Generic lists: bind a shared declaration to its table, derive its routes and its seed buttons. */
export { bindEntity, boundEntities, type EntityBinding, type EntityHooks, type HookContext, type CheckContext, type ApiRecord, type ColumnValues, type ChangeKind } from './binding';
export { registerCrudRoutes, type OwnRoute } from './routes';
export { entityMenu, entityButtons } from './menu';
export { listPage, loadOne, queryUser } from './service';
