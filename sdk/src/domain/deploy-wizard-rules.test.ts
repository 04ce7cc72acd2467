import { describe, expect, it } from 'vitest';
import { cleanDeployPayload, copySourcesFor, deployWizardIssues } from './deploy-wizard-rules.js';

const messages = (value: unknown, storage?: number) =>
  deployWizardIssues(value, storage).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('deploy wizard rules (spec 001 section 5)', () => {
  it('Given an empty body, When checked, Then it is fine (deploy with the current settings)', () => {
    expect(messages({})).toEqual([]);
  });

  it("Given the HTTP source, When links are missing or not direct, Then 'Required' and the spec's link message", () => {
    expect(messages({ copyDatabaseFilesType: 'HTTP' })).toEqual(['oldHostname: Required', 'urlDB: Required']);
    expect(
      messages({
        copyDatabaseFilesType: 'HTTP',
        oldHostname: 'old.example.com',
        urlDB: 'ftp://x/db',
        urlFiles: 'nope',
      }),
    ).toEqual([
      'urlDB: Only support direct links or AWS S3 links',
      'urlFiles: Only support direct links or AWS S3 links',
    ]);
    expect(messages({ copyDatabaseFilesType: 'HTTP', oldHostname: 'o', urlDB: ' https://x.io/db.tgz ' })).toEqual([]);
  });

  it("Given the S3 source, When the URIs or region are wrong, Then 'Invalid S3 URI' and 'Required'", () => {
    expect(
      messages({ copyDatabaseFilesType: 'S3', s3DB: 'https://bucket/db', s3Files: 's3://ok-bucket/f.tgz' }),
    ).toEqual(['s3DB: Invalid S3 URI', 'bucketRegion: Required']);
    expect(
      messages({ copyDatabaseFilesType: 'S3', s3DB: 's3://my-bucket/db.sql.gz', bucketRegion: 'us-east-1' }),
    ).toEqual([]);
  });

  it('Given a copy of an application, When no source is named, Then Required', () => {
    expect(messages({ copyDatabaseFilesType: 'APPLICATION' })).toEqual(['sourceApplication: Required']);
  });

  it("Given basic auth on, When the credentials have special characters, Then the wizard's messages", () => {
    expect(messages({ isEnableBasicAuth: true, authUsername: 'ad min', authPassword: 'p@ss' })).toEqual([
      'authUsername: Username invalid!',
      'authPassword: Password includes special characters',
    ]);
  });

  it('Given configuration, When max is below min or storage shrinks, Then the configuration messages', () => {
    expect(messages({ capacity: 'small_1', capacityLimit: 'micro', storage: 5 }, 10)).toEqual([
      'capacityLimit: Max capacity must be greater than min capacity!',
      'storage: Storage cannot be smaller than the current storage.',
    ]);
  });

  it('Given unknown fields or wrong kinds, When checked, Then each names the field and the rule', () => {
    expect(messages({ colour: 2, storge: 5, webroot: '/', storage: '10', groupType: 'cheap' })).toEqual([
      expect.stringMatching(/^colour: is not a deploy option \(copyDatabaseFilesType, /),
      "storge: is not a deploy option. Did you mean 'storage'?",
      "webroot: is not a deploy option. Did you mean 'webRoot'?",
      'storage: must be a number',
      'groupType: must be one of on-demand, spot',
    ]);
    expect(messages([1])).toEqual([': must be an object of deploy options']);
  });

  it('Given answers, When cleaned, Then URLs trimmed, credentials dropped with basic auth off, nulls removed', () => {
    expect(
      cleanDeployPayload({
        copyDatabaseFilesType: 'HTTP',
        urlDB: ' https://x.io/db ',
        isEnableBasicAuth: false,
        authUsername: 'a',
        authPassword: 'b',
        appRoot: undefined,
      }),
    ).toEqual({ copyDatabaseFilesType: 'HTTP', urlDB: 'https://x.io/db', isEnableBasicAuth: false });
  });

  it('Given a project, When the sources are offered, Then a deployed application limits them to scratch and copy, a new repository to scratch', () => {
    expect(copySourcesFor({ hasDeployedApplication: true, isNewRepository: false })).toEqual([
      'SCRATCH',
      'APPLICATION',
    ]);
    expect(copySourcesFor({ hasDeployedApplication: false, isNewRepository: true })).toEqual(['SCRATCH']);
    expect(copySourcesFor({ hasDeployedApplication: false, isNewRepository: false })).toEqual([
      'SCRATCH',
      'HTTP',
      'S3',
      'REPOSITORY',
    ]);
  });
});
