// Writes server/instance/api/endpoints/index.ts from the endpoint files under it:
// `node --import tsx scripts/endpoint-index.ts`. endpoint-files.test.ts checks the result.
import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../server/instance/api/endpoints', import.meta.url));
/** Offered only by test instances; listed apart. */
const TEST_ONLY = new Set(['reset-db']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    const name = relative(folder, path).slice(0, -3).split('\\').join('/');
    return name === 'index' ? [] : [name];
  });
}

// Every import gets an Endpoint suffix, so an endpoint named `endpoints` meets no list of that name.
const identifier = (name: string) =>
  `${name
    .split(/[/-]/)
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('')}Endpoint`;

const names = files(folder).sort();
const served = names.filter((n) => !TEST_ONLY.has(n));
const testOnly = names.filter((n) => TEST_ONLY.has(n));
const text = [
  "// The local instance's endpoints, one file each, named as Misskey names them. Written by",
  '// scripts/endpoint-index.ts; endpoint-files.test.ts checks it against the folder.',
  "import type { AnyEndpoint } from '../endpoint';",
  ...names.map((n) => `import ${identifier(n)} from './${n}';`),
  '',
  '/** Every endpoint a running instance answers. */',
  'export const endpoints: readonly AnyEndpoint[] = [',
  ...served.map((n) => `  ${identifier(n)},`),
  '];',
  '',
  '/** Endpoints only a test instance offers (started with --enable-test-reset). */',
  `export const testOnlyEndpoints: readonly AnyEndpoint[] = [${testOnly.map(identifier).join(', ')}];`,
  '',
].join('\n');
writeFileSync(join(folder, 'index.ts'), text);
console.log(`${served.length} endpoints, ${testOnly.length} test-only`);
