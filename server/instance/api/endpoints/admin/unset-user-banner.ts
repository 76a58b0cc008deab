import { unsetUserImageEndpoint } from '../../families/unset-user-image';

/** Takes a user's banner away (moderators). */
export default unsetUserImageEndpoint('banner');
