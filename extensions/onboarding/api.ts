// The onboarding extension's contract with other extensions: types only.

declare module '@tessera/sdk' {
  interface CommandMap {
    /** Opens the account setup wizard at the step the account stopped at. */
    'onboarding.openWizard': () => Promise<void>;
    /** Opens the tutorial. */
    'onboarding.openTutorial': () => Promise<void>;
  }
  interface ClientEventMap {
    /** The viewer went through the tutorial to its end. */
    'onboarding.tutorialCompleted': Record<string, never>;
  }
  interface PreferenceMap {
    /**
     * The account setup wizard's step to resume at (Misskey's `accountSetupWizard`): -1 once
     * finished or skipped, null for an account never sent to it.
     */
    accountSetupWizard: number | null;
    /** Ids of the accounts signed up on this device whose setup wizard has not started yet. */
    accountSetupPending: string[];
  }
}

export {};
