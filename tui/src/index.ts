/** @skiff/tui: the full-screen terminal UI. The CLI lazy-imports it for `skiff tui` and `skiff demo`. */
export { App, type AppProps } from './app/app.js';
export { type RunTuiOptions, runTui } from './app/run-tui.js';
export { createTheme, type Theme } from './app/theme.js';
export type { Route } from './contexts/router-context.js';
export { createPushStateStore, type PushStateSource } from './services/push-state.js';
