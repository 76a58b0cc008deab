import type { AsValue } from './aiscript-lib';
import type { HostRequest, Registration } from './protocol';

/** What the worker's host functions use to reach the page. */
export interface WorkerBridge {
  /** Asks the page to do something; resolves with its answer, rejects with its error. */
  request(request: HostRequest): Promise<unknown>;
  register(registration: Registration): void;
  /** A stable id for an AiScript function, so the page can call it later. */
  handlerId(fn: AsValue): number;
}
