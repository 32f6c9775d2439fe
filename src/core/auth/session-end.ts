import type { AuthState } from '../../shared/domain/session';

/**
 * Follows the signed-in user and calls `ended` with the login whose session is over: signed out, or another
 * user signed in over it. The stores kept per user (answers, thumbnails, placards) clear that user's part then.
 */
export function onSessionEnd(ended: (username: string) => void): (state: AuthState) => void {
  let lastUser: string | null = null;
  return (state) => {
    if (state.status === 'signedIn' && state.user) {
      if (lastUser !== null && lastUser !== state.user.username) ended(lastUser);
      lastUser = state.user.username;
    } else if (state.status === 'signedOut') {
      if (lastUser !== null) ended(lastUser);
      lastUser = null;
    }
  };
}
