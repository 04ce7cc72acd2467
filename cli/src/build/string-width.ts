/**
 * Bundled in place of the `string-width` that Ink and its ESM helpers import (see tsup.config.ts): Ink's own
 * string-width, behind a fast path for narrow text. The `skiff:ink-*` names resolve from Ink's own folder.
 */

import inkStringWidth from 'skiff:ink-string-width';
import stripAnsi from 'skiff:ink-strip-ansi';
import { withNarrowFastPath } from './narrow-text-width.js';

export default withNarrowFastPath(inkStringWidth, stripAnsi);
