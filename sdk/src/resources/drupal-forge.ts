import type { PagePromise } from '../pagination.js';
import {
  type DrupalForgeApplication,
  type DrupalForgeWidget,
  drupalForgeApplicationSchema,
  drupalForgeWidgetSchema,
  type ExpressLaunchCount,
  expressLaunchCountSchema,
  type ForgeSweepResult,
  forgeSweepResultSchema,
  type StatusResult,
  statusResultSchema,
} from '../schemas/drupal-forge.js';
import { type HostedListParams, hostedPage } from './hosted-page.js';
import { type CallOptions, Resource, seg } from './resource.js';

/** CreateDFApplicationDTO: express-launch a template for a Drupal Forge submission. */
export interface DrupalForgeLaunchBody {
  submissionId: string;
  templateId: string;
  /** Enable the cloud dev environment (code-server). */
  isEnableEditor: boolean;
  /** The user the application is for; defaults to the caller. */
  email?: string;
  appName?: string;
}

/** ExtendDFApplicationDTO and SaveDFApplicationDTO (`email` is required to save). */
export interface DrupalForgeSubmissionBody {
  submissionId: string;
  isEnableEditor: boolean;
  email?: string;
}

/** ExtendPaymentAppDTO and CancellationAppDTO. */
export interface DrupalForgePaymentBody {
  applicationId: string;
  email: string;
  /** Subscription end, epoch milliseconds. */
  subscriptionEnded?: number;
}

/** CreateDrupalPodDTO. */
export interface DrupalPodBody {
  submissionId: string;
  /** `DP_IMAGE=...,DP_APP_ROOT=...,DP_WEB_ROOT=...,DP_REPO_BRANCH=...`. */
  envVariables: string;
  email: string;
  workspaceId?: string;
}

const APPS = '/drupal-forge/applications';
const subs = (submissionId: string) => `/drupal-forge/submissions/${seg(submissionId)}`;
const app = (applicationId: string) => `${APPS}/${seg(applicationId)}`;
const launch = (templateId: string) => `/drupal-forge/catalogs/${seg(templateId)}/express-launch`;

/** Drupal Forge: hosted Drupal trials that pause at their expiry (`/v2/drupal-forge`). */
export class DrupalForge extends Resource {
  /** Lists one user's Drupal Forge applications (`{total, applications}`, paged by `limit`). */
  list(params: HostedListParams, options?: CallOptions): PagePromise<DrupalForgeApplication> {
    return hostedPage(this.transport, APPS, drupalForgeApplicationSchema, params, options);
  }

  /** Express-launches a template: a new application deployed as a task. */
  launch(body: DrupalForgeLaunchBody, options?: CallOptions): Promise<StatusResult> {
    return this.transport.json('POST', APPS, statusResultSchema, { ...options, body });
  }

  /** One Drupal Forge application by id. */
  get(applicationId: string, options?: CallOptions): Promise<DrupalForgeApplication> {
    return this.transport.json('GET', app(applicationId), drupalForgeApplicationSchema, options);
  }

  /** The latest application of a submission. */
  getBySubmission(submissionId: string, options?: CallOptions): Promise<DrupalForgeApplication> {
    return this.transport.json('GET', `${subs(submissionId)}/application`, drupalForgeApplicationSchema, options);
  }

  /** What the embeddable widget shows for a submission; links are built on `originUrl` when given. */
  widget(submissionId: string, originUrl?: string, options?: CallOptions): Promise<DrupalForgeWidget> {
    const query = originUrl ? { originUrl } : undefined;
    return this.transport.json('GET', `${subs(submissionId)}/widget`, drupalForgeWidgetSchema, { ...options, query });
  }

  /** Pushes a submission's expiry further (and may enable the editor). */
  extendTime(submissionId: string, body: DrupalForgeSubmissionBody, options?: CallOptions): Promise<StatusResult> {
    return this.transport.json('PATCH', `${subs(submissionId)}/extend-time`, statusResultSchema, { ...options, body });
  }

  /** Assigns a submission's application to a user. */
  save(submissionId: string, body: DrupalForgeSubmissionBody & { email: string }, options?: CallOptions) {
    return this.transport.json('POST', `${subs(submissionId)}/save`, statusResultSchema, { ...options, body });
  }

