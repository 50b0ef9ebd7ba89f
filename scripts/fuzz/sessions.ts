import { DEMO_PASSWORD, demoLoginEmail } from '../../src/server/db/seed/demo-logins';
import { ROLES, type Role } from '../../src/shared/policy/roles';
import { callJson } from './http-client';

/** The spare demo login for session-ending calls (president of the second club, zone chair). */
export const THROWAWAY_EMAIL = 'multi-role@example.org';
/** The role the throwaway login acts in. */
export const THROWAWAY_ROLE = 'CLUB_PRESIDENT';

/** A signed-in login and what its profile says about it. */
export interface LoginSession {
  token: string;
  /** The club bound to the role it acts in (club officers), if any. */
  club?: string;
  /** Its member uuid, e-mail and mobile (from GET /api/member/profile). */
  member?: string;
  email?: string;
  mobile?: string;
  /** Set once re-signing in failed: its requests go on with a dead token and say so in the counts. */
  lost: boolean;
}

interface LoginAnswer {
  token: string;
  roles: { name: string; club: { uuid: string } | null }[];
}

/** Counts of session upkeep during a run, for the report. */
export interface SessionCounts {
  /** Requests answered 401 although they carried a role's own token. */
  revokedSeen: number;
  resignIns: number;
  resignInFailures: number;
  throwawaySignIns: number;
  throwawayFailures: number;
  passwordChanges: number;
}

/**
 * The 26 role sessions and the throwaway login. Sign-ins go through callJson, from 127.0.0.2, so the
 * failed-login throttle that fuzzed logins trip on 127.0.0.1 does not lock the fuzzer out.
 */
export class Sessions {
  readonly roles = new Map<Role, LoginSession>();
  /** The throwaway login; its password changes when a fuzzed password change succeeds. */
  readonly throwaway: LoginSession & { password: string } = {
    token: '',
    password: DEMO_PASSWORD,
    lost: false,
  };
  readonly counts: SessionCounts = {
    revokedSeen: 0,
    resignIns: 0,
    resignInFailures: 0,
    throwawaySignIns: 0,
    throwawayFailures: 0,
    passwordChanges: 0,
  };
  private readonly checks = new Map<string, Promise<void>>();

  constructor(public port: number) {}

  private async login(username: string, password: string): Promise<LoginAnswer> {
    const res = await callJson(this.port, 'POST', '/api/member/login', { json: { username, password } });
    if (res.status !== 200)
      throw new Error(`sign-in of ${username}: ${res.status} ${res.text.slice(0, 200)}`);
    return res.json as LoginAnswer;
  }

  private async profile(session: LoginSession): Promise<void> {
    const res = await callJson(this.port, 'GET', '/api/member/profile', { token: session.token });
    const data = (res.json as { data?: { uuid?: string; email?: string | null; mobile?: string | null } })
      .data;
    session.member = data?.uuid;
    session.email = data?.email ?? undefined;
    session.mobile = data?.mobile ?? undefined;
  }

  /** Signs in the demo login of every role and the throwaway login (on a freshly seeded server). */
  async signInAll(): Promise<void> {
    this.roles.clear();
    for (const role of ROLES) {
      const answer = await this.login(demoLoginEmail(role), DEMO_PASSWORD);
      const session: LoginSession = {
        token: answer.token,
        club: answer.roles.find((r) => r.name === role)?.club?.uuid,
        lost: false,
      };
      await this.profile(session);
      this.roles.set(role, session);
    }
    this.throwaway.password = DEMO_PASSWORD;
    this.throwaway.lost = false;
    await this.signInThrowaway();
    await this.profile(this.throwaway);
  }

  /** A new session of the throwaway login (each logout gets its own); undefined when it cannot sign in. */
  async signInThrowaway(): Promise<string | undefined> {
    try {
      const answer = await this.login(THROWAWAY_EMAIL, this.throwaway.password);
      this.counts.throwawaySignIns++;
      this.throwaway.club ??= answer.roles.find((r) => r.name === THROWAWAY_ROLE)?.club?.uuid;
      if (!this.throwaway.token) this.throwaway.token = answer.token;
      return answer.token;
    } catch {
      this.counts.throwawayFailures++;
      return undefined;
    }
  }

  /** The throwaway login changed its password: remember it and the token the change answered. */
  passwordChanged(password: string, token: string): void {
    this.counts.passwordChanges++;
    this.throwaway.password = password;
    this.throwaway.token = token;
  }

  /** A profile edit changed the login's e-mail or mobile: sign in with the new ones from now on. */
  profileChanged(who: Role | 'throwaway', email: string | undefined, mobile: string | undefined): void {
    const session = who === 'throwaway' ? this.throwaway : this.roles.get(who);
    if (!session) return;
    if (email) session.email = email;
    if (mobile) session.mobile = mobile;
  }

  /**
   * A request with a live token of `who` was answered 401: if the session really is gone (GET
   * /api/user/roles says so too), sign in again, by e-mail and else by mobile. One check at a time
   * per login; requests answered meanwhile wait for it.
   */
  async revoked(who: Role | 'throwaway', token: string): Promise<void> {
    const session = who === 'throwaway' ? this.throwaway : this.roles.get(who);
    if (!session || session.lost || session.token !== token) return;
    // Concurrent 401s of one revoked session count once.
    this.counts.revokedSeen++;
    const running = this.checks.get(who);
    if (running) return running;
    const check = (async () => {
      const res = await callJson(this.port, 'GET', '/api/user/roles', { token }).catch(() => undefined);
      if (!res || res.status !== 401) return;
      if (who === 'throwaway') {
        this.throwaway.token = '';
        const fresh = await this.signInThrowaway();
        if (fresh) session.token = fresh;
        else session.lost = true;
        return;
      }
      const usernames = [...new Set([session.email, demoLoginEmail(who), session.mobile])];
      for (const username of usernames.filter(Boolean) as string[]) {
        try {
          session.token = (await this.login(username, DEMO_PASSWORD)).token;
          this.counts.resignIns++;
          return;
        } catch {
          // The e-mail may have been changed by a fuzzed profile edit: try the mobile.
        }
      }
      this.counts.resignInFailures++;
      session.lost = true;
    })().finally(() => this.checks.delete(who));
    this.checks.set(who, check);
    return check;
  }
}
