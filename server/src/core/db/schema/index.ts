/**
 * The tables `core/` itself reads: users, roles, permissions, departments and their joins, tenants, sessions and
 * sign-in state, dictionaries, the operation log, earlier versions of records, scheduled jobs, the deployment's
 * settings. A feature's own tables stand beside it, in `modules/<feature>/table.ts`: drizzle-kit reads both
 * (server/drizzle.config.ts).
 */
export * from './user';
export * from './permission';
export * from './depart';
export * from './dict';
export * from './log';
export * from './auth';
export * from './data-log';
export * from './quartz';
