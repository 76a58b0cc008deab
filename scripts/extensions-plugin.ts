import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { rangeProblems, readDeclaredVersions, readSdkVersion } from './extension-ranges.ts';

const VIRTUAL_ID = 'virtual:tessera-extensions';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Which extension folders a build includes, relative to the repository: TESSERA_EXTENSIONS
 * (comma-separated) first, then tessera.extensions.json ({ "extensions": [...] }), else every
 * folder under extensions/. An entry ending in '/*' means every folder below it that holds an
 * extension (an index.ts): examples/outside-built, a project of two extensions, is not one.
 */
export function selectExtensions(root: string, env: Readonly<Record<string, string | undefined>>): string[] {
  let entries: string[];
  if (env.TESSERA_EXTENSIONS !== undefined) {
    entries = env.TESSERA_EXTENSIONS.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  } else if (existsSync(join(root, 'tessera.extensions.json'))) {
    const config = JSON.parse(readFileSync(join(root, 'tessera.extensions.json'), 'utf8')) as { extensions?: unknown };
    if (!Array.isArray(config.extensions)) throw new Error('tessera.extensions.json needs an "extensions" list');
    entries = config.extensions.map(String);
  } else {
    entries = ['extensions/*'];
  }
  const folders = entries.flatMap((entry) => {
    if (!entry.endsWith('/*')) return [entry.replace(/\/$/, '')];
    const parent = entry.slice(0, -2);
    if (!existsSync(join(root, parent))) return [];
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(root, parent, d.name, 'index.ts')))
      .map((d) => `${parent}/${d.name}`)
      .sort();
  });
  for (const folder of folders) {
    if (!existsSync(join(root, folder, 'index.ts'))) {
      throw new Error(
        `extension folder '${folder}' has no index.ts (check TESSERA_EXTENSIONS or tessera.extensions.json)`,
      );
    }
  }
  return folders;
}

/** Provides `virtual:tessera-extensions`: the default exports of the selected extensions, in order. */
export function tesseraExtensions(
  root: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Plugin {
  return {
    name: 'tessera-extensions',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const folders = selectExtensions(root, env);
      const declared = folders.map((f) => readDeclaredVersions(f, resolve(root, f, 'index.ts')));
      const problems = rangeProblems(declared, readSdkVersion(resolve(root, 'sdk', 'extension.ts')));
      if (problems.length > 0)
        throw new Error(`the extensions of this build do not fit together:\n${problems.join('\n')}`);
      const imports = folders.map((f, i) => `import e${i} from ${JSON.stringify(resolve(root, f, 'index.ts'))};`);
      return `${imports.join('\n')}\nexport default [${folders.map((_, i) => `e${i}`).join(', ')}];\n`;
    },
  };
}
