import type { entities } from 'misskey-js';
import type { Instance } from '../instance';
import type { Roles } from '../roles/roles';
import type { ChannelDefinition } from './channel';
import type { Sampler } from './stats-sampler';

/**
 * A stats channel: each sample as `stats`; `requestLog` answers the latest `length` as `statsLog`,
 * newest first. Misskey declares it open to anyone; here a visitor's subscription stays silent and
 * only the people `mayWatch` lets in get samples.
 */
function statsChannel<T>(name: string, sampler: Sampler<T>, mayWatch: (userId: string) => boolean): ChannelDefinition {
  return {
    name,
    requireCredential: false,
    kind: null,
    open(_params, sink, userId) {
      if (!userId || !mayWatch(userId)) return { dispose() {} };
      const stop = sampler.listen((sample) => sink.send('stats', sample));
      return {
        onMessage(type, body) {
          if (type !== 'requestLog') return;
          const length = Math.min(200, Math.max(0, Number((body as { length?: unknown })?.length) || 0));
          sink.send('statsLog', sampler.log.slice(0, length));
        },
        dispose: stop,
      };
    },
  };
}

/** Misskey's serverStats (moderators, or anyone where the administrators show the machine) and queueStats (moderators) channels. */
export function statsChannels(
  instance: Instance,
  roles: Roles,
  samplers: { server: Sampler<entities.ServerStats>; queue: Sampler<entities.QueueStats> },
): ChannelDefinition[] {
  const isModerator = (userId: string) => {
    const user = instance.db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as Parameters<
      Roles['isModerator']
    >[0];
    return user !== undefined && roles.isModerator(user);
  };
  return [
    statsChannel(
      'serverStats',
      samplers.server,
      (userId) => instance.settings.get().enableServerMachineStats || isModerator(userId),
    ),
    statsChannel('queueStats', samplers.queue, isModerator),
  ];
}
