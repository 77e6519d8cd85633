export * from './audit';
export * from './leads';
export * from './mail';
export * from './plans';
export * from './sessions';
export * from './users';
