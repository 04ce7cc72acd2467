import { createContext, type ReactNode, useContext } from 'react';
import type { Theme } from '../app/theme.js';

const ThemeContext = createContext<Theme | undefined>(undefined);

export function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
}

/** The semantic colours of the app. */
export function useTheme(): Theme {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error('useTheme must be used inside <App>.');
  return theme;
}
