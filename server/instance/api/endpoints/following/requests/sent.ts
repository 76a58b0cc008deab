import { followRequestListEndpoint } from '../../../families/follow-requests';

/** The follow requests the caller sent that wait for an answer, newest first. */
export default followRequestListEndpoint('following/requests/sent');
