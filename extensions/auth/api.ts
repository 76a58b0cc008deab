// The sign-in extension's contract with other extensions: types only, imported with
// `import type` by extensions that list 'auth' in `requires` or `uses`.

declare module '@tessera/sdk' {
  interface CommandMap {
    /** Opens the sign-in dialog. */
    'auth.signIn': () => Promise<void>;
    /** Opens the sign-up dialog. */
    'auth.signUp': () => Promise<void>;
  }
}

export {};
