/** Plain-text and HTML bodies of the platform's e-mails. Values are escaped for HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b1b1b;max-width:560px;margin:auto">
<h2 style="color:#00703c">${escapeHtml(title)}</h2>${body}
<p style="color:#666;font-size:12px">Nigeria Education Data Platform. If you did not expect this message, you can ignore it.</p>
</body></html>`;
}

export function invitationMail(input: { fullName: string; roleName: string; link: string; expiresAt: Date }): MailContent {
  const expires = input.expiresAt.toUTCString();
  const text = [
    `Hello ${input.fullName},`,
    '',
    `You have been invited to the Nigeria Education Data Platform as ${input.roleName}.`,
    'Open this link to set your password:',
    input.link,
    '',
    `The link can be used once and expires on ${expires}.`,
  ].join('\n');
  const html = layout(
    'You are invited',
    `<p>Hello ${escapeHtml(input.fullName)},</p>
<p>You have been invited to the Nigeria Education Data Platform as <strong>${escapeHtml(input.roleName)}</strong>.</p>
<p><a href="${escapeHtml(input.link)}" style="background:#00703c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Set your password</a></p>
<p>Or copy this address into your browser:<br>${escapeHtml(input.link)}</p>
<p>The link can be used once and expires on ${escapeHtml(expires)}.</p>`,
  );
  return { subject: 'Your invitation to the Education Data Platform', text, html };
}

export function resetCodeMail(input: { fullName: string; code: string; minutes: number }): MailContent {
  const text = [
    `Hello ${input.fullName},`,
    '',
    `Your password reset code is ${input.code}.`,
    `It is valid for ${input.minutes} minutes and can be used once.`,
    'If you did not ask to reset your password, ignore this message: your password stays as it is.',
  ].join('\n');
  const html = layout(
    'Your password reset code',
    `<p>Hello ${escapeHtml(input.fullName)},</p>
<p>Your password reset code is</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(input.code)}</p>
<p>It is valid for ${input.minutes} minutes and can be used once.</p>
<p>If you did not ask to reset your password, ignore this message: your password stays as it is.</p>`,
  );
  return { subject: 'Your password reset code', text, html };
}
