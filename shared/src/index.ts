export * from './envelope';
export * from './api';
export * from './constants';
export * from './password';
export * from './validation/patterns';
export * from './entity/meta';
