/**
 * Gives a set of functions their shared first argument (the instance, its database), so a
 * service object can offer them to endpoints through `ctx.services` without wrapping each by hand.
 */
export function bindFirst<T>(first: T) {
  return <A extends unknown[], R>(fn: (first: T, ...args: A) => R) =>
    (...args: A): R =>
      fn(first, ...args);
}
