import { REQUIRED_MESSAGE } from './validation.js';

/** Spec 003 sections 3 and 5: the admin template form (create and update). */
export interface TemplateFormValues {
  name: string;
  repoUrl: string;
  projectType: string;
  organization: string;
  appRoot: string;
  webRoot: string;
  image: string;
  adminUser: string;
  adminPassword: string;
  adminPath: string;
  /** Admin update only ("Capacity required in the admin update form"). */
  capacityDefault: string;
}

export type TemplateFormField = keyof TemplateFormValues;

/** "name, repoUrl, projectType, organization, appRoot, webRoot required ("Required"), validated on submit". */
export const TEMPLATE_REQUIRED_FIELDS = [
  'name',
  'repoUrl',
  'projectType',
  'organization',
  'appRoot',
  'webRoot',
] as const;

export const EMPTY_TEMPLATE_FORM: TemplateFormValues = {
  name: '',
  repoUrl: '',
  projectType: '',
  organization: '',
  appRoot: '',
  webRoot: '',
  image: '',
  adminUser: '',
  adminPassword: '',
  adminPath: '',
  capacityDefault: '',
};

/** 'Required' for each blank required field (trimmed); the admin update also needs the capacity. */
export function templateFormErrors(
  values: TemplateFormValues,
  mode: 'create' | 'adminUpdate',
): Partial<Record<TemplateFormField, string>> {
  const required: TemplateFormField[] = [...TEMPLATE_REQUIRED_FIELDS];
  if (mode === 'adminUpdate') required.push('capacityDefault');
  const errors: Partial<Record<TemplateFormField, string>> = {};
  for (const field of required) if (!values[field].trim()) errors[field] = REQUIRED_MESSAGE;
  return errors;
}

/** The body sent: trimmed strings, blank optional fields left out, the organization as `{ name }`. */
export function templateFormBody(values: TemplateFormValues) {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value.trim();
    if (!trimmed) continue;
    body[key] = key === 'organization' ? { name: trimmed } : trimmed;
  }
  return body as { name: string; organization?: { name: string } } & Record<string, unknown>;
}

/** A catalog as the form's starting values (update). */
export function templateFormValues(template: Record<string, unknown>): TemplateFormValues {
  const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const organization = template.organization as { name?: unknown } | null | undefined;
  const values = { ...EMPTY_TEMPLATE_FORM };
  for (const key of Object.keys(values) as TemplateFormField[]) values[key] = str(template[key]);
  values.organization = str(organization?.name);
  return values;
}

/** The form's text fields and their labels, in order (the Type choice goes after the repository URL). */
export const TEMPLATE_TEXT_FIELDS: ReadonlyArray<readonly [TemplateFormField, string]> = [
  ['name', 'Name'],
  ['repoUrl', 'Repository URL'],
  ['organization', 'Organization'],
  ['appRoot', 'App Root'],
  ['webRoot', 'Web Root'],
  ['image', 'Image URL'],
  ['adminUser', 'Admin user'],
  ['adminPassword', 'Admin password'],
  ['adminPath', 'Admin path'],
];

/** The admin update's switches (spec 003 sections 6 and 7: they ride on PATCH /v2/catalogs/{id}/admin). */
export interface TemplateSwitches {
  isPublish: boolean;
  isDrupalForge: boolean;
  isUsingAIKey: boolean;
  isFromRegistry: boolean;
}

/** The switches' labels, in order. */
export const TEMPLATE_SWITCHES: ReadonlyArray<readonly [keyof TemplateSwitches, string]> = [
  ['isPublish', 'Publish Template'],
  ['isDrupalForge', 'DrupalForge Express'],
  ['isUsingAIKey', 'AI Key'],
  ['isFromRegistry', 'Registry Model'],
];
