import { Account } from './resources/account.js';
import { Activities } from './resources/activities.js';
import { Administrators, Members } from './resources/admin-users.js';
import { Domains } from './resources/application-network.js';
import { Applications } from './resources/applications.js';
import { AwsOrders } from './resources/aws-orders.js';
import { Catalogs } from './resources/catalogs.js';
import { CloudAccounts } from './resources/cloud-accounts.js';
import { CommandAccessTokens } from './resources/command-access-tokens.js';
import { DecoupledIo } from './resources/decoupled-io.js';
import { DeploymentBackups, DeploymentTools } from './resources/deployment-services.js';
import { Deployments } from './resources/deployments.js';
import { DrupalForge } from './resources/drupal-forge.js';
import { Environments } from './resources/environments.js';
import { Files } from './resources/files.js';
import { HostedZones } from './resources/hosted-zones.js';
import { Invitations } from './resources/invitations.js';
import { Notifications } from './resources/notifications.js';
import { OAuth } from './resources/oauth.js';
import { ProjectSettings } from './resources/project-settings.js';
import { Projects } from './resources/projects.js';
import { SecretManagers } from './resources/secret-managers.js';
import { Secrets } from './resources/secrets.js';
import { Snapshots, UserResources } from './resources/snapshots-resources.js';
import { StaticSites } from './resources/static-sites.js';
import { Teams } from './resources/teams.js';
import { HealthChecks, Users } from './resources/users.js';
import { Webhooks } from './resources/webhooks.js';
import { WorkspaceMembers } from './resources/workspace-members.js';
import { Workspaces } from './resources/workspaces.js';
import { fetchHttpClient, type HttpClient } from './transport/http.js';
import { Transport, type TransportOptions } from './transport/transport.js';

export interface ClientOptions extends Omit<TransportOptions, 'http'> {
  /** The HTTP layer; defaults to the global fetch. The Node entry passes undici. */
  http?: HttpClient;
}

/** The platform's v2 API, one resource per area. */
export class SkiffClient {
  readonly transport: Transport;
  readonly workspaces: Workspaces;
  readonly workspaceMembers: WorkspaceMembers;
  readonly invitations: Invitations;
  readonly catalogs: Catalogs;
  readonly teams: Teams;
  readonly projects: Projects;
  readonly projectSettings: ProjectSettings;
  readonly secretManagers: SecretManagers;
  readonly secrets: Secrets;
  readonly deployments: Deployments;
  readonly deploymentBackups: DeploymentBackups;
  readonly deploymentTools: DeploymentTools;
  readonly applications: Applications;
  readonly activities: Activities;
  readonly notifications: Notifications;
  readonly users: Users;
  readonly health: HealthChecks;
  readonly account: Account;
  readonly commandAccessTokens: CommandAccessTokens;
  readonly members: Members;
  readonly administrators: Administrators;
  readonly cloudAccounts: CloudAccounts;
  readonly environments: Environments;
  readonly hostedZones: HostedZones;
  readonly awsOrders: AwsOrders;
  readonly webhooks: Webhooks;
  readonly oauth: OAuth;
  readonly files: Files;
  readonly drupalForge: DrupalForge;
  readonly decoupledIo: DecoupledIo;
  readonly domains: Domains;
  readonly staticSites: StaticSites;
  readonly snapshots: Snapshots;
  readonly resources: UserResources;

  constructor(options: ClientOptions) {
    this.transport = new Transport({ ...options, http: options.http ?? fetchHttpClient() });
    this.workspaces = new Workspaces(this.transport);
    this.workspaceMembers = new WorkspaceMembers(this.transport);
    this.invitations = new Invitations(this.transport);
    this.catalogs = new Catalogs(this.transport);
    this.teams = new Teams(this.transport);
    this.projects = new Projects(this.transport);
    this.projectSettings = new ProjectSettings(this.transport);
    this.secretManagers = new SecretManagers(this.transport);
    this.secrets = new Secrets(this.transport);
    this.deployments = new Deployments(this.transport);
    this.deploymentBackups = new DeploymentBackups(this.transport);
    this.deploymentTools = new DeploymentTools(this.transport);
    this.applications = new Applications(this.transport);
    this.activities = new Activities(this.transport);
    this.notifications = new Notifications(this.transport);
    this.users = new Users(this.transport);
    this.health = new HealthChecks(this.transport);
    this.account = new Account(this.transport);
    this.commandAccessTokens = new CommandAccessTokens(this.transport);
    this.members = new Members(this.transport);
    this.administrators = new Administrators(this.transport);
    this.cloudAccounts = new CloudAccounts(this.transport);
    this.environments = new Environments(this.transport);
    this.hostedZones = new HostedZones(this.transport);
    this.awsOrders = new AwsOrders(this.transport);
    this.webhooks = new Webhooks(this.transport);
    this.oauth = new OAuth(this.transport);
    this.files = new Files(this.transport);
    this.drupalForge = new DrupalForge(this.transport);
    this.decoupledIo = new DecoupledIo(this.transport);
    this.domains = new Domains(this.transport);
    this.staticSites = new StaticSites(this.transport);
    this.snapshots = new Snapshots(this.transport);
    this.resources = new UserResources(this.transport);
  }

  /** The origin this client talks to. */
  get origin(): string {
    return this.transport.origin;
  }
}
