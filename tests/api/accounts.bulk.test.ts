import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { bearer, createUser, loginToken } from '../helpers/fixtures';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.app, { role: 'admin' });
  token = await loginToken(t.app, admin.email);
});
afterAll(async () => t.close());

function multipart(content: Buffer | string, field = 'csvFile', fileName = 'people.csv') {
  const boundary = '----edu-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload: body, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(content: Buffer | string, field?: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/user-management/bulk-invite/upload', ...multipart(content, field) });
}

async function finished(jobId: number) {
  await t.app.bulkInvites.idle();
  const jobs = (await t.app.inject({ method: 'GET', url: '/api/admin/user-management/bulk-invite/jobs', headers: bearer(token) })).json().data;
  const job = jobs.find((j: { id: number }) => j.id === jobId);
  const rows = (await t.app.inject({ method: 'GET', url: `/api/admin/user-management/bulk-invite/jobs/${jobId}/rows`, headers: bearer(token) })).json().data;
  return { job, rows };
}

describe('bulk invite', () => {
  it('invites the good rows and gives a reason for each bad one (BOM, CRLF, quotes, any header case)', async () => {
    await createUser(t.app, { role: 'collector', email: 'already@example.org' });
    const csv =
      '\uFEFFFullName,EMAIL,Role,Phone,State\r\n' +
      '"Okonkwo, Ada",ada@example.org,supervisor,08030000001,anambra\r\n' +
      '"Bala ""Malam"" Idris",bala@example.org,Collector,,kano\r\n' +
      'Ngozi Eze,ngozi@example.org,executive,,\r\n' +
      'No Role,norole@example.org,wizard,,\r\n' +
      'Bad Mail,not-an-email,collector,,\r\n' +
      'Dupe Ada,ADA@example.org,supervisor,,\r\n' +
      'Old Hand,already@example.org,collector,,\r\n';
    const response = await upload(csv);
    expect(response.statusCode).toBe(202);
    const { job, rows } = await finished(response.json().data.id);
    expect(job).toMatchObject({ status: 'completed', totalRows: 7, processedRows: 7, invited: 3, alreadyUsers: 1, invalid: 3 });
    const byEmail = Object.fromEntries(rows.map((r: { email: string; outcome: string; reason: string | null }) => [r.email, r]));
    expect(rows.find((r: { rowNumber: number }) => r.rowNumber === 2)).toMatchObject({
      email: 'ada@example.org',
      fullName: 'Okonkwo, Ada',
      outcome: 'invited',
    });
    expect(byEmail['bala@example.org']).toMatchObject({ outcome: 'invited' });
    expect(rows.find((r: { rowNumber: number }) => r.rowNumber === 3).fullName).toBe('Bala "Malam" Idris');
    expect(byEmail['norole@example.org']).toMatchObject({ outcome: 'invalid', reason: 'Unknown role "wizard".' });
    expect(byEmail['not-an-email']).toMatchObject({ outcome: 'invalid', reason: '"not-an-email" is not an e-mail address.' });
    expect(rows.find((r: { rowNumber: number }) => r.rowNumber === 7)).toMatchObject({ outcome: 'invalid', reason: 'Duplicate of row 2 in this file.' });
    expect(byEmail['already@example.org']).toMatchObject({ outcome: 'already_a_user' });
    const invitations = await t.app.db.selectFrom('mailOutbox').select('toAddress').where('kind', '=', 'invitation').execute();
    expect(invitations.map((m) => m.toAddress).sort()).toEqual(['ada@example.org', 'bala@example.org', 'ngozi@example.org']);
  });

  it('never invites anyone twice when the same file comes again', async () => {
    const csv = 'fullName,email,role\nRepeat Person,repeat@example.org,collector\n';
    await finished((await upload(csv)).json().data.id);
    const second = await finished((await upload(csv)).json().data.id);
    expect(second.job).toMatchObject({ invited: 0, alreadyUsers: 1 });
    const mails = await t.app.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', 'repeat@example.org').execute();
    expect(mails).toHaveLength(1);
  });

  it('reads LF files and offers the results as CSV with formula cells neutralised', async () => {
    const csv = 'fullname,email,role\n=HYPERLINK("x"),formula@example.org,collector\n';
    const { job } = await finished((await upload(csv)).json().data.id);
    const download = await t.app.inject({ method: 'GET', url: `/api/admin/user-management/bulk-invite/jobs/${job.id}/rows.csv`, headers: bearer(token) });
    expect(download.headers['content-type']).toContain('text/csv');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.body).toContain("'=HYPERLINK");
    expect(download.body.split('\n')[0]).toBe('row,fullName,email,role,phone,state,outcome,reason');
  });

  it('refuses a file over 2 MB, over 5,000 rows, without the required headers, or under another field', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 'a');
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toContain('2 MB');
    const manyRows = 'fullName,email,role\n' + Array.from({ length: 5001 }, (_, i) => `P ${i},p${i}@example.org,collector`).join('\n');
    const tooMany = await upload(manyRows);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toContain('at most 5000');
    const noHeaders = await upload('name,mail\nA,a@example.org\n');
    expect(noHeaders.statusCode).toBe(400);
    expect(noHeaders.json().message).toContain('fullName, email and role');
    expect((await upload('fullName,email,role\nA,a@example.org,collector\n', 'file')).statusCode).toBe(400);
  });

  it('needs manage_users', async () => {
    const reader = await createUser(t.app, { role: 'executive' });
    const readerToken = await loginToken(t.app, reader.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/user-management/bulk-invite/jobs', headers: bearer(readerToken) });
    expect(response.statusCode).toBe(403);
  });
});

describe('outbox', () => {
  it('is readable by super admins only', async () => {
    const superAdmin = await createUser(t.app, { role: 'super_admin' });
    const superToken = await loginToken(t.app, superAdmin.email);
    const ok = await t.app.inject({ method: 'GET', url: '/api/admin/mail/outbox', headers: bearer(superToken) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()[0]).toHaveProperty('subject');
    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/mail/outbox', headers: bearer(token) });
    expect(admin.statusCode).toBe(403);
  });
});
