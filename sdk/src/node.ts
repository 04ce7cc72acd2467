/** @skiff/sdk/node: Node-only parts: undici transport, ws push, profiles on disk, password login. */

export * from './node/browser-login.js';
export * from './node/byte-sinks.js';
export * from './node/node-http.js';
export * from './node/password-check.js';
export * from './node/private-files.js';
export * from './node/process-identity.js';
export * from './node/profile-store.js';
export * from './node/proxy-env.js';
export * from './node/proxy-tunnel.js';
export * from './node/session.js';
export * from './node/short-lived-process.js';
export * from './node/undici-http.js';
