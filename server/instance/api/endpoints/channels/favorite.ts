import { channelMarkEndpoint } from '../../families/channel-marks';

/** Adds a channel to the caller's favourites. */
export default channelMarkEndpoint('channels/favorite');
