import { describe, expect, it } from 'vitest';
import { DISABLED_FOR_WORKSPACE_MESSAGE, DOMAIN_INVALID_MESSAGE, DOMAIN_REQUIRED_MESSAGE } from '../domain/index.js';
import { REQUIRED_MESSAGE } from '../domain/validation.js';
import {
  domainFormContext,
  domainFormErrors,
  domainFormFields,
  domainRequest,
  firstDomainAnswers,
  forcesHttps,
} from './domain-form.js';

const branch = domainFormContext('application', { enableCustomDomain: true });
const KEY = '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n';
const CERT = '-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----\n';

describe('the custom domain form model', () => {
  it('Given an empty form, when checked, then the domain is required; an automatic certificate asks for no PEM', () => {
    const answers = firstDomainAnswers();
    expect(domainFormFields(answers).map((f) => f.key)).toEqual(['domain', 'certificate']);
    expect(domainFormErrors(answers, branch)).toEqual({ domain: DOMAIN_REQUIRED_MESSAGE });
    expect(domainFormErrors({ ...answers, domain: 'not a domain' }, branch)).toEqual({
      domain: DOMAIN_INVALID_MESSAGE,
    });
    expect(domainRequest({ ...answers, domain: '  shop.example.com ', privateKey: KEY })).toEqual({
      domain: 'shop.example.com',
    });
  });

  it('Given the user brings their own certificate, when one PEM is missing, then it is required; both are sent', () => {
    const own = { ...firstDomainAnswers(), domain: 'secure.example.com', certificate: 'own', privateKey: KEY };
    expect(domainFormFields(own).map((f) => [f.key, f.flag])).toEqual([
      ['domain', undefined],
      ['certificate', undefined],
      ['sslCertificate', '--cert'],
      ['privateKey', '--key'],
    ]);
    expect(domainFormErrors(own, branch)).toEqual({ sslCertificate: REQUIRED_MESSAGE });
    expect(domainRequest({ ...own, sslCertificate: CERT })).toEqual({
      domain: 'secure.example.com',
      privateKey: KEY,
      sslCertificate: CERT,
    });
  });

  it('Given a workspace without custom domains, when checked, then the spec says they are disabled', () => {
    const tag = domainFormContext('deployment', { enableCustomDomain: false });
    expect(domainFormErrors({ domain: 'shop.example.com' }, tag)).toEqual({ domain: DISABLED_FOR_WORKSPACE_MESSAGE });
    expect(domainFormContext('deployment', {}).enabled).toBe(true);
    expect([forcesHttps({ secureConnection: true }), forcesHttps({}), forcesHttps(undefined)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
