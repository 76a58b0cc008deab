import { DisposableStore, type ExtensionContext } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import type { InstalledPlugin, PluginStatus } from '../api';
import { answerScript } from '../host-answers';
import type { Registration } from '../runtime/protocol';
import { scriptGlobals } from '../script-globals';
import { ScriptSession } from '../script-session';
import { pluginConfigValues } from './plugin-config';
import { pluginToken } from './plugin-tokens';

/** A plugin as the host runs it: its session and what it registered. */
interface Running {
  signature: string;
  session: ScriptSession | null;
  registrations: DisposableStore;
}

const signatureOf = (plugin: InstalledPlugin) => JSON.stringify([plugin.src, plugin.configData]);

/** An object answer of a script, or null (the script left the value alone or gave something else). */
const asObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;

/**
 * Runs the active plugins of the `plugins` preference (spec 001 section 4): each in its own
 * worker, started when switched on, stopped when switched off or removed, restarted when its
 * code or config changes, without a reload. What a plugin registers becomes the SDK's
 * contributions (note, user and post-form menu items, interruptors) and goes when it stops.
 */
export class PluginHost {
  private readonly running = new Map<string, Running>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly ctx: ExtensionContext) {}

  /** Starts, stops and restarts plugins to match the preference. */
  sync(): void {
    const plugins = this.ctx.host.preferences.get('plugins');
    const wanted = new Map(plugins.filter((p) => p.active && p.src).map((p) => [p.installId, p]));
    for (const [installId, running] of this.running) {
      const plugin = wanted.get(installId);
      if (!plugin || signatureOf(plugin) !== running.signature) this.stopPlugin(installId);
    }
    for (const plugin of wanted.values()) {
      if (!this.running.has(plugin.installId)) this.startPlugin(plugin);
    }
    this.changed();
  }

  /** What a plugin printed and the errors it hit, and whether it runs or why not. */
  status(installId: string): PluginStatus {
    const running = this.running.get(installId);
    const session = running?.session;
    const none = { error: null, stoppedFor: null };
    if (!running) return { console: [], state: 'idle', ...none };
    if (!session) return { console: [], state: 'starting', ...none };
    const console = [...session.console];
    switch (session.state) {
      case 'failed':
        return { console, state: 'failed', error: session.failure, stoppedFor: null };
      case 'aborted':
        return {
          console,
          state: session.stoppedFor === 'request' ? 'idle' : 'stopped',
          error: null,
          stoppedFor: session.stoppedFor === 'busy' || session.stoppedFor === 'frozen' ? session.stoppedFor : null,
        };
      default:
        return { console, state: 'running', ...none };
    }
  }

  restart(installId: string): void {
    this.stopPlugin(installId);
    this.sync();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dispose(): void {
    for (const installId of [...this.running.keys()]) this.stopPlugin(installId);
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private startPlugin(plugin: InstalledPlugin): void {
    const running: Running = { signature: signatureOf(plugin), session: null, registrations: new DisposableStore() };
    this.running.set(plugin.installId, running);
    const { host } = this.ctx;
    const account = host.accounts.current.get();
    const token = account ? pluginToken(host.preferences, account.id, plugin.installId) : null;
    void scriptGlobals(host, { pluginConfig: pluginConfigValues(plugin), ui: false, play: null }).then((globals) => {
      if (this.running.get(plugin.installId) !== running) return; // stopped while starting
      running.session = new ScriptSession(
        plugin.src ?? '',
        globals,
        {
          // Without a token of its own a plugin calls as a visitor, never with the account's token.
          answer: answerScript(host, { token, storageKey: `plugins:${plugin.installId}` }),
          onRegister: (registration) => this.register(plugin, running, registration),
          onChange: () => {
            const state = running.session?.state;
            // A plugin whose top level failed is stopped: half of it would run, unseen.
            if (state === 'failed') running.session?.stop();
            // A plugin that failed or was stopped (frozen, say) takes its contributions with it.
            if (state === 'failed' || state === 'aborted') running.registrations.dispose();
            this.changed();
          },
        },
        'plugin',
      );
      this.changed();
    });
  }

  private stopPlugin(installId: string): void {
    const running = this.running.get(installId);
    if (!running) return;
    this.running.delete(installId);
    running.registrations.dispose();
    running.session?.stop();
  }

  private register(plugin: InstalledPlugin, running: Running, registration: Registration): void {
    const { ctx } = this;
    const call = (args: unknown[], withUpdate = false) =>
      running.session?.call(registration.handler, args, withUpdate) ??
      Promise.resolve({ ok: false, value: null, updates: [] as [string, unknown][] });
    const id = `plugin:${plugin.installId}:${registration.handler}`;
    const add = (disposable: { dispose(): void }) => running.registrations.add(disposable);
    switch (registration.kind) {
      case 'noteAction':
        add(
          ctx.menu.add('note', {
            id,
            title: registration.title,
            icon: 'puzzle',
            order: 1000,
            run: ({ note }) => void call([note]),
          }),
        );
        break;
      case 'userAction':
        add(
          ctx.menu.add('user', {
            id,
            title: registration.title,
            icon: 'puzzle',
            order: 1000,
            run: ({ user }) => void call([user]),
          }),
        );
        break;
      case 'postFormAction':
        add(
          ctx.menu.add('postForm', {
            id,
            title: registration.title,
            icon: 'puzzle',
            run: async (form) => {
              const result = await call([{ text: form.text, cw: form.cw }], true);
              for (const [field, value] of result.updates) {
                if (field === 'text' || field === 'cw') form.update(field, typeof value === 'string' ? value : null);
              }
              // Plugins written from Misskey's older documentation return the changed form instead.
              const returned = result.updates.length === 0 ? asObject(result.value) : null;
              if (returned && typeof (returned as { text?: unknown }).text === 'string') {
                const { text, cw } = returned as { text: string; cw?: unknown };
                if (text !== form.text) form.update('text', text);
                if (cw !== undefined && cw !== form.cw) form.update('cw', typeof cw === 'string' ? cw : null);
              }
            },
          }),
        );
        break;
      case 'noteViewInterruptor':
        add(
          ctx.contribute('interruptor', {
            kind: 'noteView',
            // A failing interruptor leaves the note as it was; null hides it, as in Misskey.
            handle: async (note) => {
              if (!note) return note;
              const result = await call([note]);
              if (!result.ok) return note;
              return result.value === null ? null : ((asObject(result.value) as entities.Note | null) ?? note);
            },
          }),
        );
        break;
      case 'notePostInterruptor':
        add(
          ctx.contribute('interruptor', {
            kind: 'notePost',
            handle: async (note) => {
              const result = await call([note]);
              return result.ok ? ((asObject(result.value) as Record<string, unknown> | null) ?? note) : note;
            },
          }),
        );
        break;
      case 'pageViewInterruptor':
        add(
          ctx.contribute('interruptor', {
            kind: 'pageView',
            handle: async (page) => {
              const result = await call([page]);
              return result.ok ? ((asObject(result.value) as Record<string, unknown> | null) ?? page) : page;
            },
          }),
        );
        break;
    }
  }
}
