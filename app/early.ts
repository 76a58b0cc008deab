import { markBoot } from '../kernel/boot-marks';
import { startBootRequests } from './boot-requests';

/**
 * The page's first requests, sent by this second, small entry: the HTML loads it beside the main
 * one (scripts/early-entry-plugin.ts), and it runs as soon as it arrives, while the main entry's
 * code (React, the kernel, the declarations) is still being fetched and evaluated. The main entry
 * imports this module, so it is the same instance, run once.
 */
markBoot('early');
export const bootRequests = startBootRequests();
