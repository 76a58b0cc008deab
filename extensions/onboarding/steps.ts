/** The setup wizard's steps, in order (as Misskey's: the last says it is done). */
export const WIZARD_STEPS = ['welcome', 'profile', 'privacy', 'follow', 'notifications', 'done'] as const;
/** One of the setup wizard's steps. */
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The stored value of a wizard finished or skipped (Misskey's -1). */
export const WIZARD_FINISHED = -1;

/** The tutorial's steps, in order. */
export const TUTORIAL_STEPS = [
  'welcome',
  'note',
  'timelines',
  'reactions',
  'postOptions',
  'sensitive',
  'done',
] as const;

/**
 * The step the wizard opens at for a stored value: null when it should not open (never started
 * or finished), the first step for a value out of range (a wizard with other steps stored it).
 */
export function resumeStep(stored: number | null): number | null {
  if (stored === null || stored < 0 || !Number.isInteger(stored)) return null;
  return stored < WIZARD_STEPS.length ? stored : 0;
}

/**
 * The stored step once the account is known: a wizard not yet started for an account signed up
 * on this device starts at its first step; any other account keeps what it has (an account that
 * never saw the wizard is left alone).
 */
export function startingStep(stored: number | null, signedUpHere: boolean): number | null {
  return stored === null && signedUpHere ? 0 : stored;
}

/** The ids of the accounts waiting for their wizard, with one more (once). */
export function withPending(pending: readonly string[], userId: string): string[] {
  return pending.includes(userId) ? [...pending] : [...pending, userId];
}
