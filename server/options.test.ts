import { describe, expect, it } from 'vitest';
import { OptionsError, parseServerOptions } from './options';

const defaults = { dataDir: '/repo/.tessera', clientDir: '/repo/dist' };
const parse = (argv: string[], env: Record<string, string> = {}) => parseServerOptions(argv, env, '/here', defaults);

describe('server options', () => {
  it('defaults to the local instance on 127.0.0.1:3000 with ./.tessera', () => {
    const o = parse([]);
    expect(o).toMatchObject({ host: '127.0.0.1', port: 3000, dataDir: '/repo/.tessera', instance: null, dev: false });
    expect(o.clientDir).toBe('/repo/dist');
    expect(o.enableTestReset).toBe(false);
  });

  it('takes the port from --port before PORT', () => {
    expect(parse([], { PORT: '4000' }).port).toBe(4000);
    expect(parse(['--port', '5000'], { PORT: '4000' }).port).toBe(5000);
    expect(parse(['--port', '0']).port).toBe(0);
  });

  it('resolves a given data folder against the caller folder', () => {
    expect(parse(['--data', 'mine']).dataDir).toBe('/here/mine');
  });

  it('refuses a bad port, a non-http instance and an unknown seed with a clear message', () => {
    expect(() => parse(['--port', 'x'])).toThrow(OptionsError);
    expect(() => parse(['--port', '70000'])).toThrow(/0 to 65535/);
    expect(() => parse(['--instance', 'ftp://a.example'])).toThrow(/http or https/);
    expect(() => parse(['--instance', 'not a url'])).toThrow(/must be a URL/);
    expect(() => parse(['--seed', 'lots'])).toThrow(/only knows 'demo'/);
  });

  it('accepts a remote instance for proxy mode', () => {
    expect(parse(['--instance', 'https://misskey.example']).instance?.origin).toBe('https://misskey.example');
  });

  it('takes a DeepL-compatible endpoint for translations, none by default', () => {
    expect(parse([]).deeplEndpoint).toBeNull();
    expect(parse(['--deepl-endpoint', 'http://127.0.0.1:9000/v2/translate']).deeplEndpoint?.href).toBe(
      'http://127.0.0.1:9000/v2/translate',
    );
    expect(() => parse(['--deepl-endpoint', 'file:///etc/passwd'])).toThrow(/--deepl-endpoint must be an http/);
  });
});
