import { loadYoga } from 'yoga-layout/load';

type Yoga = Awaited<ReturnType<typeof loadYoga>>;

/**
 * Bundled in `tui.cjs` in place of `yoga-layout`, whose entry awaits its WebAssembly at its top level (which a
 * CommonJS bundle cannot, and which kept yoga's glue code out of the code cache). Ink reads `Yoga` only inside its
 * functions, never while its modules load, so this object is filled by `loadYogaForInk` before the first render.
 */
const yoga = {} as Yoga;
export default yoga;

let loading: Promise<void> | undefined;

/** Loads yoga's WebAssembly into the object Ink uses; the TUI renders only after it resolved. */
export function loadYogaForInk(): Promise<void> {
  loading ??= loadYoga().then((loaded) => {
    Object.assign(yoga, loaded);
  });
  return loading;
}
