import { type ExtensionDefinition, SDK_VERSION } from '@tessera/sdk';
import satisfies from 'semver/functions/satisfies';

/** Refuses an extension built for an SDK this build does not provide, with a clear reason. */
export function checkSdkVersion(definition: ExtensionDefinition): void {
  if (definition.sdk === undefined || satisfies(SDK_VERSION, definition.sdk)) return;
  throw new Error(
    `built for the SDK ${definition.sdk}, but this build of Tessera provides the SDK ${SDK_VERSION}; update the extension`,
  );
}
