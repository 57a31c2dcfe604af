/** The session user the server hands to the browser (spec 01 §3) and the auth call shapes. */
export interface SessionUser {
  id: number;
  email: string;
  fullName: string;
  /** Role name, e.g. `supervisor`. */
  role: string;
  roleData: { id: number; name: string; displayName: string };
  permissions: string[];
  isActive: boolean;
}

export interface LoginRequest {
  email: string;
  password: string;
}

/** Answer of login and refresh: `{data: {token, user}}`. */
export interface TokenAnswer {
  data: { token: string; user: SessionUser };
}

/** Error body of every API failure (DESIGN §4). */
export interface ApiErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string>;
}
