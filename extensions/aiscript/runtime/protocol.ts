import type { ScriptKind } from './language-version';

/**
 * The messages between an AiScript session on the page and its interpreter in a worker. Values
 * cross as plain JSON-like data; AiScript functions stay in the worker and cross as handler ids.
 */

/** What the script sees of the client (Misskey's USER_*, SERVER_URL, LOCALE, CUSTOM_EMOJIS). */
export interface ScriptGlobals {
  userId: string | null;
  userName: string | null;
  userUsername: string | null;
  serverUrl: string;
  locale: string;
  customEmojis: readonly unknown[];
  /** A plugin's `Plugin:config` values; null outside plugins. */
  pluginConfig: Record<string, unknown> | null;
  /** Whether `Ui:*` exists (Play, the scratchpad, the AiScript widgets). */
  ui: boolean;
  /** A Play's THIS_ID and THIS_URL (null before it is published); null outside Play. */
  play: { id: string | null; url: string | null } | null;
}

/** What a plugin's metadata block says, checked (spec 001 section 5). */
export interface ScriptMeta {
  name: string;
  version: string;
  author: string;
  description?: string;
  permissions?: string[];
  config?: Record<string, { type?: string; label?: string; description?: string; default?: unknown }>;
}

/** Why a script could not be read: spec 001 section 8's plugin errors, with the place of a syntax error. */
export interface ScriptProblem {
  code:
    | 'codeRequired'
    | 'noVersion'
    | 'unsupportedVersion'
    | 'syntax'
    | 'noMetaBlock'
    | 'noMetadata'
    | 'missingProperty';
  message: string;
  line?: number;
  column?: number;
}

/** A `Ui:` component as the page draws it; functions are handler ids. */
export interface UiComponent {
  id: string;
  type: string;
  [option: string]: unknown;
}

/** The host calls a script may make that need the page. */
export type HostRequest =
  | { method: 'dialog'; title: string; text: string; dialogType: string; confirm: boolean }
  | { method: 'toast'; text: string }
  | { method: 'api'; endpoint: string; params: Record<string, unknown>; token: string | null }
  | { method: 'save'; key: string; value: unknown }
  | { method: 'load'; key: string }
  | { method: 'remove'; key: string }
  | { method: 'url' }
  | { method: 'readline'; question: string }
  | { method: 'openUrl'; url: string };

/** What a plugin registers (Plugin:register_*). */
export type Registration =
  | { kind: 'noteAction' | 'userAction' | 'postFormAction'; title: string; handler: number }
  | { kind: 'noteViewInterruptor' | 'notePostInterruptor' | 'pageViewInterruptor'; handler: number };

/** From the page to the worker. */
export type ToWorker =
  | { type: 'inspect'; source: string }
  /** `kind` picks the interpreter for the annotation; a plugin is stopped when it computes without pause for seconds. */
  | { type: 'start'; source: string; globals: ScriptGlobals; kind: ScriptKind }
  | { type: 'call'; id: number; handler: number; args: unknown[]; withUpdate?: boolean }
  | { type: 'answer'; id: number; ok: boolean; value: unknown }
  | { type: 'ping' };

/** From the worker to the page. */
export type FromWorker =
  | { type: 'inspected'; meta: ScriptMeta | null; problem: ScriptProblem | null }
  | { type: 'request'; id: number; request: HostRequest }
  | { type: 'register'; registration: Registration }
  | { type: 'ui'; components: UiComponent[] }
  | { type: 'print'; text: string }
  | { type: 'error'; message: string }
  /** The top level ended; `error` is what stopped it (a refused version, a syntax or runtime error). */
  | { type: 'finished'; error: string | null }
  /** The script computed without a pause for too long and was stopped. */
  | { type: 'runaway'; seconds: number }
  | { type: 'called'; id: number; ok: boolean; value: unknown; updates: [string, unknown][] }
  | { type: 'pong' };
