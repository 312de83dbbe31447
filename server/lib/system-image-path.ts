/** Path of the public system-image byte route; `systemImagePath` builds its addresses. */
export const SYSTEM_IMAGE_ROUTE = '/aikn-app/login/image/:picType/:hash';

/**
 * An uploaded system image's address (the logo, the sign-in background):
 * public, since the sign-in page shows it, and named by the content hash, so
 * it is cached for good and the old address stops answering once replaced.
 */
export const systemImagePath = (picType: string, hash: string): string => `/aikn-app/login/image/${picType}/${hash}`;
