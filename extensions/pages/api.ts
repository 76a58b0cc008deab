// The pages extension's contract with other extensions: types only, imported with `import type`
// by extensions that list 'pages' in `requires` or `uses`.

declare module '@tessera/sdk' {
  interface InterruptorValues {
    /** A page about to be shown. */
    pageView: Record<string, unknown>;
  }
}

export {};
