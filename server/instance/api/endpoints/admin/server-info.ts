import { statfsSync } from 'node:fs';
import { cpus, hostname, networkInterfaces, release, totalmem, type } from 'node:os';
import { defineEndpoint } from '../../endpoint';

/** The machine for moderators, always (Misskey's admin/server-info); `psql` names this instance's database. */
export default defineEndpoint({
  name: 'admin/server-info',
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:server-info',
  limit: null,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { instance } = ctx.services;
    const disk = statfsSync(instance.dataDir);
    const processors = cpus();
    const sqlite = (instance.db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
    const iface = Object.keys(networkInterfaces()).find((name) => name !== 'lo') ?? 'lo';
    return {
      machine: hostname(),
      os: `${type()} ${release()}`,
      node: process.version,
      psql: `SQLite ${sqlite}`,
      cpu: { model: processors[0]?.model ?? '?', cores: processors.length },
      mem: { total: totalmem() },
      fs: { total: disk.blocks * disk.bsize, used: (disk.blocks - disk.bfree) * disk.bsize },
      net: { interface: iface },
    };
  },
});
