// The profile extension's contract with other extensions: types only, imported with
// `import type` by extensions that list 'profile' in `requires` or `uses`.
import type { entities } from 'misskey-js';

declare module '@tessera/sdk' {
  interface CommandMap {
    /**
     * Asks for a user: a dialog that searches by name as the person types. Gives the chosen user, or null when closed without a choice.
     */
    'profile.pickUser': (options?: { title?: string }) => Promise<entities.UserLite | null>;
  }
}
