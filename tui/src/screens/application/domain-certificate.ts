import { type CustomDomainInput, domainRequest } from '@skiff/sdk';
import type { TextPromptSpec } from '../../hooks/use-text-prompt.js';
import { readPemFile } from '../../services/pem-files.js';

/** What was answered: the SDK form's request (the domain, the certificate and key as read) and the files' paths. */
export interface DomainWithCertificate {
  input: CustomDomainInput;
  certificatePath: string;
  keyPath: string;
}

const errorOf = (text: string) => {
  const read = readPemFile(text);
  return 'error' in read ? read.error : undefined;
};

/**
 * Asks, one field after the other, for a custom domain with the user's own certificate (the SDK's domain form with
 * `certificate: 'own'`; spec 002 section 5: key and certificate count only together): the host name (`domainError`,
 * the model's rule), the certificate's PEM file, then its private key's. Each is checked as typed; the files'
 * content is never shown.
 */
export function askDomainWithCertificate(
  ask: (spec: TextPromptSpec) => void,
  application: string,
  domainError: (text: string) => string | undefined,
  done: (answer: DomainWithCertificate) => void,
) {
  ask({
    question: `Add a custom domain to ${application}, with your own certificate`,
    hint: 'The host name, e.g. shop.example.com',
    validate: domainError,
    onSubmit: (typed) => {
      const domain = typed.trim();
      ask({
        question: `The SSL certificate of ${domain} (a PEM file)`,
        hint: 'Its path, e.g. ~/certs/shop.crt',
        validate: errorOf,
        onSubmit: (certificateText) =>
          ask({
            question: `The private key of that certificate (a PEM file)`,
            hint: 'Its path, e.g. ~/certs/shop.key',
            validate: errorOf,
            onSubmit: (keyText) => {
              const certificate = readPemFile(certificateText);
              const key = readPemFile(keyText);
              if ('error' in certificate || 'error' in key) return;
              const answers = { domain, certificate: 'own', sslCertificate: certificate.pem, privateKey: key.pem };
              done({ input: domainRequest(answers), certificatePath: certificate.path, keyPath: key.path });
            },
          }),
      });
    },
  });
}
