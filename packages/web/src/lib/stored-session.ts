/**
 * The product's local browser storage keys (DESIGN §6): loginType, number, userName, email,
 * profileImg and isLoggedin. The server session is the authority; these keys only
 * mirror it for the screens that prefill from them (/signup).
 */
import type { MeUser } from '@lootforge/core/contracts/auth';

/** '0' after social sign-in, '1' for an existing profile, '2' for a new profile needing signup. */
export type LoginState = '0' | '1' | '2';

const KEYS = ['loginType', 'number', 'userName', 'email', 'profileImg', 'isLoggedin'] as const;

export function readStored(key: (typeof KEYS)[number]): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function loginStateOf(user: MeUser): LoginState {
  if (user.loginType === 'social') return '0';
  return user.profileComplete ? '1' : '2';
}

/** Writes the signed-in user's keys. `state` overrides isLoggedin (the phone verify answer knows best). */
export function rememberUser(user: MeUser, state: LoginState = loginStateOf(user)): void {
  try {
    const storage = window.localStorage;
    storage.setItem('loginType', user.loginType);
    storage.setItem('number', user.phone ?? '');
    storage.setItem('userName', user.userName ?? '');
    storage.setItem('email', user.email ?? '');
    storage.setItem('profileImg', user.avatarUrl ?? '');
    storage.setItem('isLoggedin', state);
  } catch {
    // Storage can be off (private mode, quota); the session cookie still works.
  }
}

export function forgetUser(): void {
  try {
    for (const key of KEYS) window.localStorage.removeItem(key);
  } catch {
    // See rememberUser.
  }
}
