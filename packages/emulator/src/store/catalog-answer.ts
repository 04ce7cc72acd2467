/**
 * A catalog (template) as the API answers it: every field of the SDK's catalog schema (spec 001 section 3, the
 * workspace's Catalogs tab; spec 003 section 3, the admin templates page), typed with `Whole`.
 */
import type { CatalogAnswer } from './answer-types.js';
import type { Doc } from './documents.js';

type Organization = NonNullable<CatalogAnswer['organization']>;
const text = (doc: Doc, key: string): string | null => (typeof doc[key] === 'string' ? (doc[key] as string) : null);
const flag = (doc: Doc, key: string): boolean => doc[key] === true;

/** The organization as stored, with every field the Catalogs tab reads (color default `#fff`, spec 002 s3). */
function organizationOf(value: unknown): Organization | null {
  if (!value || typeof value !== 'object') return null;
  const org = value as Record<string, unknown>;
  const str = (key: string) => (typeof org[key] === 'string' ? (org[key] as string) : null);
  return {
    ...org,
    _id: str('_id'),
    name: str('name'),
    email: str('email'),
    logoImage: str('logoImage'),
    isVerified: org.isVerified === true,
    color: str('color') ?? '#fff',
  };
}

export function catalogAnswer(doc: Doc): CatalogAnswer {
  const capacity = doc.capacityDefault;
  return {
    _id: doc._id,
    name: doc.name,
    title: text(doc, 'title'),
    description: text(doc, 'description'),
    image: text(doc, 'image'),
    projectType: text(doc, 'projectType'),
    appRoot: text(doc, 'appRoot'),
    webRoot: text(doc, 'webRoot'),
    runScript: text(doc, 'runScript'),
    adminUser: text(doc, 'adminUser'),
    adminPassword: text(doc, 'adminPassword'),
    adminPath: text(doc, 'adminPath'),
    capacityDefault: typeof capacity === 'string' || typeof capacity === 'number' ? capacity : null,
    createdBy: doc.createdBy ? { _id: doc.createdBy, rawInfo: { email: text(doc, 'creatorEmail') } } : null,
    organization: organizationOf(doc.organization),
    repoUrl: text(doc, 'repoUrl'),
    repositoryProvider: text(doc, 'repositoryProvider'),
    isPublish: flag(doc, 'isPublish'),
    isUsingAIKey: flag(doc, 'isUsingAIKey'),
    isFromRegistry: flag(doc, 'isFromRegistry'),
    isDrupalForge: flag(doc, 'isDrupalForge'),
    isForDrupalForge: flag(doc, 'isDrupalForge'),
    createdAt: doc.createdAt,
  };
}
