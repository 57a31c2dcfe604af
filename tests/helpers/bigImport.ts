/** A learners import of 20,000 rows, the most one file may hold, sent as a real multipart upload. */
import type { FastifyInstance } from 'fastify';
import { bearer } from './fixtures';
import { tokenWith } from './records';

export const LEARNER_IMPORT_HEADER = 'firstName,lastName,sex,age,state,lga,uuid';

/** 19,999 good learner rows whose uuids start with `prefix`; a test adds the 20,000th. */
export const learnerRows = (prefix: string): string[] =>
  Array.from({ length: 19_999 }, (_, i) => `Hauwa${i},Sani,Female,${6 + (i % 10)},kano,dala,${prefix}-${i}`);

export async function importLearners(app: FastifyInstance, csv: string) {
  const token = await tokenWith(app, ['manage_data_import', 'manage_learners']);
  const boundary = '----edu-resp-boundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  return app.inject({
    method: 'POST',
    url: '/api/admin/data/import/learners',
    payload,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
