import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestFaults } from '../api/types.js';
import type { AppContext } from '../context.js';
import type { FaultOptions, ResolvedOptions } from '../options.js';
import { readJsonBody } from './body.js';
import { HttpError } from './errors.js';
import { sendJson } from './respond.js';

/** What the fault seam decided for one request. */
export interface FaultDecision {
  latencyMs: number;
  status?: number;
  /** Extra headers of an injected status (`Retry-After`). */
  headers?: Record<string, string>;
  /** Cut the connection in the middle of the answer's body. */
  drop?: boolean;
  request: RequestFaults;
}

/** What was injected since the plan was last set (for the fault suite's table). */
export interface FaultCounters {
  requests: number;
  statuses: Record<string, number>;
  drops: number;
  delayed: number;
  pushSent: number;
  pushDropped: number;
  pushDelayed: number;
  pushCuts: number;
}

export const FAULT_ADMIN_PREFIX = '/__emulator/';
const DEFAULT_STATUSES = [500, 503, 429];

/** A small seeded generator (mulberry32): the same seed gives the same faults in the same order. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function freshCounters(): FaultCounters {
  return { requests: 0, statuses: {}, drops: 0, delayed: 0, pushSent: 0, pushDropped: 0, pushDelayed: 0, pushCuts: 0 };
}

const isRate = (v: unknown) => v === undefined || (typeof v === 'number' && v >= 0 && v <= 1);
const isCount = (v: unknown) => v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= 0);

/** The plan's problems, as 400 messages (empty when it is valid). */
export function planProblems(plan: FaultOptions): string[] {
  const problems: string[] = [];
  for (const key of ['errorRate', 'dropRate', 'pushDropRate'] as const) {
    if (!isRate(plan[key])) problems.push(`${key} must be a number from 0 to 1`);
  }
  for (const key of ['latencyMs', 'seed', 'retryAfterSeconds', 'jitterMs', 'pushDelayMs'] as const) {
    if (!isCount(plan[key])) problems.push(`${key} must be a non-negative integer`);
  }
  if (plan.taskLines !== undefined && !(isCount(plan.taskLines) && plan.taskLines >= 1 && plan.taskLines <= 100_000))
    problems.push('taskLines must be an integer from 1 to 100000');
  if (
    plan.statuses !== undefined &&
    !(Array.isArray(plan.statuses) && plan.statuses.every((s) => s >= 400 && s <= 599))
  )
    problems.push('statuses must be a list of statuses from 400 to 599');
  if (plan.pathPattern !== undefined) {
    try {
      new RegExp(plan.pathPattern);
    } catch {
      problems.push('pathPattern must be a regular expression');
    }
  }
  return problems;
}

/** One emulator's fault plan, its seeded random source and its counters. Inert unless a plan asks for faults. */
export class FaultInjector {
  plan: FaultOptions = {};
  counters = freshCounters();
  private random = seededRandom(1);
  private pattern: RegExp | undefined;

  constructor(private readonly options: Pick<ResolvedOptions, 'allowFaultHeaders' | 'faults'>) {
    this.setPlan(options.faults);
  }

  setPlan(plan: FaultOptions): void {
    const problems = planProblems(plan);
    if (problems.length) throw new HttpError(400, problems);
    this.plan = { ...plan };
    this.random = seededRandom(plan.seed ?? 1);
    this.pattern = plan.pathPattern ? new RegExp(plan.pathPattern) : undefined;
    this.counters = freshCounters();
  }

  /**
   * Faults for one /api request: the plan's (latency on every answer; errors, drops and jitter on a seeded share
   * of matching paths) and, when `allowFaultHeaders` is on, the request header
   * `x-skiff-fault: status=503; latency=200; task=error; repo-token=expired`. Unknown keys are ignored.
   */
  decide(req: IncomingMessage, path: string): FaultDecision {
    const plan = this.plan;
    const decision: FaultDecision = { latencyMs: plan.latencyMs ?? 0, request: {} };
    if (!this.pattern || this.pattern.test(path)) this.applyPlan(decision);
    const header = this.options.allowFaultHeaders ? req.headers['x-skiff-fault'] : undefined;
    if (typeof header !== 'string') return decision;
    for (const part of header.split(/[;,]/)) {
      const [key, value] = part.split('=').map((s) => s.trim());
      if (key === 'status' && /^[1-5]\d\d$/.test(value ?? '')) decision.status = Number(value);
      if (key === 'latency' && Number(value) >= 0) decision.latencyMs += Number(value);
      if (key === 'task' && value === 'error') decision.request.taskError = true;
      if (key === 'repo-token' && value === 'expired') decision.request.repositoryTokenExpired = true;
    }
    return decision;
  }

