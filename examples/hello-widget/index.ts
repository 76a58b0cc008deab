import { defineExtension } from '@tessera/sdk';

/**
 * A third-party extension in miniature, written against @tessera/sdk alone: a widget, a page
 * and a main-menu item. Build it in with TESSERA_EXTENSIONS=extensions/*,examples/hello-widget.
 */
export default defineExtension({
  id: 'hello-example',
  title: 'Hello example',
  description: 'An example extension: a greeting widget, a page and a menu item.',
  activate(ctx) {
    ctx.contribute('locale', { locale: 'en-US', strings: { menu: 'Hello', widget: 'Greeting' } });
    ctx.contribute('locale', { locale: 'ja-JP', strings: { menu: 'こんにちは', widget: 'あいさつ' } });
    ctx.routes.add({ path: '/hello/:name?', name: 'hello', page: () => import('./HelloPage') });
    ctx.menu.add('main', { id: 'hello', title: 'menu', icon: 'star', to: '/hello' });
    ctx.widgets.add({ name: 'hello', title: 'widget', icon: 'star', component: () => import('./HelloWidget') });
  },
});
