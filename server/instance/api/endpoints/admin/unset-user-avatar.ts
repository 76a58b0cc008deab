import { unsetUserImageEndpoint } from '../../families/unset-user-image';

/** Takes a user's avatar away (moderators). */
export default unsetUserImageEndpoint('avatar');