  private applyPlan(decision: FaultDecision): void {
    const { errorRate = 0, dropRate = 0, jitterMs = 0 } = this.plan;
    if (errorRate === 0 && dropRate === 0 && jitterMs === 0) return;
    this.counters.requests++;
    if (jitterMs > 0) {
      decision.latencyMs += Math.floor(this.random() * jitterMs);
      this.counters.delayed++;
    }
    const roll = this.random();
    if (roll < errorRate) {
      const statuses = this.plan.statuses?.length ? this.plan.statuses : DEFAULT_STATUSES;
      const status = statuses[Math.floor(this.random() * statuses.length)]!;
      decision.status = status;
      this.counters.statuses[status] = (this.counters.statuses[status] ?? 0) + 1;
      const retryAfter = this.plan.retryAfterSeconds;
      if (retryAfter !== undefined && (status === 429 || status === 503)) {
        decision.headers = { 'retry-after': String(retryAfter) };
      }
    } else if (roll < errorRate + dropRate) {
      decision.drop = true;
      this.counters.drops++;
    }
  }

  /** For one push message: `drop`, or the delay before sending it (0: now). */
  pushFate(): 'drop' | number {
    const { pushDropRate = 0, pushDelayMs = 0 } = this.plan;
    if (pushDropRate > 0 && this.random() < pushDropRate) {
      this.counters.pushDropped++;
      return 'drop';
    }
    this.counters.pushSent++;
    if (pushDelayMs > 0) this.counters.pushDelayed++;
    return pushDelayMs;
  }

  /** The number of log lines a long action writes: the plan's, else the spec's. */
  taskLines(expected: number): number {
    return this.plan.taskLines ?? expected;
  }
}

/**
 * Makes the answer stop halfway through its body and the connection close, as a network cut would. The
 * handler has done its work; only the client misses (part of) the answer.
 */
export function armDrop(res: ServerResponse): void {
  res.end = ((chunk?: unknown) => {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(typeof chunk === 'string' ? chunk : '');
    const cut = () => res.socket?.destroy();
    if (bytes.length > 1) res.write(bytes.subarray(0, bytes.length >> 1), cut);
    else {
      res.flushHeaders();
      setImmediate(cut);
    }
    return res;
  }) as ServerResponse['end'];
}

/**
 * The test-only admin routes, served only when `allowFaultHeaders` is on (never by default):
 * `GET /__emulator/faults` (plan and counters), `POST /__emulator/faults` (replace the plan, counters reset),
 * `POST /__emulator/push/cut` (terminate every push websocket now), `POST /__emulator/push/expiry-warning`
 * `{"applicationId"}` (send that application's expiry warning now). Returns false when it did not answer.
 */
export async function handleFaultAdmin(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  if (!ctx.options.allowFaultHeaders || !path.startsWith(FAULT_ADMIN_PREFIX)) return false;
  try {
    if (path === '/__emulator/faults' && req.method === 'GET') {
      sendJson(req, res, 200, { plan: ctx.faults.plan, counters: ctx.faults.counters });
    } else if (path === '/__emulator/faults' && req.method === 'POST') {
      const body = await readJsonBody(req);
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The plan is an object.');
      ctx.faults.setPlan(body as FaultOptions);
      sendJson(req, res, 200, { plan: ctx.faults.plan });
    } else if (path === '/__emulator/push/cut' && req.method === 'POST') {
      const cut = ctx.push.cutAll();
      ctx.faults.counters.pushCuts += cut;
      sendJson(req, res, 200, { cut });
    } else if (path === '/__emulator/push/expiry-warning' && req.method === 'POST') {
      const body = (await readJsonBody(req)) as { applicationId?: unknown } | null;
      const id = typeof body?.applicationId === 'string' ? body.applicationId : '';
      if (!id) throw new HttpError(400, 'applicationId must be a string');
      const addressed = ctx.expiryWarnings.warnNow(id);
      if (addressed === undefined) throw new HttpError(404, 'Application not found');
      sendJson(req, res, 200, { addressed });
    } else {
      throw new HttpError(404, `Cannot ${req.method} ${path}`);
    }
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 500;
    sendJson(req, res, status, error instanceof HttpError ? error.toBody() : { statusCode: 500 });
  }
  return true;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
