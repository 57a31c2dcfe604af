/** Message trees, key lookup and `%{name}` interpolation in polyglot's syntax: no catalogue of its own. */
export type TranslateOptions = Record<string, string | number>;
export type Translate = (key: string, options?: TranslateOptions) => string;

export interface MessageTree {
  [key: string]: string | MessageTree;
}

export function lookup(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(phrase: string, options: TranslateOptions | undefined): string {
  if (!options) return phrase;
  return phrase.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole));
}
