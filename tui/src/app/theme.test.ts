import { describe, expect, it } from 'vitest';
import { createTheme } from './theme.js';

describe('the theme', () => {
  it('Given NO_COLOR, When the theme is built, Then no token carries a colour', () => {
    const theme = createTheme({ NO_COLOR: '1' });
    expect(Object.values(theme.tone).every((c) => c === undefined)).toBe(true);
    expect(theme.colour).toBe(false);
  });

  it('Given a colour terminal, When the theme is built, Then the states get the spec colours', () => {
    const theme = createTheme({});
    expect(theme.tone.success).toBe('green');
    expect(theme.tone.error).toBe('red');
    expect(theme.tone.warning).toBe('yellow');
    expect(theme.tone.info).toBe('cyan');
  });
});
