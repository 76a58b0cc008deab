import { statfsSync } from 'node:fs';
import { cpus, hostname, totalmem } from 'node:os';
import { defineEndpoint } from '../endpoint';

/**
 * The machine the server runs on, as Misskey tells it: only where the administrators allow it
 * (enableServerMachineStats), else question marks and zeros. The disk is the one holding the data.
 */
export default defineEndpoint({
  name: 'server-info',
  requireCredential: false,
  kind: null,
  limit: null,
  allowGet: true,
  params: { type: 'object', properties: {} },
  handle(_params, ctx) {
    const { instance } = ctx.services;
    if (!instance.settings.get().enableServerMachineStats) {
      return { machine: '?', cpu: { model: '?', cores: 0 }, mem: { total: 0 }, fs: { total: 0, used: 0 } };
    }
    const disk = statfsSync(instance.dataDir);
    const processors = cpus();
    return {
      machine: hostname(),
      cpu: { model: processors[0]?.model ?? '?', cores: processors.length },
      mem: { total: totalmem() },
      fs: { total: disk.blocks * disk.bsize, used: (disk.blocks - disk.bfree) * disk.bsize },
    };
  },
});
