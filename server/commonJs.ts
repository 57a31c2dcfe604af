/**
 * A CommonJS package loaded with import(). Run from source, Node gives its exports both as names of
 * the namespace and as `default` (module.exports); in the compiled server (esbuild with code
 * splitting) its chunk has only `export default module.exports`, so a name read off the namespace
 * is undefined there. Reading them from `default` works in both.
 */
export async function importCommonJs<T extends object>(load: () => Promise<T>): Promise<T> {
  const namespace = await load();
  const moduleExports: unknown = (namespace as { default?: unknown }).default;
  const usable = (typeof moduleExports === 'object' && moduleExports !== null) || typeof moduleExports === 'function';
  return (usable ? moduleExports : namespace) as T;
}
