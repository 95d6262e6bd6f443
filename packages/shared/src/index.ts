export * from './api';
export * from './booking';
export * from './dates';
export * from './geo';
export * from './money';
export * from './phone';
export * from './auth';
