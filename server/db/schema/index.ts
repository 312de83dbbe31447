export * from './auth';
export * from './common';
export * from './org';
export * from './knowledge';
