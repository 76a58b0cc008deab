import type { DeclaredContributions } from '@tessera/sdk';
import type {} from './api';

/** Everything but the plugin host: the pages, the settings and the tools-menu entry. */
const later: DeclaredContributions = {
  routes: [{ path: '/scratchpad', name: 'scratchpad', page: () => import('./scratchpad/ScratchpadPage') }],
  menu: { tools: [{ id: 'scratchpad', title: 'scratchpad.title', icon: 'code', to: '/scratchpad', order: 20 }] },
  widgets: [
    { name: 'aiscript', title: 'widget.aiscript', icon: 'puzzle', component: () => import('./widgets/AiScriptWidget') },
    {
      name: 'aiscriptApp',
      title: 'widget.aiscriptApp',
      icon: 'puzzle',
      component: () => import('./widgets/AiScriptAppWidget'),
    },
    { name: 'button', title: 'widget.button', icon: 'puzzle', component: () => import('./widgets/ButtonWidget') },
  ],
  services: [
    { id: 'aiscript.player', value: () => import('./ScriptPlayer') },
    { id: 'aiscript.codeEditor', value: () => import('./scratchpad/CodeEditor') },
    {
      id: 'aiscript.pluginInstaller',
      value: () => import('./plugins/plugin-installer').then((m) => m.pluginInstaller),
    },
  ],
  settingsSections: [
    {
      path: 'plugin',
      title: 'plugins.title',
      icon: 'puzzle',
      group: 'other',
      order: 30,
      page: () => import('./plugins/PluginsSettings'),
      keywords: ['plugins.install', 'plugins.log', 'plugins.config'],
    },
    {
      path: 'plugin/install',
      title: 'plugins.install',
      icon: 'plus',
      group: 'other',
      order: 31,
      signedIn: true,
      page: () => import('./plugins/PluginInstall'),
      keywords: ['plugins.code'],
    },
  ],
};

export default later;
