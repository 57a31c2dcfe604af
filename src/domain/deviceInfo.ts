/**
 * What kind of device a collector connects from, as its socket handshake reports it in
 * `auth.device` (docs/collector-protocol.md §2): the web collector, the mobile app or the agent,
 * with the browser and its version for the web one. Framework-free; re-exported by ./protocol.
 */
import { z } from 'zod';

export const DEVICE_KINDS = ['web', 'app', 'agent'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** English names of the kinds; the back office shows its own translations. */
export const DEVICE_KIND_NAMES: Record<DeviceKind, string> = { web: 'Web', app: 'App', agent: 'Agent' };

/** A browser's name or version: "Chromium", "Microsoft Edge", "156.0", "17.4.1". */
const deviceText = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[0-9A-Za-z][0-9A-Za-z .+_-]*$/);

export const deviceInfoSchema = z.object({
  kind: z.enum(DEVICE_KINDS),
  browser: deviceText.optional(),
  browserVersion: deviceText.optional(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/**
 * The handshake's device, or null when it reports none or any part of it is malformed: like a
 * malformed app version it is ignored, never a reason to refuse the connection. Only the known
 * fields are kept, in a fixed order, so that equal devices compare equal as JSON.
 */
export function deviceInfoOf(handshakeAuth: unknown): DeviceInfo | null {
  if (typeof handshakeAuth !== 'object' || handshakeAuth === null || !('device' in handshakeAuth)) return null;
  const parsed = deviceInfoSchema.safeParse(handshakeAuth.device);
  if (!parsed.success) return null;
  const { kind, browser, browserVersion } = parsed.data;
  return { kind, ...(browser === undefined ? {} : { browser }), ...(browserVersion === undefined ? {} : { browserVersion }) };
}

/** "Chromium 156.0", "Chromium", or null without a browser (a version alone says nothing). */
export function deviceBrowser(info: DeviceInfo): string | null {
  if (!info.browser) return null;
  return info.browserVersion ? `${info.browser} ${info.browserVersion}` : info.browser;
}

/** "Web · Chromium 156.0", or "Agent"; `kindName` lets the back office give the kind in its language. */
export function deviceLabel(info: DeviceInfo, kindName: string = DEVICE_KIND_NAMES[info.kind]): string {
  const browser = deviceBrowser(info);
  return browser ? `${kindName} · ${browser}` : kindName;
}
