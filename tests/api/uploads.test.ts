/**
 * Uploads over real HTTP: a body over its route's limit answers 413 every time, whole,
 * and writes nothing, whether it is one byte over, cut by the network exactly at the limit (the
 * case where the multipart parser used to hand the cut file over), declared far over, or chunked.
 * Extraction bundles: only for an open extract command of the collector, capped per bundle and per
 * collector, streamed to disk, served as an attachment of bytes.
 */
import crypto from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '../../src/domain/dataTransfer';
import { EXTRACTION_MAX_BYTES, EXTRACTION_MAX_BYTES_PER_COLLECTOR, newRequestId } from '../../src/domain/protocol';
import { BULK_MAX_BYTES } from '../../server/accounts/bulkCsv';
import { WARD_IMPORT_LIMIT_BYTES } from '../../server/routes/locations';
import { bearer, createUser, loginToken } from '../helpers/fixtures';
import { multipartFrame, paddedCsv, pause, post, type Answer } from '../helpers/httpUpload';
import { tokenWith } from '../helpers/records';
import { urlOf } from '../helpers/realtime';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let base: string;
let inviter: string;
let importer: string;
let collector: { id: number; token: string };

const count = async (table: 'bulkInviteJobs' | 'users' | 'learners' | 'wards' | 'deviceExtractions' | 'auditLogs') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const bundleFiles = () => readdirSync(t.app.extractionFiles.dir);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = urlOf(t.app);
  inviter = await tokenWith(t.app, ['manage_users']);
  importer = await tokenWith(t.app, ['manage_data_import', 'manage_learners']);
  const device = await createUser(t.app, { role: 'collector' });
  collector = { id: device.id, token: await loginToken(t.app, device.email) };
});
let closed = false;
const closeApp = async () => {
  if (!closed) await t?.close();
  closed = true;
};
afterAll(closeApp);

/** Twenty over-limit uploads of a multipart route, in four shapes; every answer. */
async function twentyOverLimit(path: string, token: string, limit: number, frame: () => ReturnType<typeof multipartFrame>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < 20; i += 1) {
    const { head, tail, contentType } = frame();
    const headers = { ...bearer(token), 'content-type': contentType };
    const shape = i % 4;
    const size = shape === 2 ? Math.round(limit * 1.4) : shape === 3 ? limit + 10_000 : limit + 1;
    const file = Buffer.alloc(size, 'a');
    const pieces =
      shape === 1
        ? [head, file.subarray(0, limit), pause(300), file.subarray(limit), tail] // the network cuts the file exactly at the limit
        : [head, file, tail];
    answers.push(await post(base, path, headers, pieces, { chunked: shape === 3 }));
  }
  return answers;
}

const tooLarge = (message: string) => ({ status: 413, body: { message, code: 'FILE_TOO_LARGE' } });

describe('bulk invite upload (2 MB)', () => {
  const path = '/api/admin/user-management/bulk-invite/upload';
  const frame = () => multipartFrame({}, { field: 'csvFile', name: 'people.csv' });

  it('refuses an over-limit file with 413 twenty times in a row and creates no job', async () => {
    const [jobs, users] = [await count('bulkInviteJobs'), await count('users')];
    const answers = await twentyOverLimit(path, inviter, BULK_MAX_BYTES, frame);
    expect(answers).toEqual(Array(20).fill(tooLarge('The file is larger than 2 MB. Split it into smaller files.')));
    expect([await count('bulkInviteJobs'), await count('users')]).toEqual([jobs, users]);
  });

  it('takes a file of exactly 2 MB whole', async () => {
    const { head, tail, contentType } = frame();
    const csv = paddedCsv('fullName,email,role\nAda Obi,ada.limit@example.org,collector\nBala Idris,bala.limit@example.org,collector\n', BULK_MAX_BYTES, '\n');
    const answer = await post(base, path, { ...bearer(inviter), 'content-type': contentType }, [head, csv, tail]);
    expect(answer.status).toBe(202);
    expect(answer.body?.data).toMatchObject({ totalRows: 2 });
    await t.app.bulkInvites.idle();
    // Reading 2 MB and sending two invitations has taken over 30 s beside the browser tests.
  }, 90_000);
});

