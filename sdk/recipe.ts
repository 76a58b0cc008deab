import type { Draft } from 'immer';

type Immer = typeof import('immer');

let immer: Immer | null = null;
let loading: Promise<Immer> | null = null;

/** Loads immer (once); preference recipes need it, the first page does not. */
export function loadImmer(): Promise<Immer> {
  loading ??= import('immer').then((module) => {
    immer = module;
    return module;
  });
  return loading;
}

/**
 * Applies an immer recipe to the current value and hands on the result: at once when immer has
 * loaded (it loads when the first view has settled), else as soon as it has. `current` is read
 * at that moment, so a recipe never works on a stale value.
 */
export function applyRecipe<T>(current: () => T, recipe: (draft: Draft<T>) => void, done: (next: T) => void): void {
  if (immer) {
    done(immer.produce(current(), recipe) as T);
    return;
  }
  void loadImmer().then(({ produce }) => done(produce(current(), recipe) as T));
}
