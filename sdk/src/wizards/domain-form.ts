/**
 * The custom-domain form of a branch or a tag as one model (spec 002 sections 2.8, 3, 5, 6 and 7): the domain, its
 * certificate (automatic, or the user's own key and certificate), the spec's messages and the request. Force HTTPS
 * sits on the same screen but is its own call (`PUT .../force-https`, spec 002 section 7), not a field of this form:
 * `forcesHttps` reads it and `customDomainCalls` (domain-form-calls.ts) turns it on or off. `skiff domains add`,
 * `skiff tags domain-add`, the TUI's domains screen and tag screen and the web app's Custom Domains pages render it.
 */

import { DISABLED_FOR_WORKSPACE_MESSAGE, isWorkspaceFeatureEnabled } from '../domain/application-forms.js';
import { customDomainError } from '../domain/application-rules.js';
import { REQUIRED_MESSAGE } from '../domain/validation.js';
import type { CustomDomainInput } from '../resources/application-network.js';
import type { DeployTargetKind } from './deploy-wizard-fields.js';
import type { WizardChoice, WizardField, WizardStep, WizardValues } from './wizard-model.js';

/** Where the certificate comes from: the platform provides one, or the user gives their own key and certificate. */
export const DOMAIN_CERTIFICATE_CHOICES = ['automatic', 'own'] as const;
export type DomainCertificate = (typeof DOMAIN_CERTIFICATE_CHOICES)[number];

/** What the domain form knows besides the answers. */
export interface DomainFormContext {
  kind: DeployTargetKind;
  /** The workspace allows custom domains (`enableCustomDomain`; spec 002 section 6: without it they are disabled). */
  enabled: boolean;
}

/** The context from the workspace a screen already holds. */
export function domainFormContext(
  kind: DeployTargetKind,
  workspace: Readonly<Record<string, unknown>> | null | undefined,
): DomainFormContext {
  return { kind, enabled: isWorkspaceFeatureEnabled(workspace, 'enableCustomDomain') };
}

const certificateLabel = (value: WizardChoice) =>
  value === 'own' ? 'Your own (private key and certificate)' : 'Automatic (the platform provides one)';

/** The form's fields for these answers: the PEM fields only when the user brings their own certificate. */
export function domainFormFields(values: WizardValues): WizardField[] {
  const fields: WizardField[] = [
    { key: 'domain', label: 'Domain', kind: 'text', hint: 'The host name, e.g. shop.example.com' },
    {
      key: 'certificate',
      label: 'Certificate',
      kind: 'choice',
      choices: DOMAIN_CERTIFICATE_CHOICES,
      show: certificateLabel,
    },
  ];
  if (values.certificate !== 'own') return fields;
  fields.push(
    {
      key: 'sslCertificate',
      label: 'SSL certificate',
      kind: 'text',
      hint: 'The certificate, PEM (-----BEGIN CERTIFICATE-----)',
      flag: '--cert',
    },
    {
      key: 'privateKey',
      label: 'Private key',
      kind: 'secret',
      hint: 'Its private key, PEM (-----BEGIN PRIVATE KEY-----)',
      flag: '--key',
    },
  );
  return fields;
}

/** The form as one step. */
export const DOMAIN_FORM_STEPS: readonly WizardStep[] = [{ title: 'Add a domain', fields: domainFormFields }];

/** The form's answers as a renderer holds them. */
export type DomainAnswers = {
  domain: string;
  certificate: DomainCertificate;
  sslCertificate: string;
  privateKey: string;
};

/** An empty form: no domain, an automatic certificate. */
export function firstDomainAnswers(): DomainAnswers {
  return { domain: '', certificate: 'automatic', sslCertificate: '', privateKey: '' };
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The spec's messages by field: the domain is required ('Please input domain!') and a host name ('Domain is
 * invalid.'); with the user's own certificate both PEM texts are required ('Required', the spec's generic rule: a
 * half-given pair would otherwise be dropped silently, spec 002 section 5). Without `enableCustomDomain` the domain
 * field carries the spec's 'Disabled for this workspace - contact support'.
 */
export function domainFormErrors(answers: WizardValues, context: DomainFormContext): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!context.enabled) {
    errors.domain = DISABLED_FOR_WORKSPACE_MESSAGE;
    return errors;
  }
  const domain = customDomainError(textOf(answers.domain));
  if (domain) errors.domain = domain;
  if (answers.certificate === 'own') {
    if (!textOf(answers.sslCertificate).trim()) errors.sslCertificate = REQUIRED_MESSAGE;
    if (!textOf(answers.privateKey).trim()) errors.privateKey = REQUIRED_MESSAGE;
  }
  return errors;
}

/**
 * The add call's input: the trimmed domain, and the key and certificate only for the user's own certificate with
 * both given (spec 002 section 5: "if either is empty only the domain is sent").
 */
export function domainRequest(answers: WizardValues): CustomDomainInput {
  const input: CustomDomainInput = { domain: textOf(answers.domain).trim() };
  const privateKey = textOf(answers.privateKey);
  const sslCertificate = textOf(answers.sslCertificate);
  if (answers.certificate === 'own' && privateKey.trim() && sslCertificate.trim()) {
    input.privateKey = privateKey;
    input.sslCertificate = sslCertificate;
  }
  return input;
}

/** Whether a branch or tag forces HTTPS now (its `secureConnection`, spec 002 section 3). */
export function forcesHttps(record: object | null | undefined): boolean {
  return (record as { secureConnection?: unknown } | null | undefined)?.secureConnection === true;
}
