// The AiScript extension's contract with other extensions: types only, imported with
// `import type` by extensions that list 'aiscript' in `requires` or `uses`.

/** What the settings read of the running plugins. */
export interface PluginStatusSource {
  /** What a plugin printed and the errors it hit, and whether it runs now. */
  status(installId: string): {
    console: readonly { kind: 'print' | 'error'; text: string }[];
    state: 'running' | 'stopped' | 'aborted';
  };
  /** Calls the listener whenever a plugin starts, stops, prints or fails. */
  subscribe(listener: () => void): () => void;
}

declare module '@tessera/sdk' {
  interface ServiceMap {
    /** The plugin host, once a plugin has run on this page. */
    'aiscript.plugins': PluginStatusSource;
  }
  interface ClientEventMap {
    /** A script printed "Hello, world!" on the scratchpad (an achievement). */
    'aiscript.helloWorld': Record<string, never>;
  }
}
