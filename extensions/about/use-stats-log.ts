import { useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';

/** How many samples the staff widgets keep and draw. */
export const KEPT_SAMPLES = 50;

type StatsChannel = 'serverStats' | 'queueStats';
type Sample<C extends StatsChannel> = C extends 'serverStats' ? entities.ServerStats : entities.QueueStats;

/** The part of a stats channel the widgets use; both channels answer alike. */
interface StatsConnection<T> {
  on(event: 'stats', listener: (stats: T) => void): { dispose(): void };
  on(event: 'statsLog', listener: (log: readonly T[]) => void): { dispose(): void };
  send(type: 'requestLog', body: { id: string; length: number }): void;
  dispose(): void;
}

/**
 * The latest samples of a stats channel (serverStats or queueStats), oldest first: the log the
 * server keeps, asked for once, then each new sample. Nothing is opened while `enabled` is false
 * (the channels are for moderators).
 */
export function useStatsLog<C extends StatsChannel>(name: C, enabled: boolean): Sample<C>[] {
  const host = useHost();
  const [samples, setSamples] = useState<Sample<C>[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const channel = host.stream.channel(name) as unknown as StatsConnection<Sample<C>>;
    const subscriptions = [
      channel.on('stats', (stats) => setSamples((now) => [...now, stats].slice(-KEPT_SAMPLES))),
      channel.on('statsLog', (log) => setSamples((now) => [...[...log].reverse(), ...now].slice(-KEPT_SAMPLES))),
    ];
    channel.send('requestLog', { id: Math.random().toString(36).slice(2), length: KEPT_SAMPLES });
    return () => {
      for (const s of subscriptions) s.dispose();
      channel.dispose();
    };
  }, [host, name, enabled]);
  return samples;
}
