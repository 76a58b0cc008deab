import { muteToggleEndpoint } from '../../families/user-relation-toggles';

/** Ends the caller's mute of a user. */
export default muteToggleEndpoint('mute/delete');
