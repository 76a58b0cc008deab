import { defineExtension } from '@tessera/sdk';
import type {} from './api';

/**
 * AiScript: the plugin host (install, approve a token, switch on and off, config, log), the
 * scratchpad, and the runtime Play and the AiScript widgets share. Every script runs in a worker
 * of its own with the interpreter its `/// @` annotation asks for; the interpreters load only
 * when a script runs.
 */
export default defineExtension({
  id: 'aiscript',
  title: 'AiScript',
  description: 'description',
  sdk: '^1.0.0',
  uses: ['auth', 'composer'],
  contributesLater: () => import('./later'),
  main: () => import('./main'),
  // Plugins change notes the first view shows, so their host starts beside it.
  activation: 'atStartup',
});
