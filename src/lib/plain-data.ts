/**
 * A value as plain JSON data: what a document page's props must be (Next refuses `undefined` in them,
 * and they are serialised anyway). Drops undefined fields, turns dates into ISO strings.
 */
export function plainData<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
