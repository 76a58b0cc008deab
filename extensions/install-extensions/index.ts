import { defineExtension } from '@tessera/sdk';

/**
 * /install-extensions: installs a plugin or a theme published at a link (Misskey's
 * `?url=…&hash=…`), after showing what it is. The server fetches it and checks its hash; the
 * AiScript and themes extensions do the installing.
 */
export default defineExtension({
  id: 'install-extensions',
  title: 'Install from a link',
  description: 'description',
  sdk: '^3.0.0',
  uses: ['aiscript', 'themes'],
  contributesLater: () => import('./later'),
});
