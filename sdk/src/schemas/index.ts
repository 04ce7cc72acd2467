export * from './activity.js';
export * from './application.js';
export * from './common.js';
export * from './notification.js';
export * from './project.js';
export * from './user.js';
export * from './workspace.js';
