/** Settings (docs/api-settings.md): one's own profile, password and sessions; system information. */
import type { ChangePasswordInput, ProfileInput } from '../domain/accountSettings';
import type { AccountSession, Profile, ProfileAnswer, ProfileSavedAnswer, SessionsAnswer } from '../domain/api/accountSettings';
import type { MessageAnswer } from '../domain/api/common';
import type { SystemAnswer, SystemInfo } from '../domain/api/system';
import { apiUrl } from './apiUrl';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';
import { session } from './session';

export interface SettingsApi {
  profile(signal?: AbortSignal): Promise<Profile>;
  /** Saves the profile and shows the new name at once (user menu, dashboard). */
  saveProfile(input: ProfileInput): Promise<Profile>;
  changePassword(input: ChangePasswordInput): Promise<string>;
  sessions(signal?: AbortSignal): Promise<AccountSession[]>;
  signOutSession(id: string): Promise<void>;
  system(signal?: AbortSignal): Promise<SystemInfo>;
}

export function createSettingsApi(http: HttpClient = defaultHttpClient, baseUrl: string = apiUrl): SettingsApi {
  const auth = `${baseUrl}/admin/auth`;
  const send = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });
  return {
    profile: async (signal) => (await http<ProfileAnswer>(`${auth}/profile`, { signal })).json.data,
    saveProfile: async (input) => {
      const profile = (await http<ProfileSavedAnswer>(`${auth}/profile`, send('PUT', input))).json.data;
      const user = session.user;
      if (user) session.setUser({ ...user, fullName: profile.fullName });
      return profile;
    },
    changePassword: async (input) => (await http<MessageAnswer>(`${auth}/change-password`, send('POST', input))).json.message,
    sessions: async (signal) => (await http<SessionsAnswer>(`${auth}/sessions`, { signal })).json.data,
    signOutSession: async (id) => {
      await http(`${auth}/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    system: async (signal) => (await http<SystemAnswer>(`${baseUrl}/admin/system`, { signal })).json.data,
  };
}

export const settingsApi: SettingsApi = createSettingsApi();
