// The AiScript extension's contract with other extensions: types only, imported with
// `import type` by extensions that list 'aiscript' in `requires` or `uses`.
import type { LazyComponent, TesseraHost } from '@tessera/sdk';

/** What the settings read of the running plugins. */
export interface PluginStatusSource {
  /** What a plugin printed and the errors it hit, and whether it runs now. */
  status(installId: string): {
    console: readonly { kind: 'print' | 'error'; text: string }[];
    state: 'running' | 'stopped' | 'aborted';
  };
  /** Starts a running plugin afresh (it was given a token, say). */
  restart(installId: string): void;
  /** Calls the listener whenever a plugin starts, stops, prints or fails. */
  subscribe(listener: () => void): () => void;
}

/** What the script player shows: a script run with its `Ui:` output and its console. */
export interface ScriptPlayerProps {
  /** The AiScript source (with its `/// @` annotation). */
  source: string;
  /** Its Mk:save storage's name ('flash:{id}', 'widget:{id}'). */
  storageKey: string;
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
    /** Runs a script in a worker and shows what it draws (Play, the AiScript widgets). */
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
