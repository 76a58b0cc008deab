import { channelMarkEndpoint } from '../../families/channel-marks';

/** Takes a channel out of the caller's favourites. */
export default channelMarkEndpoint('channels/unfavorite');
