import { addIcons, fetchInstanceMeta, isSafeUrl, type MenuItem, slotMenuItems, type TesseraHost } from '@tessera/sdk';

addIcons({
  chart: 'M4.5 19.5h15M7.5 16.5v-5M11.5 16.5v-9M15.5 16.5v-3M19 16.5V8',
  tool: 'M15 4.5a4.5 4.5 0 0 0-4.2 6.1l-6.3 6.3 2.6 2.6 6.3-6.3A4.5 4.5 0 0 0 19.5 9l-2.7 2.7-2.6-.9-.9-2.6z',
});

/** Misskey's documentation for its users, which its about menu links to. */
const DOCS_URL = 'https://misskey-hub.net/docs/for-users/';

/**
 * The about menu (spec 001 "About menu"): the server's info, custom emoji, federation where it
 * federates, charts, then what other extensions add to the `about` slot (ads, invitations...),
 * the tools menu, contact, the policy links the server gives, the docs, and the software.
 */
export async function aboutMenuItems(host: TesseraHost): Promise<MenuItem[]> {
  const t = (key: string) => host.i18n.t(`about.${key}`);
  // The tools slot is filled by extensions' later contributions: a click right after the first
  // view must not open a menu without it.
  const [meta] = await Promise.all([fetchInstanceMeta(host.api).catch(() => null), host.loadAllContributions()]);
  const entries = host.contributions('menuItem').get();
  const viewer = host.viewer.get();
  const tools = slotMenuItems('tools', {}, entries, host, viewer);
  const links = meta
    ? [
        { text: t('impressum'), href: meta.impressumUrl },
        { text: t('tos'), href: meta.tosUrl },
        { text: t('privacy'), href: meta.privacyPolicyUrl },
      ].filter((l): l is { text: string; href: string } => typeof l.href === 'string' && isSafeUrl(l.href))
    : [];
  return [
    { type: 'link', text: t('serverInfo'), icon: 'info', to: '/about' },
    { type: 'link', text: t('emojis'), icon: 'smile', to: '/about#emojis' },
    ...(meta && meta.federation !== 'none'
      ? [{ type: 'link' as const, text: t('federation'), icon: 'globe', to: '/about#federation' }]
      : []),
    { type: 'link', text: t('charts'), icon: 'chart', to: '/about#charts' },
    ...slotMenuItems('about', { meta }, entries, host, viewer),
    ...(tools.length > 0 ? [{ type: 'parent' as const, text: t('tools'), icon: 'tool', children: tools }] : []),
    { type: 'divider' },
    { type: 'link', text: t('contact'), icon: 'mail', to: '/contact' },
    ...links.map((l) => ({ type: 'a' as const, text: l.text, href: l.href, icon: 'link' })),
    { type: 'a', text: t('docs'), href: DOCS_URL, icon: 'link' },
    { type: 'link', text: t('aboutSoftware'), icon: 'question', to: '/about-misskey' },
  ];
}
