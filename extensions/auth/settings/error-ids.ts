/**
 * Misskey's INTERNAL_ERROR: what its password change, two-factor and account deletion endpoints
 * answer to a wrong password or code (they throw plain errors).
 */
export const INTERNAL_ERROR_ID = '5d37dbcb-891e-41ca-a3d6-e690c97775ac';
