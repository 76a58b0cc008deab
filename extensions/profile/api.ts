// The profile extension's contract with other extensions: types only, imported with
// `import type` by extensions that list 'profile' in `requires` or `uses`.
import type { LazyComponent, Viewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/**
 * A tab of people's profiles (/@user/{name}), after the profile's own (notes, files, following,
 * followers): achievements, clips, pages, a plugin's view of the user.
 */
export interface ProfileTabContribution {
  /** The address part after the user: 'achievements'. Unique among profile tabs. */
  name: string;
  /** The tab's label: a key of the extension's strings (or plain text). */
  title: string;
  /** Lower comes first among contributed tabs. */
  order?: number;
  /** Shown only when this says so (a tab for one's own profile, or for local users). */
  visible?(user: entities.UserDetailed, viewer: Viewer): boolean;
  component: LazyComponent<{ user: entities.UserDetailed }>;
}

/** How the viewer stands to a user: following, asked to follow (a locked account), or neither. */
export type FollowState = 'following' | 'requested' | 'none';

declare module '@tessera/sdk' {
  interface PreferenceMap {
    /** Following someone (or asking to) waits for a yes first, as Misskey's default has it. */
    alwaysConfirmFollow: boolean;
  }
  interface ContributionPoints {
    /** Tabs of people's profiles. */
    profileTab: ProfileTabContribution;
  }
  interface MenuContexts {
    /**
     * A user's menu (the profile header's). `changed` is called when an item changed how the
     * viewer stands to the user (a mute, a block).
     */
    user: { user: entities.User; changed?(): void };
  }
  interface CommandMap {
    /**
     * Asks for a user: a dialog that searches by name as the person types. Gives the chosen user, or null when closed without a choice.
     */
    'profile.pickUser': (options?: { title?: string }) => Promise<entities.UserLite | null>;
    /**
     * What a follow button does, with its confirmations (alwaysConfirmFollow, unfollowing) and
     * error dialogs: follows (or asks to, for a locked account), unfollows, or takes a pending
     * request back, going by the user's relation fields. Gives the new state, or null when
     * nothing changed (declined or failed).
     */
    'profile.changeFollow': (user: entities.UserDetailed) => Promise<FollowState | null>;
  }
}
