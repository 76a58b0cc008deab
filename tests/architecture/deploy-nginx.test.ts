import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nginxTemplate, TEMPLATE_FILE } from '../../scripts/deploy/nginx-template';

describe('deploy/nginx.conf', () => {
  it('is what server/proxied-paths.ts and server/client-headers.ts make it (npm run deploy:nginx -- --template)', () => {
    const checkedIn = readFileSync(TEMPLATE_FILE, 'utf8');
    expect(
      checkedIn === nginxTemplate(),
      'deploy/nginx.conf is stale: run `npm run deploy:nginx -- --template` and commit it',
    ).toBe(true);
  });
});
