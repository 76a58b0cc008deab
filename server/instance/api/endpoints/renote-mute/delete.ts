import { muteToggleEndpoint } from '../../families/user-relation-toggles';

/** Shows a user's renotes to the caller again. */
export default muteToggleEndpoint('renote-mute/delete');
