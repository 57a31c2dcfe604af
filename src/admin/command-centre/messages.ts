/**
 * The Command Centre's alerts (spec 01 §5, §8) as translation keys with their values: the pure
 * state keeps them as data and the page translates them when it shows them. The English texts
 * are the spec's wording; the download failure and the connection test are ours.
 */
import { BATCH_TIMEOUT_MS } from '../../domain/protocol';

type MessageValue = string | number | Message;

/** A text to show: a catalogue key and its values (a value may itself be a message to translate). */
export interface Message {
  key: string;
  values?: Readonly<Record<string, MessageValue>>;
}

type Translate = (key: string, options?: Record<string, string | number>) => string;

const UNKNOWN_ERROR: Message = { key: 'adminCommon.unknownError' };

const orUnknown = (error: string | undefined): MessageValue => error || UNKNOWN_ERROR;

export const CC_MESSAGES = {
  noCollector: { key: 'commandCentre.notices.noCollector' },
  noSocket: { key: 'commandCentre.notices.noSocket' },
  fetchFailed: (error: string | undefined): Message => ({ key: 'commandCentre.notices.error', values: { error: orUnknown(error) } }),
  batchFailed: (error: string | undefined): Message => ({ key: 'commandCentre.notices.batchFailed', values: { error: orUnknown(error) } }),
  /** `type` is the command name, shown as the code it is. */
  batchTimedOut: (type: string): Message => ({
    key: 'commandCentre.notices.batchTimedOut',
    values: { type, seconds: BATCH_TIMEOUT_MS / 1000 },
  }),
  commandFailed: (error: string | undefined): Message => ({ key: 'commandCentre.notices.error', values: { error: orUnknown(error) } }),
  downloadFailed: (error: string | undefined): Message => ({
    key: 'commandCentre.notices.downloadFailed',
    values: { error: error ? error.replace(/\.$/, '') : UNKNOWN_ERROR },
  }),
  connectionTestSucceeded: { key: 'commandCentre.notices.connectionTestSucceeded' },
  /** A message the device wrote (a sync or test answer), shown as it came. */
  fromDevice: (message: string): Message => ({ key: 'commandCentre.notices.fromDevice', values: { message } }),
} as const satisfies Record<string, Message | ((arg: string) => Message)>;

/** The message's text in the current language, its nested messages translated first. */
export function translateMessage(translate: Translate, { key, values }: Message): string {
  if (!values) return translate(key);
  const options = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? translateMessage(translate, value) : value]),
  );
  return translate(key, options);
}
