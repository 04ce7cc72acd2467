import type { Tone } from '@skiff/sdk/domain';

/** An Ink colour (a chalk name or a hex string); undefined means the terminal's default colour. */
export type Colour = string | undefined;

/** The semantic colour tokens of the TUI. Components use these, never colour names. */
export interface Theme {
  /** Colour of each SDK tone (application states, task statuses). */
  tone: Readonly<Record<Tone, Colour>>;
  text: { primary: Colour; secondary: Colour; accent: Colour; link: Colour };
  border: Colour;
  /** The selected row: its colour, and whether it is drawn inverse (kept with NO_COLOR, which forbids colour only). */
  selection: { colour: Colour; inverse: boolean };
  notice: { error: Colour; info: Colour };
  progress: { done: Colour; todo: Colour };
  /** False under NO_COLOR: components may then add text cues where colour alone carried meaning. */
  colour: boolean;
  symbols: { bell: string; separator: string; cursor: string; done: string; todo: string };
}

/* Tones to colours: the spec's green, red, blue, gold and orange. */
const COLOURED_TONES: Readonly<Record<Tone, Colour>> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  attention: '#ff8700',
  info: 'cyan',
  neutral: 'gray',
};

const NO_TONES: Readonly<Record<Tone, Colour>> = {
  success: undefined,
  error: undefined,
  warning: undefined,
  attention: undefined,
  info: undefined,
  neutral: undefined,
};

/** NO_COLOR (https://no-color.org): present and not empty disables colour. */
export function isColourDisabled(env: NodeJS.ProcessEnv): boolean {
  return typeof env.NO_COLOR === 'string' && env.NO_COLOR !== '';
}

/** Terminals known to lack emoji glyphs get ASCII symbols. */
function asciiOnly(env: NodeJS.ProcessEnv): boolean {
  return env.TERM === 'linux' || env.TERM === 'dumb' || env.SKIFF_ASCII === '1';
}

/** Builds the theme for an environment (NO_COLOR, TERM). */
export function createTheme(env: NodeJS.ProcessEnv = process.env): Theme {
  const colour = !isColourDisabled(env);
  const ascii = asciiOnly(env);
  const symbols = {
    bell: ascii ? 'Bell' : '🔔',
    separator: '>',
    cursor: '>',
    done: ascii ? '#' : '█',
    todo: ascii ? '.' : '░',
  };
  if (!colour) {
    return {
      tone: NO_TONES,
      text: { primary: undefined, secondary: undefined, accent: undefined, link: undefined },
      border: undefined,
      selection: { colour: undefined, inverse: true },
      notice: { error: undefined, info: undefined },
      progress: { done: undefined, todo: undefined },
      colour,
      symbols,
    };
  }
  return {
    tone: COLOURED_TONES,
    text: { primary: undefined, secondary: 'gray', accent: 'cyan', link: 'blue' },
    border: 'gray',
    selection: { colour: 'cyan', inverse: true },
    notice: { error: 'red', info: 'cyan' },
    progress: { done: 'cyan', todo: 'gray' },
    colour,
    symbols,
  };
}
