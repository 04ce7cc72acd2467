import type { Tone } from '@skiff/sdk/domain';
import type { Palette, Style } from './output.js';

/** The CLI's colour for each semantic tone of the SDK (the identity when colours are off). */
export function toneStyle(color: Palette, tone: Tone): Style {
  switch (tone) {
    case 'success':
      return color.green;
    case 'error':
      return color.red;
    case 'warning':
      return color.yellow;
    case 'attention':
      // Orange in the spec; 16-colour terminals have none, so the bright variant of the warning colour.
      return color.yellowBright;
    case 'info':
      return color.blue;
    case 'neutral':
      return color.dim;
    default: {
      const never: never = tone;
      return () => String(never);
    }
  }
}
