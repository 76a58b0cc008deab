// The sign-in extension's contract with other extensions: types only, imported with
// `import type` by extensions that list 'auth' in `requires` or `uses`.

/** What asks for a token of the account, and with which permissions (an AiScript plugin). */
export interface TokenRequest {
  /** The name the token starts with (the person may change it). */
  name: string;
  permissions: readonly string[];
  /** Why it is asked for, shown above the permissions. */
  information?: string;
  /**
   * A MiAuth session to grant the token under: the asker can collect it again once with
   * miauth/{session}/check if the answer never reaches it (the page was left), and revoke it.
   */
  session?: string;
}

declare module '@tessera/sdk' {
  interface MenuContexts {
    /** Settings > Service connection: where the account reaches other services (tokens, webhooks, the API console). */
    connect: Record<string, never>;
  }
  interface ClientEventMap {
    /**
     * An account was just made on this device through the sign-up form (or its emailed link), and
     * is about to be signed in (the page loads again).
     */
    'auth.signedUp': { userId: string };
  }
  interface CommandMap {
    /**
     * Asks the person to issue a token with these permissions (miauth/gen-token); null when they
     * cancel.
     */
    'auth.requestToken': (request: TokenRequest) => Promise<string | null>;
    /** Opens the sign-in dialog. */
    'auth.signIn': () => Promise<void>;
    /** Opens the sign-up dialog. */
    'auth.signUp': () => Promise<void>;
  }
}

declare module '@tessera/sdk' {
  interface PreferenceMap {
    /** The accounts signed in on this device, as Misskey lists them: [host, the account]. */
    accounts: [string, { id: string; username: string }][];
  }
}
