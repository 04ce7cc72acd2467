import { useLayoutEffect, useRef } from 'react';
import { type KeyLayer, useKeyLayers } from '../contexts/key-layers-context.js';

/**
 * Puts a key layer on top while `active` (a screen that is shown, an input that is being typed in).
 * Input: the layer (re-read on every key, so handlers may close over fresh state) and whether it is active.
 */
export function useKeyLayer(layer: KeyLayer, active = true): void {
  const { register } = useKeyLayers();
  const ref = useRef(layer);
  ref.current = layer;
  // A layout effect: the layer must be in place before the next key, which may arrive before passive effects run.
  useLayoutEffect(() => (active ? register(ref) : undefined), [active, register]);
}
