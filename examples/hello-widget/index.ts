import { defineExtension } from '@tessera/sdk';

/**
 * A third-party extension in miniature, written against @tessera/sdk alone: a widget, a page
 * and a main-menu item, declared as data, so none of its code loads until it is shown. Its
 * strings are in locales/, namespaced by its id (its folder name). Build it in with
 * TESSERA_EXTENSIONS=extensions/*,examples/hello-widget.
 */
export default defineExtension({
  id: 'hello-widget',
  title: 'Hello example',
  description: 'An example extension: a greeting widget, a page and a menu item.',
  version: '1.0.0',
  sdk: '^3.0.0',
  contributes: {
    routes: [{ path: '/hello/:name?', name: 'hello', page: () => import('./HelloPage') }],
    menu: { main: [{ id: 'hello', title: 'menu', icon: 'star', to: '/hello' }] },
    widgets: [{ name: 'hello', title: 'widget', icon: 'star', component: () => import('./HelloWidget') }],
  },
});
