// misskey-js as a module of its own, for extensions installed at run time (runtime-host-plugin.ts).
export * from 'misskey-js';
