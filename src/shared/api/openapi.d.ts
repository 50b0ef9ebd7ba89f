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
    "/api/region/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active regions. */
        get: operations["regionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/region/all/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every region, active or not. */
        get: operations["regionAllList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/region/zone/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The zones of a region (by region uuid). */
        get: operations["regionZones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/international-theme/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lions International's global causes. */
        get: operations["internationalThemeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/governor-theme/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The district governor's themes. */
        get: operations["governorThemeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/office-role/list/se={search}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Office roles whose name or code contains the search text (empty for all). */
        get: operations["officeRoleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/type/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Member types. */
        get: operations["memberTypeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/role/club-list/se={search}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The clubs the active role may act for, paged: a club officer's own club only; any club for other roles. Searches the club, zone and region names. */
        get: operations["userRoleClubList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/region-chairmen/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members holding REGION_CHAIRPERSON today. */
        get: operations["regionChairmenList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/zone-chairmen/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members holding ZONE_CHAIRPERSON today. */
        get: operations["zoneChairmenList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/office-member/{code}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members holding an office role today, by role code. */
        get: operations["officeMemberList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/office-member/{code}/list/se={search}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members holding an office role today, by role code, whose name matches the search. */
        get: operations["officeMemberSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a club: 'Club has been created successfully'. */
        post: operations["clubCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Updates a club (by uuid): 'Club has been updated successfully'. */
        post: operations["clubUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club (by uuid); a club officer sees only their own club. */
        get: operations["clubInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The club overview of the home page for the club of the club header (or the role's club): approved points of the current Lions year, members joined and dropped this Lions year, and service projects and meetings this month and this Lions year (Asia/Colombo). */
        get: operations["clubPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/zone/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a zone: 'Zone has been created successfully'. */
        post: operations["zoneCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/zone/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Updates a zone (by id): 'Zone has been updated successfully'. */
        post: operations["zoneUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/zone/list/se={search}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Zones whose name or region matches the search, paged. */
        get: operations["zoneList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/zone/info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A zone (by id). */
        get: operations["zoneInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/list/se={search}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members of the district matching the search (name, international id, mobile, e-mail), at most 20; a club officer searches their own club only. The first page for an empty search. */
        get: operations["memberSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-member/list/se={search}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members of the current club matching the search, at most 20. */
        get: operations["clubMemberSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/club/list/se={search}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The members of the current club (the club header, or the officer's own club), paged; without a club, the members of every club. */
        get: operations["memberClubList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member (by uuid); a club officer sees only members of their own club. */
        get: operations["memberInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a member with their login identity: 'Member has been created successfully'. With send_sms, the new member gets an SMS with their username and a link to set a password. */
        post: operations["memberCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Updates a member (multipart, with an optional profile image of at most 500 KB). Club and office roles only for the administrative roles; the club also for ZONE_CHAIRPERSON. */
        post: operations["memberUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/member/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in member updates their own profile (multipart, with an optional image of at most 500 KB): 'Profile successfully updated'. The id must be the member's own uuid. */
        post: operations["userMemberUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/drop/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Drops a member: they leave the club and become inactive, their office roles end today, and they are kept for history. 'Member has been dropped successfully'. */
        post: operations["memberDrop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored file (profile image, document) through a short-lived signed link: the link carries its expiry and signature, because a new tab or an image tag sends no bearer header. */
        get: operations["fileDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/committee-members/se={search}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members of a service project's club matching the search, for its committee (at most 20). */
        get: operations["projectCommitteeSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/{month}/list/{clubId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The activities a club files for a month of the current Lions year (the catalogue's schedule), each with its due date and, once filed, its report's uuid, status and filing time. Answered as a bare array, as the original did. A club officer may only name their own club. */
        get: operations["activityList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/common/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Files a report of the activity type named by `key` (any type of the catalogue), with `month` and the type's fields; JSON, or multipart when it carries files. */
        post: operations["activityCommonCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/{id}/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A filed report of any type, by its uuid and its activity key (the common detail, data.data). */
        get: operations["activityCommonShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/{id}/delete/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a report with its points and files: CLUBS_PERFORMANCE_EVALUATION any report, the other roles that file reports only a REJECTED one. */
        delete: operations["activityDeleteByKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Files a report of the activity type with this slug for the club acted for (spec 2 section 7): `month`, optionally `key`, and the type's fields as its schema in schemas/activities/ says; JSON, or multipart with its files (each a PDF or image by its bytes, at most 500 KB). Status SUBMITTED; one report per club, type and month; nothing is stored when anything is refused. */
        post: operations["activitySubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A filed report of the type with this slug, as the detail views read it (data.data). */
        get: operations["activityShow"];
        put?: never;
        /** Saves a changed report of the type with this slug (the edit screen; for financial statements the spec's update call): the type's fields as on filing, JSON or multipart; a file slot keeps its file unless a new file is sent. Only while the report waits for review (SUBMITTED or PENDING) and its month is inside the edit window; the report goes back to SUBMITTED. */
        post: operations["activityUpdate"];
        /** Deletes a report of the type with this slug (the same rules as by key). */
        delete: operations["activityDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves a changed report of the type named by `key` (the same rules as by slug). */
        post: operations["activityCommonUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{type}/detail/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one entry (a MAF or MJF contribution) of a report filed entry by entry, while the report waits for review; with its last entry the report goes too. The entry list is the report's `details` (GET /api/{type}/{id}). */
        delete: operations["activityEntryDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cpe-activity/{month}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The evaluator's Review Tasks list: the reports of every club filed for the month of the current Lions year, newest first, paged (15 a page). */
        get: operations["activityReviewList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/{id}/point-calculation/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Calculates the report's point lines from its type's points.json (the panel opens with it; the evaluator's Refresh). A line whose numbers did not change keeps its decision; a changed line goes back to PENDING. A decided report (APPROVED, REJECTED) is left as it is. Answers status_code 200 and message 'success'. */
        post: operations["activityPointCalculation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/{id}/points/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The report's point lines, its status and the evaluator's comment (data.points, data.status, data.comments). */
        get: operations["activityPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/update-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The evaluator approves a point line, or rejects it with a comment (reject_comments). Refused with 409 when the line is already in that status or the report is decided, or when another evaluator changed it first. */
        post: operations["activityUpdatePoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/{id}/approve/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The evaluator approves the whole report (after ticking 'I confirmed and approve this activity'): 409 once it is APPROVED or REJECTED, or when another evaluator decided first. */
        post: operations["activityApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/{id}/reject/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The evaluator rejects the whole report with a comment (pending_comment): 409 once it is APPROVED or REJECTED, or when another evaluator decided first. */
        post: operations["activityReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/{id}/reports/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report as a CSV file: the club, activity, month, status and dates, then a row per point line (description, plus, minus, total, status, comment) and the total. */
        get: operations["activityReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/{clubId}/club-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club's activities of the current Lions year as a CSV file (saved as admin-activity-{club}): a row per month with the status and approved points of each of the 21 report columns, and the month's total. Streamed; cells that a spreadsheet would run as a formula are neutralised. */
        get: operations["activityClubReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description `month` ('01'..'12'), optionally `key`, and the fields of the type's schema.json; members as members[0], members[1]... */
        ActivityReportInput: {
            month: string;
            key?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The fields of the type's schema.json (and, for the common update, `key`); `month` may be repeated but not changed. */
        ActivityReportChange: {
            month?: string;
            key?: string;
        } & {
            [key: string]: unknown;
        };
        ActivityDocument: {
            uuid: string;
            /** @enum {string} */
            type: "pdf" | "image";
            /** @description A signed link that expires after an hour. */
            path: string;
            /** @description The file slot (document1...). */
            comments: string;
        };
        /** @description A filed report with the fields of its type beside these. */
        ActivityReport: {
            /** Format: uuid */
            uuid: string;
            key: string;
            month: string;
            status: string;
            name: string;
            /** Format: date */
            date: string | null;
            /** Format: date-time */
            created_at: string;
            documents: components["schemas"]["ActivityDocument"][];
        } & {
            [key: string]: unknown;
        };
        PointLine: {
            id: number;
            /** @description The point item of the type's points.json. */
            key: string;
            items: {
                title: string;
            };
            /** @description Why the line counts */
            comment: string;
            /** @description Plus points. */
            cr_points: number;
            /** @description Negative points (as a positive number). */
            dr_points: number;
            total_points: number;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "REJECTED";
            /** @description The evaluator's reason for a rejection. */
            reject_comments: string | null;
        };
        ReviewListItem: {
            /** Format: uuid */
            uuid: string;
            key: string;
            /** @description The activity's name. */
            activity: string;
            name: string;
            club: {
                uuid: string;
                name: string;
            };
            month: string;
            status: string;
            /** Format: date */
            due_date: string;
            /** Format: date-time */
            created_at: string;
        };
        ActivityListItem: {
            /** @description The report's uuid once filed. */
            uuid: string | null;
            /** @description The activity key (BOARD_MEETING...). */
            key: string;
            /** @description The activity's name. */
            activity: string;
            name: string;
            /** Format: date */
            due_date: string;
            /** @description SUBMITTED, PENDING, APPROVED, REJECTED; null when not filed. */
            status: string | null;
            /** Format: date-time */
            created_at: string | null;
        };
        PageMeta: {
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
        };
        /** @enum {string} */
        Status: "ACTIVE" | "INACTIVE";
        Region: {
            /** Format: uuid */
            uuid: string;
            name: string;
            status: components["schemas"]["Status"];
        };
        Zone: {
            id: number;
            name: string;
            status: components["schemas"]["Status"];
            region: {
                /** Format: uuid */
                uuid: string;
                name: string;
            };
        };
        ZoneInput: {
            name: string;
            /**
             * Format: uuid
             * @description The region's uuid.
             */
            lions_club_region: string;
            status: components["schemas"]["Status"];
        };
        Club: {
            /** Format: uuid */
            uuid: string;
            name: string;
            status: components["schemas"]["Status"];
            lions_club_zone_id: number;
            zone: {
                id: number;
                name: string;
                region: {
                    /** Format: uuid */
                    uuid: string;
                    name: string;
                };
            };
        };
        ClubInput: {
            name: string;
            lions_club_zone_id: number;
            status: components["schemas"]["Status"];
        };
        ClubPoints: {
            /** @description The administration points available so far this Lions year (points.json `available` of every type, for each scheduled month up to this one). */
            adminAvailable: number;
            /** @description admin as a percentage of adminAvailable (0-35 red, 36-55 orange, 56-65 yellow, 66-100 green). */
            adminRate: number;
            /** @description Approved service-project points of the Lions year. */
            project: number;
            /** @description Approved administration (activity) points of the Lions year. */
            admin: number;
            /** @description Service projects dated this Lions year. */
            projectCount: number;
            /** @description Service projects dated this month. */
            projectMonthlyCount: number;
            /** @description Board and monthly meetings reported this Lions year. */
            meetingCount: number;
            /** @description Board and monthly meetings reported for this month. */
            meetingMonthlyCount: number;
            /** @description Members of the club who joined this Lions year. */
            newMembers: number;
            /** @description Members dropped from the club this Lions year. */
            dropMembers: number;
        };
        OfficeMember: {
            /**
             * Format: uuid
             * @description The member's uuid.
             */
            uuid: string;
            name: string;
            /** @description The member's club name. */
            club: string | null;
        };
        MemberChoice: {
            /** Format: uuid */
            uuid: string;
            name: string;
            /** @description The member's club name. */
            group: string | null;
            profile_image: string | null;
            international_id: string;
        };
        MemberListItem: {
            /** Format: uuid */
            uuid: string;
            display_name: string;
            full_name: string;
            international_id: string;
            mobile: string | null;
            email: string | null;
            profile_image: string | null;
            /** @enum {string} */
            status: "active" | "inactive";
            /** Format: date */
            member_since: string | null;
            club: string | null;
            office_roles: components["schemas"]["OfficeRoleHeld"][];
        };
        OfficeRoleInput: {
            /**
             * Format: uuid
             * @description An existing assignment to keep or change.
             */
            uuid?: string;
            role_code: string;
            /** Format: date */
            date_from: string;
            /** Format: date */
            date_to: string;
        };
        MemberCreateInput: {
            /** Format: uuid */
            club: string;
            international_id: string;
            /** @enum {string|null} */
            title?: "Mr" | "Ms" | "Miss" | "Mrs" | "Dr" | "Prof" | "Other" | null;
            display_name: string;
            full_name: string;
            /** @enum {string|null} */
            gender?: "Male" | "Female" | "Preferred not to say" | null;
            mobile: string;
            email?: string | null;
            member_type_id?: number | null;
            /** Format: date */
            member_since: string;
            office_roles?: components["schemas"]["OfficeRoleInput"][];
            /** @default true */
            send_sms: boolean;
        };
        ProfileUpdateInput: {
            /**
             * Format: binary
             * @description Profile image: JPEG, PNG, WebP or GIF, at most 500 KB; stored resized.
             */
            image?: string;
            display_name: string;
            full_name: string;
            /** @description YYYY-MM-DD or empty. */
            birth_day?: string;
            /** @enum {string} */
            gender?: "Male" | "Female" | "Preferred not to say" | "";
            spouse?: string;
            suffix?: string;
            /** @enum {string} */
            title?: "Mr" | "Ms" | "Miss" | "Mrs" | "Dr" | "Prof" | "Other" | "";
            mobile: string;
            email?: string;
        };
        MemberUpdateInput: {
            /**
             * Format: binary
             * @description Profile image: JPEG, PNG, WebP or GIF, at most 500 KB; stored resized.
             */
            image?: string;
            display_name: string;
            full_name: string;
            /** @description YYYY-MM-DD or empty. */
            birth_day?: string;
            /** @enum {string} */
            gender?: "Male" | "Female" | "Preferred not to say" | "";
            spouse?: string;
            suffix?: string;
            /** @enum {string} */
            title?: "Mr" | "Ms" | "Miss" | "Mrs" | "Dr" | "Prof" | "Other" | "";
            mobile: string;
            email?: string;
            /** @description A member type id */
            member_type_id?: string;
            /** @enum {string} */
            status?: "active" | "inactive";
            international_id: string;
            /** @description YYYY-MM-DD or empty. */
            member_since?: string;
            /**
             * Format: uuid
             * @description Administrative roles and ZONE_CHAIRPERSON only.
             */
            club?: string;
            /** @description Administrative roles only; sent as office_roles[i][role_code], office_roles[i][date_from], office_roles[i][date_to], office_roles[i][uuid]. The list replaces the member's office roles. */
            office_roles?: components["schemas"]["OfficeRoleInput"][];
        };
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
        /** @description A member as the profile and member-info screens show it. */
        MemberDetail: {
            /** Format: uuid */
            uuid: string;
            /**
             * Format: uuid
             * @description The login of the member; null for a member without one.
             */
            user: string | null;
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
        /** @description The report. */
        ActivityReportRead: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    status_code: number;
                    data: components["schemas"]["ActivityReport"];
                };
            };
        };
        /** @description The report was filed. */
        ActivityReportSaved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    status_code: number;
                    message: string;
                    data: components["schemas"]["ActivityReport"];
                };
            };
        };
        /** @description The change conflicts with the object's current state (already decided, or decided by someone else first). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No such object (also for an object of another club, so its existence is not revealed). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Regions. */
        RegionList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    status_code: number;
                    data: components["schemas"]["Region"][];
                };
            };
        };
        /** @description Members holding the office role today. */
        OfficeMemberList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    status_code: number;
                    data: components["schemas"]["OfficeMember"][];
                };
            };
        };
        /** @description Members to choose from (an empty list when none match). */
        MemberChoiceList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    status_code: number;
                    data: components["schemas"]["MemberChoice"][];
                };
            };
        };
        /** @description The club was saved. */
        ClubSaved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    status_code: number;
                    message: string;
                    data: components["schemas"]["Club"];
                };
            };
        };
        /** @description The zone was saved. */
        ZoneSaved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    status_code: number;
                    message: string;
                    data: components["schemas"]["Zone"];
                };
            };
        };
        /** @description The member was saved. */
        MemberSaved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    status_code: number;
                    message: string;
                    data: components["schemas"]["MemberDetail"];
                };
            };
        };
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
        /** @description The report version the evaluator saw (data.version of the points); the decision is refused with 409 when the report's content changed since. */
        ReportVersion: number;
        /** @description The type slug of spec 2 section 7. The catalogue (schemas/activities/catalogue.json) holds the slugs, not this contract: a type added there is served at once, and a slug it does not know answers 404 'Unknown activity type.'. */
        ActivitySlug: string;
        /** @description The search text (may be empty). */
        Search: string;
        /** @description Page number, from 1. */
        Page: number;
        Uuid: string;
        ZoneId: number;
        /** @description An office role code, e.g. FIRST_VICE_DISTRICT_GOVERNOR. */
        RoleCode: string;
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
                        data: components["schemas"]["MemberDetail"];
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
    regionList: {
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
            200: components["responses"]["RegionList"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    regionAllList: {
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
            200: components["responses"]["RegionList"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    regionZones: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Zones of the region. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["Zone"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    internationalThemeList: {
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
            /** @description The themes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: {
                            /** Format: uuid */
                            uuid: string;
                            theme: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    governorThemeList: {
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
            /** @description The themes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: {
                            /** Format: uuid */
                            uuid: string;
                            theme: string;
                            theme_key: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    officeRoleList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description The search text (may be empty). */
                search: components["parameters"]["Search"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The office roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: {
                            role_name: string;
                            role_code: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    memberTypeList: {
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
            /** @description The member types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: {
                            id: number;
                            type: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    userRoleClubList: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description The search text (may be empty). */
                search: components["parameters"]["Search"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of clubs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["Club"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    regionChairmenList: {
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
            200: components["responses"]["OfficeMemberList"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    zoneChairmenList: {
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
            200: components["responses"]["OfficeMemberList"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    officeMemberList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description An office role code, e.g. FIRST_VICE_DISTRICT_GOVERNOR. */
                code: components["parameters"]["RoleCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OfficeMemberList"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    officeMemberSearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description An office role code, e.g. FIRST_VICE_DISTRICT_GOVERNOR. */
                code: components["parameters"]["RoleCode"];
                /** @description The search text (may be empty). */
                search: components["parameters"]["Search"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OfficeMemberList"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    clubCreate: {
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
                "application/json": components["schemas"]["ClubInput"];
            };
        };
        responses: {
            200: components["responses"]["ClubSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    clubUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubInput"];
            };
        };
        responses: {
            200: components["responses"]["ClubSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    clubInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The club. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["Club"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    clubPoints: {
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
            /** @description The club points response. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["ClubPoints"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    zoneCreate: {
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
                "application/json": components["schemas"]["ZoneInput"];
            };
        };
        responses: {
            200: components["responses"]["ZoneSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    zoneUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["ZoneId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ZoneInput"];
            };
        };
        responses: {
            200: components["responses"]["ZoneSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    zoneList: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description The search text (may be empty). */
                search: components["parameters"]["Search"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of zones. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["Zone"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    zoneInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["ZoneId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["Zone"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    memberSearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description The search text (may be empty). */
                search: components["parameters"]["Search"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MemberChoiceList"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    clubMemberSearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description The search text (may be empty). */
                search: components["parameters"]["Search"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MemberChoiceList"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    memberClubList: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description The search text (may be empty). */
                search: components["parameters"]["Search"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of members. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["MemberListItem"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    memberInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["MemberDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    memberCreate: {
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
                "application/json": components["schemas"]["MemberCreateInput"];
            };
        };
        responses: {
            200: components["responses"]["MemberSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    memberUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["MemberUpdateInput"];
            };
        };
        responses: {
            200: components["responses"]["MemberSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["BadRequest"];
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    userMemberUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProfileUpdateInput"];
            };
        };
        responses: {
            200: components["responses"]["MemberSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["BadRequest"];
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    memberDrop: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    fileDownload: {
        parameters: {
            query: {
                exp: number;
                sig: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "application/pdf": string;
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectCommitteeSearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["Uuid"];
                /** @description The search text (may be empty). */
                search: components["parameters"]["Search"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MemberChoiceList"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                month: string;
                clubId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The activity list items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityListItem"][];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityCommonCreate: {
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
                "application/json": components["schemas"]["ActivityReportInput"];
                "multipart/form-data": components["schemas"]["ActivityReportInput"];
            };
        };
        responses: {
            200: components["responses"]["ActivityReportSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityCommonShow: {
        parameters: {
            query: {
                key: string;
            };
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ActivityReportRead"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityDeleteByKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["Uuid"];
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activitySubmit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description The type slug of spec 2 section 7. The catalogue (schemas/activities/catalogue.json) holds the slugs, not this contract: a type added there is served at once, and a slug it does not know answers 404 'Unknown activity type.'. */
                type: components["parameters"]["ActivitySlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityReportInput"];
                "multipart/form-data": components["schemas"]["ActivityReportInput"];
            };
        };
        responses: {
            200: components["responses"]["ActivityReportSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityShow: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description The type slug of spec 2 section 7. The catalogue (schemas/activities/catalogue.json) holds the slugs, not this contract: a type added there is served at once, and a slug it does not know answers 404 'Unknown activity type.'. */
                type: components["parameters"]["ActivitySlug"];
                id: components["parameters"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ActivityReportRead"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description The type slug of spec 2 section 7. The catalogue (schemas/activities/catalogue.json) holds the slugs, not this contract: a type added there is served at once, and a slug it does not know answers 404 'Unknown activity type.'. */
                type: components["parameters"]["ActivitySlug"];
                id: components["parameters"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityReportChange"];
                "multipart/form-data": components["schemas"]["ActivityReportChange"];
            };
        };
        responses: {
            200: components["responses"]["ActivityReportSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description The type slug of spec 2 section 7. The catalogue (schemas/activities/catalogue.json) holds the slugs, not this contract: a type added there is served at once, and a slug it does not know answers 404 'Unknown activity type.'. */
                type: components["parameters"]["ActivitySlug"];
                id: components["parameters"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityCommonUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityReportChange"];
                "multipart/form-data": components["schemas"]["ActivityReportChange"];
            };
        };
        responses: {
            200: components["responses"]["ActivityReportSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityEntryDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description The type slug of spec 2 section 7. The catalogue (schemas/activities/catalogue.json) holds the slugs, not this contract: a type added there is served at once, and a slug it does not know answers 404 'Unknown activity type.'. */
                type: components["parameters"]["ActivitySlug"];
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityReviewList: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of filed reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["ReviewListItem"][];
                        meta: components["schemas"]["PageMeta"];
                        /** @description The same as meta.last_page */
                        last_page: number;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityPointCalculation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["Uuid"];
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityPoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["Uuid"];
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The points. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: {
                            points: components["schemas"]["PointLine"][];
                            /** @description The report's status. */
                            status: string;
                            /** @description The evaluator's reject comment. */
                            comments: string | null;
                            /** @description The sum of the lines' totals. */
                            total: number;
                            /** @description The version of the report's content the panel shows; decisions send it back and are refused (409) when the report changed since. */
                            version: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityUpdatePoints: {
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
                    /** @description The point line's id. */
                    id: number;
                    /** @enum {string} */
                    status: "APPROVED" | "REJECTED";
                    reject_comments?: string | null;
                    /**
                     * Format: uuid
                     * @description The report's uuid.
                     */
                    uuid: string;
                    key: string;
                    /** @description The report version the evaluator saw; 409 when the report changed since. */
                    version?: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityApprove: {
        parameters: {
            query?: {
                /** @description The report version the evaluator saw (data.version of the points); the decision is refused with 409 when the report's content changed since. */
                version?: components["parameters"]["ReportVersion"];
            };
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["Uuid"];
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityReject: {
        parameters: {
            query?: {
                /** @description The report version the evaluator saw (data.version of the points); the decision is refused with 409 when the report's content changed since. */
                version?: components["parameters"]["ReportVersion"];
            };
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["Uuid"];
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pending_comment: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: components["parameters"]["Uuid"];
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityClubReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                clubId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
}
