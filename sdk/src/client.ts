import { Activities } from './resources/activities.js';
import { Applications } from './resources/applications.js';
import { Notifications } from './resources/notifications.js';
import { Projects } from './resources/projects.js';
import { HealthChecks, Users } from './resources/users.js';
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
  readonly projects: Projects;
  readonly applications: Applications;
  readonly activities: Activities;
  readonly notifications: Notifications;
  readonly users: Users;
  readonly health: HealthChecks;

  constructor(options: ClientOptions) {
    this.transport = new Transport({ ...options, http: options.http ?? fetchHttpClient() });
    this.workspaces = new Workspaces(this.transport);
    this.projects = new Projects(this.transport);
    this.applications = new Applications(this.transport);
    this.activities = new Activities(this.transport);
    this.notifications = new Notifications(this.transport);
    this.users = new Users(this.transport);
    this.health = new HealthChecks(this.transport);
  }

  /** The origin this client talks to. */
  get origin(): string {
    return this.transport.origin;
  }
}
