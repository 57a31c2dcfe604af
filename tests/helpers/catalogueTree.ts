/** A message catalogue (ours, or react-admin's) as a nested object, and its texts by dotted key. */
export interface Tree {
  [key: string]: string | Tree | undefined;
}

export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') out.set(key, value);
    else if (value) for (const [inner, text] of flatten(value, key)) out.set(inner, text);
  }
  return out;
}