  /** Checks that an application can be sold (deployed and not already purchased). */
  checkForSelling(applicationId: string, options?: CallOptions): Promise<StatusResult> {
    return this.transport.json('GET', `${app(applicationId)}/check-for-selling`, statusResultSchema, options);
  }

  /** Purchases an application: it runs until the subscription ends. */
  purchase(applicationId: string, body: DrupalForgePaymentBody, options?: CallOptions): Promise<StatusResult> {
    return this.transport.json('PATCH', `${app(applicationId)}/purchase`, statusResultSchema, { ...options, body });
  }

  /** Cancels an application's subscription; it expires when the subscription ends. */
  cancel(applicationId: string, body: DrupalForgePaymentBody, options?: CallOptions): Promise<StatusResult> {
    return this.transport.json('PATCH', `${app(applicationId)}/cancel`, statusResultSchema, { ...options, body });
  }

  /** Invites a GitHub user to a paid application's repository. */
  inviteGithub(applicationId: string, githubUsername: string, options?: CallOptions): Promise<StatusResult> {
    const body = { githubUsername };
    return this.transport.json('POST', `${app(applicationId)}/github`, statusResultSchema, { ...options, body });
  }

  /** Unpauses an application (a task). */
  unpause(applicationId: string, options?: CallOptions): Promise<StatusResult> {
    return this.transport.json('PATCH', `${app(applicationId)}/unpause`, statusResultSchema, options);
  }

  /** Deactivates (undeploys) an application of a submission (a task). */
  deactivate(applicationId: string, body: { submissionId: string; email?: string }, options?: CallOptions) {
    return this.transport.json('PATCH', `${app(applicationId)}/deactivate`, statusResultSchema, { ...options, body });
  }

  /** Sets the namespace hot instances of a template run in (admin). */
  updateTemplate(catalogId: string, body: { forgeSpotNamespace: string; email: string }, options?: CallOptions) {
    const path = `/drupal-forge/catalogs/${seg(catalogId)}`;
    return this.transport.json('PATCH', path, statusResultSchema, { ...options, body });
  }

  /** Pauses every running application past its expiry (admin sweep). */
  pauseExpired(options?: CallOptions): Promise<ForgeSweepResult> {
    const path = '/drupal-forge/admin/pause-template';
    return this.transport.json('POST', path, forgeSweepResultSchema, options);
  }

  /** Deactivates every paused application past its expiry (admin sweep). */
  deactivateExpired(options?: CallOptions): Promise<ForgeSweepResult> {
    const path = '/drupal-forge/admin/deactivate-template';
    return this.transport.json('POST', path, forgeSweepResultSchema, options);
  }

  /** Adds a hot instance of a template, as the platform's scheduled function does (admin). */
  lambdaIncrease(templateId: string, options?: CallOptions): Promise<ExpressLaunchCount> {
    const path = `/drupal-forge/lambda/${seg(templateId)}`;
    return this.transport.json('POST', path, expressLaunchCountSchema, options);
  }

  /** Ready and in-progress hot instances of a template. */
  expressLaunchCount(templateId: string, options?: CallOptions): Promise<ExpressLaunchCount> {
    return this.transport.json('GET', launch(templateId), expressLaunchCountSchema, options);
  }

  /** Adds one hot instance of a template. */
  increaseExpressLaunch(templateId: string, options?: CallOptions): Promise<ExpressLaunchCount> {
    return this.transport.json('POST', launch(templateId), expressLaunchCountSchema, options);
  }

  /** Removes one hot instance of a template; refused at 0. */
  decreaseExpressLaunch(templateId: string, options?: CallOptions): Promise<ExpressLaunchCount> {
    return this.transport.json('DELETE', launch(templateId), expressLaunchCountSchema, options);
  }

  /** Creates a DrupalPod application from its environment variables (a deploy task). */
  createDrupalPod(body: DrupalPodBody, options?: CallOptions): Promise<StatusResult> {
    return this.transport.json('POST', '/drupal-forge/drupalpod/new', statusResultSchema, { ...options, body });
  }
}
