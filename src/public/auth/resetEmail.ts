/** The e-mail remembered between Forgot Password and Reset Password (spec 01 §3, §4). */
export const RESET_EMAIL_KEY = 'resetEmail';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function rememberResetEmail(email: string): void {
  storage()?.setItem(RESET_EMAIL_KEY, email);
}

export function rememberedResetEmail(): string | null {
  return storage()?.getItem(RESET_EMAIL_KEY) || null;
}

export function forgetResetEmail(): void {
  storage()?.removeItem(RESET_EMAIL_KEY);
}
