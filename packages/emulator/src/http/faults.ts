import type { IncomingMessage } from 'node:http';
import type { RequestFaults } from '../api/types.js';
import type { ResolvedOptions } from '../options.js';

/** What the fault seam decided for one request. */
export interface FaultDecision {
  latencyMs: number;
  status?: number;
  request: RequestFaults;
}

/**
 * Faults come from the options (every request) and, when `allowFaultHeaders` is on, from the request header
 * `x-skiff-fault: status=503; latency=200; task=error; repo-token=expired`. Unknown keys are ignored.
 */
export function faultsFor(req: IncomingMessage, options: ResolvedOptions): FaultDecision {
  const decision: FaultDecision = { latencyMs: options.faults.latencyMs ?? 0, request: {} };
  const header = options.allowFaultHeaders ? req.headers['x-skiff-fault'] : undefined;
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

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
