import type { Role } from '../../src/shared/policy/roles';

/**
 * Who sends a request. Generated requests name a role, not a token: tokens belong to one run (and to
 * one server start), while a request must be the same for a given seed and index in every run.
 */
export type Actor =
  | { kind: 'role'; role: Role }
  /** No session at all: the token placeholder resolves to a well-formed but unknown token. */
  | { kind: 'anonymous' }
  /**
   * The spare demo login (multi-role@example.org), used for the calls that end sessions (logout,
   * password change) so that the 26 role sessions survive the whole run.
   */
  | { kind: 'throwaway' };

/** One part of a multipart body, sent byte for byte as written (names are not escaped). */
export interface Part {
  name: string;
  /** Present for a file part (may be the empty string, as a browser sends an empty file input). */
  filename?: string;
  contentType?: string;
  data: string | Uint8Array;
  /** What a file part holds (forged PNG, PDF with junk...), for the failure report. */
  label?: string;
}

/**
 * A request body. `contentType: null` means the right header for the kind (with the boundary for
 * multipart); a string replaces it, so wrong and missing boundaries can be sent.
 */
export type Body =
  | { kind: 'json'; value: unknown; contentType: string | null }
  | { kind: 'text'; text: string; contentType: string | null }
  | {
      kind: 'multipart';
      parts: Part[];
      boundary: string;
      contentType: string | null;
      /** Leave out the closing delimiter, as a client that died mid-upload would. */
      truncated: boolean;
    };

/** A path parameter's value, and whether it is percent-encoded (else `/` and `.` travel as they are). */
export interface ParamValue {
  value: string;
  raw: boolean;
}

/**
 * A generated request. Parameters, headers and body may hold reference placeholders (see refs.ts)
 * that become real ids, tokens and headers only when it is sent.
 */
export interface FuzzRequest {
  /** The operationId, or 'unrouted' for a path no operation owns. */
  operationId: string;
  method: string;
  /** The contract's path template ('/api/member/info/{id}'), or a literal path for 'unrouted'. */
  template: string;
  params: Record<string, ParamValue>;
  queryPairs: [string, string][];
  headers: Record<string, string | string[]>;
  actor: Actor;
  body: Body | null;
}
