export * from './auth';
export * from './common';
export * from './knowledge';
export * from './org';
