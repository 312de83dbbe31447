export * from './auth';
export * from './common';
export * from './documents';
export * from './knowledge';
export * from './org';
export * from './search';
export * from './search-queries';
export * from './videos';
