export * from './envelope';
export * from './api';
export * from './constants';
export * from './password';
