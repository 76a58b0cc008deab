import { followRequestListEndpoint } from '../../../families/follow-requests';

/** The follow requests the caller received, newest first. */
export default followRequestListEndpoint('following/requests/list');
