/**
 * What a session's user agent says: the browser and its major version
 * ("Chrome 131"), the system, and whether it is a phone, a tablet or a computer, so that two
 * sessions of one person can be told apart.
 */

/** Browser name and the pattern whose first group is its version, most specific first. */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/Safari\/()/, 'Safari'],
  [/(?:node|undici|curl|axios|okhttp|Dart)()/i, 'App'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export type DeviceKind = 'phone' | 'tablet' | 'computer';

export interface DeviceName {
  browser: string | null;
  /** The browser's major version, when the user agent gives one. */
  version: string | null;
  system: string | null;
  /** Null when the user agent names no system (an app, a script). */
  kind: DeviceKind | null;
}

function kindOf(userAgent: string, system: string | null): DeviceKind | null {
  if (/iPad|Tablet/.test(userAgent) || (system === 'Android' && !/Mobile/.test(userAgent))) return 'tablet';
  if (/iPhone|iPod|Mobile/.test(userAgent)) return 'phone';
  return system ? 'computer' : null;
}

export function deviceName(userAgent: string | null): DeviceName {
  if (!userAgent) return { browser: null, version: null, system: null, kind: null };
  const found = BROWSERS.map(([pattern, name]) => [pattern.exec(userAgent), name] as const).find(([match]) => match !== null);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser: found?.[1] ?? null, version: found?.[0]?.[1] || null, system, kind: kindOf(userAgent, system) };
}
