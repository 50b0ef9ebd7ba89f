/** Generated from openapi/openapi.yaml by `npm run api:types`. Do not edit. */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability. */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with an e-mail address or a mobile number (without the leading 0) and a password. */
        post: operations["memberLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revokes the session of the bearer token. */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a single-use password reset link by SMS to the mobile number.
         * @description The answer is the same whether or not the number belongs to a member, so the call cannot be used to find out who has an account. The link expires after 10 minutes.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the single-use token of a reset SMS; signs out every session. */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's profile. */
        get: operations["memberProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The office roles the signed-in user holds today (Asia/Colombo). */
        get: operations["userRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes the signed-in user's password; every session is revoked and a new token is issued. */
        patch: operations["changePassword"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        MessageResponse: {
            status_code: number;
            message: string;
        };
        ErrorResponse: {
            status_code: number;
            message: string;
            /** @description A machine-readable code, e.g. invalid_request. */
            error?: string;
        };
        ValidationErrorResponse: {
            /** @enum {integer} */
            status_code: 422;
            message: string;
            errors: {
                [key: string]: string[];
            };
        };
        LoginResponse: {
            status_code: number;
            token: string;
            /**
             * Format: uuid
             * @description The user's uuid.
             */
            user: string;
            roles: components["schemas"]["HeldRole"][];
        };
        HeldRole: {
            /** @description The role code */
            name: string;
            display_name: string;
            club: null | components["schemas"]["ClubRef"];
            /** Format: date */
            date_from: string | null;
            /** Format: date */
            date_to: string | null;
        };
        ClubRef: {
            /** Format: uuid */
            uuid: string;
            name: string;
        };
        OfficeRoleHeld: {
            /** Format: uuid */
            uuid: string;
            role_name: string;
            role_code: string;
            /** Format: date */
            date_from: string;
            /** Format: date */
            date_to: string;
        };
        Contact: {
            /** Format: uuid */
            uuid: string;
            contact: string;
            type_name: string;
        };
        Profile: {
            /** Format: uuid */
            uuid: string;
            /** Format: uuid */
            user: string;
            display_name: string;
            full_name: string;
            international_id: string;
            mobile: string | null;
            email: string | null;
            /** Format: date */
            birth_day: string | null;
            gender: string | null;
            spouse: string | null;
            suffix: string | null;
            title: string | null;
            /** Format: date */
            member_since: string | null;
            profile_image: string | null;
            member_type_id: number | null;
            /** @enum {string} */
            status: "active" | "inactive";
            club: null | components["schemas"]["ClubRef"];
            office_roles: components["schemas"]["OfficeRoleHeld"][];
            contacts: components["schemas"]["Contact"][];
        };
    };
    responses: {
        /** @description Done. */
        Message: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageResponse"];
            };
        };
        /** @description A malformed request or header. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No valid session (missing, unknown, expired or revoked token). */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The role is not held today, the club is not the officer's own, or the role may not do this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Validation failed; `errors` maps each field to its messages. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrorResponse"];
            };
        };
        /** @description Too many attempts; try again later. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description The role the user acts in (one they hold today). */
        RoleHeader: string;
        /** @description The club acted for (uuid); club officers may only name their own. */
        ClubHeader: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server answers and the database is reachable. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    memberLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description E-mail or mobile number. */
                    username?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description Username or password missing (error `invalid_request`: 'Please enter username and password'). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Wrong username or password: 'Username or Password is wrong'. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The member is not active: 'Member not active!'. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Mobile number without the leading 0 (777xxxxxx). */
                    mobile: string | number;
                };
            };
        };
        responses: {
            200: components["responses"]["Message"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Message"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    userRoles: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Roles held today. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["HeldRole"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    old_password: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Password changed: 'Password successfully updated'. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        message: string;
                        /** @description The new session token; the old one no longer works. */
                        token: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
}
