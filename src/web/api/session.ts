import { useEffect, useSyncExternalStore } from 'react';
import type { SessionResponse, SignOutResponse } from '../../shared/api/session';
import { SESSION_ROUTES } from '../../shared/api/session-routes';
import { afterFirstPaint } from '../lib/after-first-paint';
import { callRoute } from './http';

/**
 * Whether this device is signed in (GET /api/session), and signing out (POST /api/sign-out).
 * The header of every screen shows it, the landing page's too, which ships without TanStack
 * Query (its JavaScript budget): so the answer lives in a small store of its own that every
 * header shares, asked again whenever a header appears (a session can end in another tab).
 */
export type SessionState =
  | { status: 'unknown' }
  /** The first question went unanswered (offline, server down): ask again to know. */
  | { status: 'unreachable' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; panMasked: string; panNumber: string; expiresAt: string };

export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return callRoute(SESSION_ROUTES.session, { signal });
}

let current: SessionState = { status: 'unknown' };
let asking: Promise<SessionState> | undefined;
const listeners = new Set<() => void>();

function publish(next: SessionState): SessionState {
  current = next;
  for (const listener of listeners) listener();
  return next;
}

/** Asks the server again (one request at a time); a failed answer leaves what was known. */
export function refreshSession(): Promise<SessionState> {
  asking ??= getSession()
    .then(
      (answer) =>
        publish(
          answer.signed_in && answer.pan_masked && answer.pan_number && answer.expires_at
            ? {
                status: 'signed-in',
                panMasked: answer.pan_masked,
                panNumber: answer.pan_number,
                expiresAt: answer.expires_at,
              }
            : { status: 'signed-out' },
        ),
      () => (current.status === 'unknown' ? publish({ status: 'unreachable' }) : current),
    )
    .finally(() => {
      asking = undefined;
    });
  return asking;
}

/** Nothing known yet, as on a page just loaded (each component test starts so). */
export function forgetSession(): void {
  current = { status: 'unknown' };
}

/** The session ended here (signed out, data deleted): no need to ask. */
export function sessionEnded(): void {
  publish({ status: 'signed-out' });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * This device's session as last heard, asked again when the calling component appears (once the
 * page has painted: the header and the screens show 'not known yet' well until then).
 */
export function useSession(): SessionState {
  const session = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => {
      if (live) void refreshSession();
    });
    return () => {
      live = false;
    };
  }, []);
  return session;
}

/** Ends this session, or with `everywhere` every session of the borrower on every device. */
export async function signOut(everywhere: boolean): Promise<SignOutResponse> {
  const answer = await callRoute(SESSION_ROUTES.signOut, { body: { everywhere } });
  sessionEnded();
  return answer;
}
