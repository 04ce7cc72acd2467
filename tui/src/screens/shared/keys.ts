import type { KeyBinding } from '../../keys/key-table.js';

/** Keys of the forms and wizards (fields, choices, steps). */
export const FORM_KEYS: readonly KeyBinding[] = [
  { command: 'previousField', keys: ['up', 'k'], description: 'Previous field', scope: 'form' },
  { command: 'nextField', keys: ['down', 'j'], description: 'Next field', scope: 'form' },
  { command: 'decrease', keys: ['left', '-'], description: 'Previous choice of the field', scope: 'form' },
  { command: 'increase', keys: ['right', '+'], description: 'Next choice of the field', scope: 'form' },
  { command: 'save', keys: ['return'], description: 'Save, once every field is valid', scope: 'form' },
  {
    command: 'nextStep',
    keys: ['tab'],
    description: 'Next step of a wizard, once its fields are valid',
    scope: 'form',
  },
];

/** Keys of the forms of typed fields (the admin forms). */
export const TEXT_FORM_KEYS: readonly KeyBinding[] = [
  { command: 'previousField', keys: ['up'], description: 'Previous field', scope: 'textForm' },
  { command: 'nextField', keys: ['down', 'tab'], description: 'Next field', scope: 'textForm' },
  { command: 'decrease', keys: ['left'], description: 'Previous choice, or switch off', scope: 'textForm' },
  { command: 'increase', keys: ['right'], description: 'Next choice, or switch on', scope: 'textForm' },
];
