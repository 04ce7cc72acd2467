/** The entry of `tui.cjs`: the TUI, and the loading of yoga that its bundle needs before the first render. */
export * from '@skiff/tui';
export { loadYogaForInk } from './yoga-for-ink.js';