describe('data import (10 MB)', () => {
  const path = '/api/admin/data/import/learners';
  const frame = () => multipartFrame({ dryRun: 'false' }, { field: 'csvFile', name: 'learners.csv' });

  it('refuses an over-limit file with 413 twenty times in a row and imports nothing', async () => {
    const [learners, audits] = [await count('learners'), await count('auditLogs')];
    const answers = await twentyOverLimit(path, importer, IMPORT_MAX_BYTES, frame);
    expect(answers).toEqual(Array(20).fill(tooLarge('The file is larger than 10 MB. Split it into smaller files.')));
    expect([await count('learners'), await count('auditLogs')]).toEqual([learners, audits]);
  });

  it('reads a file of exactly 10 MB to its last row', async () => {
    const { head, tail, contentType } = frame();
    const csv = paddedCsv('firstName,lastName,sex,age,state,lga\nHauwa,Sani,Female,8,kano,dala\nBala,Idris,Male,10,kano,fagge\n', IMPORT_MAX_BYTES);
    const answer = await post(base, path, { ...bearer(importer), 'content-type': contentType }, [head, csv, tail]);
    expect(answer).toMatchObject({ status: 200, body: { data: { rows: 2, created: 2 } } });
  });
});

describe('ward import (5 MB, text/csv or JSON)', () => {
  const path = '/api/admin/locations/wards/import';
  const message = 'The request body is larger than 5 MB, the most this address accepts. Send a smaller file or split it.';

  it('refuses an over-limit body with 413 twenty times in a row (declared or chunked) and writes no ward', async () => {
    const wards = await count('wards');
    const answers: Answer[] = [];
    for (let i = 0; i < 20; i += 1) {
      const json = i % 4 === 3;
      const body = json
        ? Buffer.from(JSON.stringify({ csv: 'x'.repeat(WARD_IMPORT_LIMIT_BYTES) }))
        : paddedCsv('state,lga,ward\nkano,dala,Over Ward\n', WARD_IMPORT_LIMIT_BYTES + 1 + i * 1000);
      const headers = { ...bearer(importer), 'content-type': json ? 'application/json' : 'text/csv' };
      answers.push(await post(base, path, headers, [body.subarray(0, 1 << 20), body.subarray(1 << 20)], { chunked: i % 2 === 1 }));
    }
    expect(answers).toEqual(Array(20).fill(tooLarge(message)));
    expect(await count('wards')).toBe(wards);
  });

  it('takes a body of exactly 5 MB', async () => {
    const csv = paddedCsv('state,lga,ward\nkano,dala,Limit Ward\n', WARD_IMPORT_LIMIT_BYTES);
    const answer = await post(base, path, { ...bearer(importer), 'content-type': 'text/csv' }, [csv]);
    expect(answer).toMatchObject({ status: 200, body: { data: { added: 1 } } });
  });
});

