/** Wizards and forms as models: steps, fields, defaults, rules with the spec's messages, and the request. */

export * from './backup-form.js';
export * from './cluster-form.js';
export * from './cluster-form-fields.js';
export * from './configuration-form.js';
export * from './configuration-form-context.js';
export * from './deploy-wizard.js';
export * from './deploy-wizard-context.js';
export * from './deploy-wizard-fields.js';
export * from './domain-form.js';
export * from './domain-form-calls.js';
export * from './member-form.js';
export * from './member-form-calls.js';
export * from './project-wizard.js';
export * from './project-wizard-fields.js';
export * from './security-form.js';
export * from './wizard-model.js';
