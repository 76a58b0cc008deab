// The AiScript extension's contract with other extensions: types only, imported with
// `import type` by extensions that list 'aiscript' in `requires` or `uses`.
import type { LazyComponent, TesseraHost } from '@tessera/sdk';

/** Where a plugin stands, and why. */
export interface PluginStatus {
  /** What it printed and the errors it hit. */
  console: readonly { kind: 'print' | 'error'; text: string }[];
  /**
   * `idle`: not running (switched off, or the host has not reached it yet); `starting`: its
   * code is loading; `running`; `failed`: its top level hit `error`, so it was stopped;
   * `stopped`: the host stopped it (`stoppedFor`: it computed without a pause, or stopped answering).
   */
  state: 'idle' | 'starting' | 'running' | 'failed' | 'stopped';
  error: string | null;
  stoppedFor: 'busy' | 'frozen' | null;
}

/** What the settings read of the running plugins. */
export interface PluginStatusSource {
  /** Where a plugin stands: what it printed, and whether it runs or why not. */
  status(installId: string): PluginStatus;
  /** Starts an active plugin afresh (it was given a token, or it failed or was stopped). */
  restart(installId: string): void;
  /** Calls the listener whenever a plugin starts, stops, prints or fails. */
  subscribe(listener: () => void): () => void;
}

/**
 * Whose script runs, which decides what it may do with the viewer's account (a script runs with
 * the authority of the person who chose to run it, never more):
 * - `own`: the person's own code (the scratchpad, a widget): its API calls carry their token;
 * - `play`: a published Play, someone else's code: its API calls carry no token (a visitor's),
 *   as Misskey runs Plays; it has THIS_ID and THIS_URL (null before it is published), and without
 *   an annotation it runs on AiScript 0.19.
 */
export type ScriptOrigin = { kind: 'own' } | { kind: 'play'; id: string | null; url: string | null };

/** What the script player shows: a script run with its `Ui:` output and its console. */
export interface ScriptPlayerProps {
  /** The AiScript source (with its `/// @` annotation). */
  source: string;
  /** Its Mk:save storage's name ('flash:{id}', 'widget:{id}'). */
  storageKey: string;
  /** Whose script it is (see ScriptOrigin): a Play never gets the viewer's token. */
  origin: ScriptOrigin;
  /** Runs at once rather than waiting for the Play button. */
  autoRun?: boolean;
  /** Hides the console unless the script hit an error (a widget). */
  compact?: boolean;
}

/** A code field with line numbers, for AiScript. */
export interface CodeEditorProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Ctrl+Enter. */
  onRun?(): void;
}

/** What a plugin says of itself, read before installing. */
export interface PluginSummary {
  name: string;
  version: string;
  author: string;
  description?: string;
  permissions: readonly string[];
}

/** Installs plugins from their code, for pages that bring one (/install-extensions). */
export interface PluginInstaller {
  /** Reads a plugin's metadata; throws an Error worded for the person when it cannot be installed. */
  read(host: TesseraHost, source: string): Promise<PluginSummary>;
  /** Installs it (asking for its token); null when the person cancelled; throws as `read` does. */
  install(host: TesseraHost, source: string): Promise<PluginSummary | null>;
}

declare module '@tessera/sdk' {
  interface ServiceMap {
    /** Runs a script in a worker and shows what it draws (Play, the AiScript app widget). */
    'aiscript.player': LazyComponent<ScriptPlayerProps>;
    /** Installs plugins from their code (a module loaded when asked for). */
    'aiscript.pluginInstaller': () => Promise<PluginInstaller>;
    /** The scratchpad's code editor. */
    'aiscript.codeEditor': LazyComponent<CodeEditorProps>;
    /** The plugin host, once a plugin has run on this page. */
    'aiscript.plugins': PluginStatusSource;
  }
  interface ClientEventMap {
    /** A script printed "Hello, world!" on the scratchpad (an achievement). */
    'aiscript.helloWorld': Record<string, never>;
  }
}

/** A field of a plugin's settings form, from its metadata's `config`. */
export interface PluginConfigField {
  type?: string;
  label?: string;
  description?: string;
  default?: unknown;
}

/** An installed AiScript plugin (spec 001 section 3's Plugin record, as Misskey keeps it). */
export interface InstalledPlugin {
  installId: string;
  name: string;
  version: string;
  author?: string;
  description?: string;
  permissions?: string[];
  config?: Record<string, PluginConfigField>;
  /** The values the person chose in the settings form, by config key. */
  configData: Record<string, unknown>;
  active: boolean;
  src: string | null;
}

declare module '@tessera/sdk' {
  interface PreferenceMap {
    /** The installed AiScript plugins (synced like Misskey's). */
    plugins: InstalledPlugin[];
    /** The plugins' access tokens on this device, by account id, then install id: never synced or exported. */
    'aiscript.pluginTokens': Record<string, Record<string, string>>;
    /** Token requests of installs under way on this device (install id to MiAuth session), by account id. */
    'aiscript.pluginTokenRequests': Record<string, Record<string, string>>;
    /** What scripts saved with `Mk:save`, by storage name: kept on this device. */
    'aiscript.storage': Record<string, unknown>;
    /** The scratchpad's code on this device; null: the sample. */
    'aiscript.scratchpad': string | null;
  }
}
