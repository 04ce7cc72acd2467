import type { Application } from '@skiff/sdk';
import {
  allowedStorageOptions,
  CAPACITY_OPTIONS,
  capacityIndex,
  configurationErrors,
  DEFAULT_STORAGE_GI,
  GROUP_TYPES,
  REPLICA_RANGE,
} from '@skiff/sdk/domain';

/** The configuration form's values (spec 002 "Configuration"). */
export interface ConfigurationDraft {
  replicas: number;
  capacity: string;
  capacityLimit: string;
  storage: number;
  groupType: string;
}

type Choice = string | number;

/** One field: its label, the choices it steps through, and how a value reads. */
export interface ConfigurationField {
  key: keyof ConfigurationDraft;
  label: string;
  choices(currentStorage: number): readonly Choice[];
  show(value: Choice): string;
}

const REPLICAS = Array.from({ length: REPLICA_RANGE.max - REPLICA_RANGE.min + 1 }, (_, i) => REPLICA_RANGE.min + i);
const CAPACITIES = CAPACITY_OPTIONS.map((c) => c.key);
const capacityText = (key: Choice) => {
  const option = CAPACITY_OPTIONS[capacityIndex(String(key))];
  return option ? `${option.cpu} CPU, ${option.memory}` : String(key);
};

/** The fields in their order. Storage offers only sizes at or above the current one: it never shrinks. */
export const CONFIGURATION_FIELDS: readonly ConfigurationField[] = [
  { key: 'replicas', label: 'Replicas', choices: () => REPLICAS, show: String },
  { key: 'capacity', label: 'Min capacity', choices: () => CAPACITIES, show: capacityText },
  { key: 'capacityLimit', label: 'Max capacity', choices: () => CAPACITIES, show: capacityText },
  { key: 'storage', label: 'Storage', choices: (current) => allowedStorageOptions(current), show: (v) => `${v} Gi` },
  { key: 'groupType', label: 'Group type', choices: () => GROUP_TYPES, show: String },
];

const capacityKey = (value: unknown, fallback: string) =>
  typeof value === 'string' && capacityIndex(value) >= 0 ? value : fallback;

/** The form's starting values: the application's, or the defaults the spec gives where it has none. */
export function draftOf(app: Application): ConfigurationDraft {
  const fields = app as Application & { capacityLimit?: unknown; groupType?: unknown };
  const capacity = capacityKey(app.capacity, CAPACITIES[0]!);
  return {
    replicas: app.replicas && app.replicas >= REPLICA_RANGE.min ? app.replicas : REPLICA_RANGE.min,
    capacity,
    capacityLimit: capacityKey(fields.capacityLimit, capacity),
    storage: app.storage ?? DEFAULT_STORAGE_GI,
    groupType: typeof fields.groupType === 'string' ? fields.groupType : GROUP_TYPES[0],
  };
}

/** The draft with `field` stepped one choice (`step` -1 or +1), staying within its choices. */
export function stepField(
  draft: ConfigurationDraft,
  field: ConfigurationField,
  step: number,
  currentStorage: number,
): ConfigurationDraft {
  const choices = field.choices(currentStorage);
  const index = Math.max(0, choices.indexOf(draft[field.key]));
  const next = choices[Math.min(choices.length - 1, Math.max(0, index + step))];
  return next === undefined ? draft : { ...draft, [field.key]: next };
}

/** The spec's messages for the draft, by field (max capacity not below min, storage never smaller). */
export function draftErrors(draft: ConfigurationDraft, currentStorage: number): Record<string, string> {
  return configurationErrors(draft, currentStorage);
}

/** Only the fields that changed, for the update call. */
export function changedFields(draft: ConfigurationDraft, before: ConfigurationDraft): Partial<ConfigurationDraft> {
  return Object.fromEntries(
    Object.entries(draft).filter(([key, value]) => before[key as keyof ConfigurationDraft] !== value),
  ) as Partial<ConfigurationDraft>;
}
