import { markBoot } from '../kernel/boot-marks';
import { afterPaint } from '../sdk/after-paint';
import { type BootRequests, startBootRequests } from './boot-requests';

let started: BootRequests | null = null;

/**
 * The page's first requests, sent once: by this second, small entry (the HTML loads it beside the
 * main one, scripts/early-entry-plugin.ts) right after the first paint, while the main entry's code
 * (React, the kernel, the declarations) is still being fetched and evaluated; or by the main entry
 * as it starts, if that comes first. The main entry imports this module, so it is one instance.
 */
export function bootRequests(): BootRequests {
  if (!started) {
    markBoot('early');
    started = startBootRequests();
  }
  return started;
}

// After the frame has been painted: the first read of the stored account waits on the browser's
// storage, which before the paint would hold the frame back.
void afterPaint().then(bootRequests);
