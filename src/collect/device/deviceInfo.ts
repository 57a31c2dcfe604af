/** What the web collector tells the Command Centre about itself: a web device, its browser and version. */
export const WEB_APP_VERSION = '1.0.0';

interface BrandVersion {
  brand: string;
  version: string;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/SamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/Chrom(?:e|ium)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari\//, 'Safari'],
];

/** The browser and its major.minor version, from the user agent (client hints first where the browser has them). */
export function browserOf(userAgent: string, brands: readonly BrandVersion[] = []): { browser: string; browserVersion: string } {
  const named = brands.find(({ brand }) => !/not.?a.?brand/i.test(brand) && brand !== 'Chromium') ?? brands.find(({ brand }) => brand === 'Chromium');
  if (named) return { browser: named.brand.replace(/^Google /, ''), browserVersion: named.version };
  for (const [pattern, browser] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match)
      return {
        browser: /Chromium\//.test(userAgent) && browser === 'Chrome' ? 'Chromium' : browser,
        browserVersion: match[1].split('.').slice(0, 2).join('.'),
      };
  }
  return { browser: 'Browser', browserVersion: '0' };
}

/** The socket handshake's device part (docs/collector-protocol.md §2). */
export function webDeviceHandshake(): { appVersion: string; device: { kind: 'web'; browser: string; browserVersion: string } } {
  const hints = (navigator as Navigator & { userAgentData?: { brands?: BrandVersion[] } }).userAgentData;
  return { appVersion: WEB_APP_VERSION, device: { kind: 'web', ...browserOf(navigator.userAgent, hints?.brands ?? []) } };
}