describe('extraction bundles', () => {
  const path = '/api/admin/sync/extractions';
  let admin: string;
  beforeAll(async () => {
    admin = await tokenWith(t.app, ['manage_users']);
  });

  /** A command the hub sent to the collector (as the journal writes it). */
  async function sentCommand(collectorId: number, options: { command?: string; status?: 'sent' | 'succeeded'; ageMs?: number } = {}) {
    const requestId = newRequestId();
    await t.app.db
      .insertInto('deviceCommands')
      .values({
        requestId,
        collectorId,
        adminId: null,
        adminSocketId: null,
        command: options.command ?? 'extractAllData',
        params: '{}',
        status: options.status ?? 'sent',
        error: null,
        createdAt: new Date(Date.now() - (options.ageMs ?? 0)),
        sentAt: new Date(),
        completedAt: null,
      })
      .execute();
    return requestId;
  }
  const frame = (requestId: string, name = 'extractAllData.json.gz', type = 'application/gzip') =>
    multipartFrame({ requestId, command: 'extractAllData', summary: JSON.stringify({ totalRecords: 1 }) }, { field: 'bundle', name, type });
  const upload = (token: string, requestId: string, content: Buffer, name?: string, type?: string) => {
    const { head, tail, contentType } = frame(requestId, name, type);
    return post(base, path, { ...bearer(token), 'content-type': contentType }, [head, content, tail]);
  };
  // As a browser asks: a bundle is gzip bytes already and must reach it as they are, not encoded again.
  const download = (id: string) => fetch(`${base}${path}/${id}/download`, { headers: { ...bearer(admin), 'accept-encoding': 'gzip, deflate, br, zstd' } });

  it('is refused without an open extract command of this collector, and nothing is kept', async () => {
    const other = await createUser(t.app, { role: 'collector' });
    const refusedIds = [
      'no-such-request',
      await sentCommand(collector.id, { status: 'succeeded' }),
      await sentCommand(collector.id, { ageMs: 16 * 60_000 }),
      await sentCommand(collector.id, { command: 'fetchTable' }),
      await sentCommand(other.id),
    ];
    const before = await count('deviceExtractions');
    for (const requestId of refusedIds) {
      const answer = await upload(collector.token, requestId, Buffer.from('bundle bytes'));
      expect(answer).toMatchObject({ status: 409, body: { code: 'NO_OPEN_COMMAND' } });
    }
    expect(await count('deviceExtractions')).toBe(before);
    expect(bundleFiles()).toEqual([]);
  });

  it('streams the bundle to a file (written before the body has ended), once per command; the download is an attachment of bytes, audited', async () => {
    const requestId = await sentCommand(collector.id);
    const content = crypto.randomBytes(3 * 1024 * 1024);
    const { head, tail, contentType } = frame(requestId, '<img src=x>.html', 'text/html');
    const half = content.length / 2;
    const written = async () => {
      // The first half is on disk while the second has not been sent: the bundle is not gathered in memory.
      for (let i = 0; i < 500 && !bundleFiles().some((name) => statSync(t.app.extractionFiles.pathOf(name)).size >= half); i += 1) await pause(10)();
    };
    const answer = await post(base, path, { ...bearer(collector.token), 'content-type': contentType }, [
      head,
      content.subarray(0, half),
      written,
      content.subarray(half),
      tail,
    ]);
    expect(answer.status).toBe(201);
    const id = String(answer.body!.data!.extractionId);
    const row = await t.app.db.selectFrom('deviceExtractions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      requestId,
      command: 'extractAllData',
      sizeBytes: content.length,
      content: null,
      sha256: crypto.createHash('sha256').update(content).digest('hex'),
    });
    expect(readFileSync(t.app.extractionFiles.pathOf(row.storagePath!)).equals(content)).toBe(true);

    expect(await upload(collector.token, requestId, Buffer.from('again'))).toMatchObject({ status: 409, body: { code: 'NO_OPEN_COMMAND' } });

    const response = await download(id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="_img_src_x_.html"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(content)).toBe(true);
    const audit = await t.app.db.selectFrom('auditLogs').select('action').where('resource', '=', 'extractions').where('resourceId', '=', id).execute();
    expect(audit).toEqual([{ action: 'download' }]);
  });

  it('deletes the partial file when the device drops the upload', async () => {
    const requestId = await sentCommand(collector.id);
    const before = bundleFiles();
    const { head, contentType } = frame(requestId);
    const started = async () => {
      for (let i = 0; i < 500 && bundleFiles().length === before.length; i += 1) await pause(10)();
    };
    const dropped = post(base, path, { ...bearer(collector.token), 'content-type': contentType }, [head, Buffer.alloc(1024 * 1024, 'b'), started], {
      abortAfterPieces: true,
    });
    // The client has gone; if the answer still reaches it, it says why, and is never a server fault.
    const outcome = await dropped.then(
      (answer) => answer,
      () => 'dropped',
    );
    if (outcome !== 'dropped') expect(outcome).toMatchObject({ status: 400, body: { code: 'UPLOAD_INCOMPLETE' } });
    for (let i = 0; i < 500 && bundleFiles().length > before.length; i += 1) await pause(10)();
    expect(bundleFiles()).toEqual(before);
    expect(await t.app.db.selectFrom('deviceExtractions').select('id').where('requestId', '=', requestId).execute()).toEqual([]);
  });

  it(`caps a bundle at ${EXTRACTION_MAX_BYTES / 1024 / 1024} MB: one byte more is refused whole, exactly the cap is kept`, async () => {
    const over = await upload(collector.token, await sentCommand(collector.id), Buffer.alloc(EXTRACTION_MAX_BYTES + 1, 'c'));
    expect(over).toMatchObject({
      status: 413,
      body: { code: 'FILE_TOO_LARGE', message: expect.stringContaining('larger than 50 MB (at most 50 MB per bundle and 200 MB kept per collector)') },
    });
    const at = await upload(collector.token, await sentCommand(collector.id), Buffer.alloc(EXTRACTION_MAX_BYTES, 'c'));
    expect(at).toMatchObject({ status: 201, body: { data: { sizeBytes: EXTRACTION_MAX_BYTES } } });
  });

  it('caps what a collector keeps: over the room left is refused twenty times in a row, the room itself is kept, then nothing more', async () => {
    const device = await createUser(t.app, { role: 'collector' });
    const token = await loginToken(t.app, device.email);
    const room = 100 * 1024;
    // A bundle from before migration 009 (bytes in the table) fills all but `room` of the quota.
    await t.app.db
      .insertInto('deviceExtractions')
      .values({
        id: crypto.randomUUID(),
        collectorId: device.id,
        requestId: null,
        command: 'extractAllData',
        fileName: 'old.json.gz',
        contentType: 'text/html',
        sizeBytes: EXTRACTION_MAX_BYTES_PER_COLLECTOR - room,
        content: Buffer.from('old bundle'),
        storagePath: null,
        sha256: null,
        summary: '{}',
      })
      .execute();
    const [rows, files] = [await count('deviceExtractions'), bundleFiles()];
    const commands = await Promise.all(Array.from({ length: 20 }, () => sentCommand(device.id)));
    const answers = await twentyOverLimit(path, token, room, () => frame(commands.pop()!));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(413));
    expect(answers[0].body?.message).toBe(
      'This collector has 0.1 MB left of the bundles it may keep (at most 50 MB per bundle and 200 MB kept per collector); older bundles must be removed first.',
    );
    expect([await count('deviceExtractions'), bundleFiles()]).toEqual([rows, files]);

    expect((await upload(token, await sentCommand(device.id), Buffer.alloc(room, 'd'))).status).toBe(201);
    const full = await upload(token, await sentCommand(device.id), Buffer.from('one more byte'));
    expect(full).toMatchObject({ status: 413, body: { code: 'FILE_TOO_LARGE', message: expect.stringContaining('0 MB left') } });

    // Deleting a bundle (audited) removes its row and file and frees its room.
    const kept = await t.app.db
      .selectFrom('deviceExtractions')
      .select(['id', 'storagePath'])
      .where('collectorId', '=', device.id)
      .where('storagePath', 'is not', null)
      .executeTakeFirstOrThrow();
    const removed = await fetch(`${base}${path}/${kept.id}`, { method: 'DELETE', headers: bearer(admin) });
    expect(removed.status).toBe(200);
    expect(bundleFiles()).not.toContain(kept.storagePath);
    const audit = await t.app.db.selectFrom('auditLogs').select('action').where('resource', '=', 'extractions').where('resourceId', '=', kept.id).execute();
    expect(audit).toEqual([{ action: 'delete' }]);
    expect((await upload(token, await sentCommand(device.id), Buffer.alloc(room, 'e'))).status).toBe(201);
    expect((await fetch(`${base}${path}/${kept.id}`, { method: 'DELETE', headers: bearer(admin) })).status).toBe(404);
  });

  it('serves a bundle stored before migration 009 from the table, as bytes too', async () => {
    const id = crypto.randomUUID();
    await t.app.db
      .insertInto('deviceExtractions')
      .values({
        id,
        collectorId: collector.id,
        requestId: null,
        command: 'extractAllData',
        fileName: 'legacy.html',
        contentType: 'text/html',
        sizeBytes: 6,
        content: Buffer.from('<html>'),
        storagePath: null,
        sha256: null,
        summary: '{}',
      })
      .execute();
    const response = await download(id);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(await response.text()).toBe('<html>');
  });
});

it('with DATA_DIR=memory, the bundle directory is temporary: removed when the app closes', async () => {
  const dir = t.app.extractionFiles.dir;
  expect(existsSync(dir)).toBe(true);
  await closeApp();
  expect(existsSync(dir)).toBe(false);
});
