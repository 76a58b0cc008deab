import { describe, expect, it } from 'vitest';
import { callbackWith, readMiauthRequest } from './miauth-request';

describe('readMiauthRequest', () => {
  it('reads the name, icon, callback and known permissions', () => {
    const request = readMiauthRequest(
      's1',
      'name=My+App&icon=https://app.example/i.png&callback=https://app.example/done&permission=read:account,write:notes,nonsense,read:account',
    );
    expect(request).toEqual({
      session: 's1',
      name: 'My App',
      icon: 'https://app.example/i.png',
      callback: 'https://app.example/done',
      permission: ['read:account', 'write:notes'],
    });
  });

  it('keeps only http(s) icons and callbacks', () => {
    const request = readMiauthRequest('s2', 'icon=javascript:alert(1)&callback=data:text/html,x');
    expect(request).toMatchObject({ icon: null, callback: null, name: null, permission: [] });
  });

  it('adds the session to the callback', () => {
    expect(callbackWith('https://app.example/done?x=1', 'session', 's3')).toBe(
      'https://app.example/done?x=1&session=s3',
    );
  });
});
