/** The coal business logic both sides run (decimal arithmetic, the clause engine, contract states). */
export * from './decimal';
export * from './clauses/types';
export * from './clauses/engine';
export * from './clauses/template';
export * from './clauses/validate';
export * from './contract/status';
export * from './contract/wire';
export * from './dispatch/status';
export * from './dispatch/wire';
export * from './queue/status';
export * from './queue/wire';
export * from './queue/geo';
export * from './scale/link';
export * from './weighing/status';
export * from './weighing/wire';
export * from './coalBill/status';
export * from './coalBill/wire';
