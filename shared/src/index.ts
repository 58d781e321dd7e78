export * from './envelope';
export * from './api';
export * from './constants';
export * from './password';
export * from './validation/patterns';
export * from './entity/meta';
export * from './entities/system/user';
export * from './entities/system/dict';
