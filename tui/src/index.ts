/** @skiff/tui: the full-screen terminal UI. The CLI lazy-imports it for `skiff tui` and `skiff demo`. */
export { App, type AppProps } from './app.js';
export type { Route } from './contexts/router-context.js';
export { createPushStateStore, type PushStateSource } from './push-state.js';
export { type RunTuiOptions, runTui } from './run-tui.js';
export { createTheme, type Theme } from './theme.js';
