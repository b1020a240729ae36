/**
 * `table[key]` only when `key` is one of the table's own entries. Lookups keyed by text from a URL or a
 * form go through here, so 'constructor', '__proto__' or 'toString' never reach Object.prototype.
 */
export function own<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
