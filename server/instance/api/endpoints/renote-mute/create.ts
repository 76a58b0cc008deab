import { muteToggleEndpoint } from '../../families/user-relation-toggles';

/** Hides a user's renotes from the caller. */
export default muteToggleEndpoint('renote-mute/create');
