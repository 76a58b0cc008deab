/**
 * Gives a set of functions their shared first argument (the instance, its database), so a
 * service object can offer them to endpoints through `ctx.services` without wrapping each by hand.
 */
export function bindFirst<T>(first: T) {
  return <A extends unknown[], R>(fn: (first: T, ...args: A) => R) =>
    (...args: A): R =>
      fn(first, ...args);
}

/**
 * Like bindFirst, for functions whose first argument exists only after the service object is made
 * (the services themselves): the argument is fetched at each call.
 */
export function bindLate<T>(first: () => T) {
  return <A extends unknown[], R>(fn: (first: T, ...args: A) => R) =>
    (...args: A): R =>
      fn(first(), ...args);
}
