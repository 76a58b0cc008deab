import { defineExtension } from '@tessera/sdk';
import type {} from '../about/api';
import type {} from '../composer/api';
import type {} from '../notes/api';
import type {} from '../pages/api';
import type {} from '../profile/api';
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
  version: '1.1.0',
  sdk: '^3.0.0',
  preferences: {
    plugins: { default: [] },
    'aiscript.pluginTokens': { default: {}, deviceOnly: true },
    'aiscript.pluginTokenRequests': { default: {}, deviceOnly: true },
    'aiscript.storage': { default: {}, deviceOnly: true },
    'aiscript.scratchpad': { default: null, deviceOnly: true, movedFrom: 'tessera:scratchpad' },
  },
  uses: ['auth', 'composer', 'about', 'notes', 'profile', 'pages'],
  contributesLater: () => import('./later'),
  main: () => import('./main'),
  // The plugins the person installed run from the start of every page, as in Misskey (without an
  // active plugin only this small main loads); their interruptors then apply to the notes already
  // shown (they redraw), as Misskey's do.
  activationEvents: [{ on: 'firstView', reason: 'installed plugins run on every page' }],
});
