/** A Play's address on this client (its link, and its script's THIS_URL). */
export const playUrl = (flashId: string): string => `${location.origin}/play/${flashId}`;
