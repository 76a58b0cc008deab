import type { ExtensionContext } from '@tessera/sdk';

/** The profile's commands: choosing a user (for lists, antennas and more), following one. */
export function activate(ctx: ExtensionContext): void {
  ctx.commands.register('profile.pickUser', async (options) => {
    const { pickUser } = await import('./pick-user');
    return pickUser(ctx.host, options?.title ?? ctx.host.i18n.t('profile.pickUser.title'));
  });
  ctx.commands.register('profile.changeFollow', async (user) => {
    const { changeFollow } = await import('./change-follow');
    return changeFollow(ctx.host, user);
  });
}
