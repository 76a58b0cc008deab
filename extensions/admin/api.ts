// The control panel's contract with other extensions: types only, imported with `import type` by
// extensions that list 'admin' in `requires` or `uses`.

declare module '@tessera/sdk' {
  interface MenuContexts {
    /** The control panel's sections (/admin), each linking to its page; `visible` says who has the rights. */
    admin: Record<string, never>;
  }
}

export {};
