export * from './audit';
export * from './credit';
export * from './disputes';
export * from './leads';
export * from './mail';
export * from './plans';
export * from './sessions';
export * from './users';
