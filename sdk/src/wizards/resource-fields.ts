/**
 * The resource fields that both the deploy wizard and the configuration form ask (spec 002 section 5): server
 * type, minimum and maximum capacity, and a branch's storage. One definition, so their labels, flags and choices
 * cannot drift between the two models.
 */
import { allowedStorageOptions, CAPACITY_OPTIONS, capacityIndex, GROUP_TYPES } from '../domain/application-rules.js';
import type { WizardField } from './wizard-model.js';

/** How a capacity tier reads: `250m CPU, 512Mi`. */
export function capacityText(key: string | number): string {
  const option = CAPACITY_OPTIONS[capacityIndex(String(key))];
  return option ? `${option.cpu} CPU, ${option.memory}` : String(key);
}

const CAPACITY_KEYS: readonly string[] = CAPACITY_OPTIONS.map((c) => c.key);

/** Server type: on-demand, and spot only where the workspace's cloud provider has it. */
export function groupTypeField(spotAllowed: boolean): WizardField {
  return {
    key: 'groupType',
    label: 'Server type',
    kind: 'choice',
    flag: '--group-type',
    choices: GROUP_TYPES.filter((type) => type !== 'spot' || spotAllowed),
    show: String,
  };
}

/** Minimum and maximum capacity; the maximum offers the tiers from index `limitFrom` up. */
export function capacityFields(limitFrom = 0): WizardField[] {
  return [
    {
      key: 'capacity',
      label: 'Minimum capacity',
      kind: 'choice',
      flag: '--capacity',
      choices: CAPACITY_KEYS,
      show: capacityText,
    },
    {
      key: 'capacityLimit',
      label: 'Maximum capacity',
      kind: 'choice',
      flag: '--capacity-limit',
      choices: CAPACITY_KEYS.slice(limitFrom),
      show: capacityText,
    },
  ];
}

/** A branch's storage: the spec's sizes, never below what it has now. */
export function storageField(currentStorage: number | undefined): WizardField {
  return {
    key: 'storage',
    label: 'Storage',
    kind: 'choice',
    flag: '--storage',
    choices: allowedStorageOptions(currentStorage),
    show: (size) => `${size} Gi`,
  };
}
