import type { Instance } from '../instance';
import type { Reversi } from '../reversi/reversi';
import { type ChannelDefinition, listening } from './channel';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A reversi game live (Misskey's `reversiGame` channel): anyone may watch; its players send their
 * readiness, settings, moves, leaving and time claims over it.
 */
export function reversiGameChannel(instance: Instance, reversi: Reversi): ChannelDefinition {
  return {
    name: 'reversiGame',
    requireCredential: false,
    kind: null,
    open(params, sink, userId) {
      const gameId = typeof params.gameId === 'string' ? params.gameId : '';
      const onEvent = (target: string, type: string, body: unknown) => {
        if (target === gameId) sink.send(type, body);
      };
      return listening(instance.events, { reversiGame: onEvent }, (type, body) => {
        if (!userId) return;
        switch (type) {
          case 'ready':
            if (typeof body === 'boolean') reversi.ready(gameId, userId, body);
            break;
          case 'updateSettings':
            if (isObject(body)) reversi.updateSettings(gameId, userId, body.key, body.value);
            break;
          case 'cancel':
            reversi.cancelGame(gameId, userId);
            break;
          case 'putStone':
            if (isObject(body) && typeof body.pos === 'number') {
              reversi.putStone(gameId, userId, body.pos, typeof body.id === 'string' ? body.id.slice(0, 64) : null);
            }
            break;
          case 'claimTimeIsUp':
            reversi.claimTimeIsUp(gameId);
            break;
        }
      });
    },
  };
}
