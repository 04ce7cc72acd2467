import type { Key } from 'ink';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from 'react';
import type { BindingScope, Command } from '../keys/key-bindings.js';

/**
 * A layer of key handling: a screen, a text input or a question. The newest layer of the highest priority is asked
 * first; a layer that does not handle a key lets it fall through to the layers below and then to the global
 * bindings.
 *
 * Keys can arrive faster than React re-renders, so a layer whose mode changes (typing a filter, answering a
 * question) reads that mode from a ref at key time: `scopes` may be a function for that reason.
 */
export interface KeyLayer {
  /** The binding scopes this layer understands now. */
  scopes: readonly BindingScope[] | (() => readonly BindingScope[]);
  /** Handles a command of its scopes; returns false to let it fall through. */
  onCommand?(command: Command): boolean | undefined;
  /** Gets the keys that are none of its commands (typed text, Backspace); returns true if it took the key. */
  onText?(input: string, key: Key): boolean;
  /** Text inputs and questions are above screens; the frame's own layers are below them (FRAME_PRIORITY). */
  priority?: number;
}

/**
 * The priority of the frame's layers (moves between tabs and sub-screens, the typed deletions): below every screen,
 * so that a screen's own key wins over a workspace-wide one however the screen was reached. Registration order
 * alone cannot say it: a screen shown in the first frame registers before the frame around it (React runs a
 * child's effects first), one opened later after it.
 */
export const FRAME_PRIORITY = -1;

/** The scopes of a layer at this moment. */
export function scopesOf(layer: KeyLayer): readonly BindingScope[] {
  return typeof layer.scopes === 'function' ? layer.scopes() : layer.scopes;
}

interface Registered {
  layer: { current: KeyLayer };
  order: number;
}

interface KeyLayersApi {
  register(layer: { current: KeyLayer }): () => void;
  /** The layers, the one to ask first at the front. */
  ordered(): KeyLayer[];
}

const KeyLayersContext = createContext<KeyLayersApi | undefined>(undefined);

export function KeyLayersProvider({ children }: { children: ReactNode }) {
  const layers = useRef<Registered[]>([]);
  const counter = useRef(0);
  const register = useCallback((layer: { current: KeyLayer }) => {
    const entry = { layer, order: counter.current++ };
    layers.current = [...layers.current, entry];
    return () => {
      layers.current = layers.current.filter((l) => l !== entry);
    };
  }, []);
  const ordered = useCallback(
    () =>
      [...layers.current]
        .sort((a, b) => (b.layer.current.priority ?? 0) - (a.layer.current.priority ?? 0) || b.order - a.order)
        .map((entry) => entry.layer.current),
    [],
  );
  const value = useMemo(() => ({ register, ordered }), [register, ordered]);
  return <KeyLayersContext.Provider value={value}>{children}</KeyLayersContext.Provider>;
}

/** The registry of key layers (for the dispatcher and for `useKeyLayer`). */
export function useKeyLayers(): KeyLayersApi {
  const api = useContext(KeyLayersContext);
  if (!api) throw new Error('useKeyLayers must be used inside <App>.');
  return api;
}
