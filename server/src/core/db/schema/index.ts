export * from './user';
export * from './permission';
export * from './depart';
export * from './dict';
export * from './announcement';
export * from './log';
export * from './auth';
export * from './quartz';
