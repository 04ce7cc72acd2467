export * from './constants.js';
export * from './messages.js';
export * from './password-policy.js';
export * from './permissions.js';
export * from './states.js';
export * from './text.js';
