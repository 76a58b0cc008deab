/**
 * The TypeScript type of the values a JSON schema accepts, for the subset of JSON Schema the
 * endpoint parameters use (type names and lists of them, enum, properties with required and
 * default, items, anyOf). An endpoint's handler takes `SchemaType<typeof params>`, so the schema
 * that validates a call is also the only statement of its parameters' types.
 *
 * Properties with a `default` are always present: the validator fills them in.
 */
export type SchemaType<S> = S extends { anyOf: readonly (infer A)[]; type?: undefined }
  ? SchemaType<A>
  : S extends { type: infer T }
    ? T extends readonly (infer Name)[]
      ? Name extends unknown
        ? TypeOfName<Name, S>
        : never
      : TypeOfName<T, S>
    : unknown;

type TypeOfName<Name, S> = Name extends 'string'
  ? S extends { enum: readonly (infer E)[] }
    ? Exclude<E, null>
    : string
  : Name extends 'number' | 'integer'
    ? number
    : Name extends 'boolean'
      ? boolean
      : Name extends 'null'
        ? null
        : Name extends 'array'
          ? S extends { items: infer I }
            ? SchemaType<I>[]
            : unknown[]
          : Name extends 'object'
            ? ObjectType<S>
            : never;

type PropertiesOf<S> = S extends { properties: infer P } ? P : Record<never, never>;
type RequiredOf<S> = S extends { required: readonly (infer K)[] } ? K : never;
type DefaultedOf<P> = { [K in keyof P]: P[K] extends { default: unknown } ? K : never }[keyof P];

/** Required and defaulted properties are present; the rest are optional. */
type PlainObjectType<S, Present> = Flatten<
  { [K in keyof PropertiesOf<S> as K extends Present ? K : never]: SchemaType<PropertiesOf<S>[K]> } & {
    [K in keyof PropertiesOf<S> as K extends Present ? never : K]?: SchemaType<PropertiesOf<S>[K]>;
  }
>;

/** An object whose `anyOf` lists alternative required sets (`{ required: [...] }`) is a union, one per set. */
type ObjectType<S> = S extends { anyOf: readonly (infer Alternative)[] }
  ? Alternative extends unknown
    ? PlainObjectType<S, RequiredOf<S> | RequiredOf<Alternative> | DefaultedOf<PropertiesOf<S>>>
    : never
  : PlainObjectType<S, RequiredOf<S> | DefaultedOf<PropertiesOf<S>>>;

type Flatten<T> = { [K in keyof T]: T[K] } & {};
