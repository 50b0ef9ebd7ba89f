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
    "/api/member/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the language the signed-in user chose for the app; the profile answers it from then on. */
        put: operations["changeLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/sms-reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turns the daily reminder SMS of reports falling due on or off for the signed-in user. */
        put: operations["changeSmsReminders"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
    "/api/service-project/list/se={search}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service projects the role may see whose code, title or club matches the search, newest first, paged, optionally of one status: a club officer sees their own club's projects, a region role its region's, district roles every club's. Each row says what the role may do with it. */
        get: operations["projectList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A service project (by uuid) with its documents, status history, points and review state, as the preview shows it. A club officer reaches only their own club's projects and a region role its region's (404 elsewhere). */
        get: operations["projectInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/info/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Wizard step 1: creates a project of the club acted for (status PROCESSING) from its information, multipart with the billing proof and the international reporting screenshot (each a PDF or image, at most 500 KB), or JSON. Answers 'Success' and the new project's uuid. */
        post: operations["projectInfoSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/update-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Wizard step 1 on an existing project: saves its information (the same fields; a file slot keeps its file unless a new one is sent). Only while the project is PENDING or PROCESSING (409 otherwise); RP and JRP projects also by the region roles that may edit them. */
        post: operations["projectInfoUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/committee-member/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Wizard step 2: adds a member of the project's club to its committee with a position. Only while the project is PENDING or PROCESSING (409 otherwise); a project out of the role's reach is 404. */
        post: operations["projectCommitteeSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/committee-member/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The committee of a project (by uuid), in the order it was entered. */
        get: operations["projectCommitteeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/clubs-contribution/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Wizard step 3: records a member's contribution (Rs.) to the project. Only while the project is PENDING or PROCESSING (409 otherwise); a project out of the role's reach is 404. */
        post: operations["projectContributionSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/clubs-contribution/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member contributions (Rs.) to a project (by uuid), in the order they were entered. */
        get: operations["projectContributionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/participant/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Wizard step 4: adds members as participants of the project (multipart with members[0], members[1]... as the original sent them, or JSON); a member named twice, or already taking part, is refused (422) and none is added. Only while the project is PENDING or PROCESSING (409 otherwise). */
        post: operations["projectParticipantSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/participant/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The participants of a project (by uuid), in the order they were added. */
        get: operations["projectParticipantList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Wizard step 5: attaches a photo or document (a PDF or image by its bytes, at most 500 KB) of one of the document types, with an optional comment. Only while the project is PENDING or PROCESSING (409 otherwise). */
        post: operations["projectDocumentUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a document (by uuid) from its project, with its file: message 'success'. Refused with 409 once the project is APPROVED; a document of a project out of the role's reach is 404. */
        delete: operations["projectDocumentDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a project (by uuid) with its committee, contributions, participants, documents, points and history: status_code 200. The evaluator in any status but APPROVED (409); the roles that may edit the project a draft never submitted (PROCESSING; 409 once submitted), so an abandoned wizard can be thrown away by its club; 403 to every other role. */
        delete: operations["projectDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/delete/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one entry of a project's wizard lists by type and the entry's uuid (a committee entry, a contribution, a participant); for DISTRICT_GOVERNOR_THEME the uuid is the project's, whose governor theme is cleared. Refused with 409 once the project is APPROVED; an entry of a project out of the role's reach is 404. */
        delete: operations["projectTypedDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project-contribution/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes a contribution (by its uuid): the amount (Rs.) and optionally the member. Only while the project is PENDING or PROCESSING (409 otherwise). */
        post: operations["projectContributionUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/region-clubs/se={search}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The active clubs of a region whose name matches the search, at most 20.
         * @description `{id}` is a project's uuid (the clubs of the project's region, for a project the role reaches) or a region's uuid (the clubs of that region, for a role that reaches it: a region office its own region, a district office any; the wizard's club chooser). Anything else is answered 404.
         */
        get: operations["projectRegionClubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The owner submits the project (wizard step 5, after the confirmation tick): it becomes SUBMITTED and can no longer be changed. Only from PENDING or PROCESSING (409 otherwise, or when someone changed the project since `version`). */
        post: operations["projectSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A reviewer sends a project under review back to PENDING with a mandatory comment, so the owner can change it: the holder of the level it waits for (the project chairman acts in whatever role they hold, hence project.view here), the evaluator, or a review role whose office reaches the project; the server decides, answering 403 'You are not a reviewer of this project at this level.' to anyone else. 409 when the project is not under review or changed since `version`. */
        post: operations["projectSendBack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/approve-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A reviewer decides at their review level (`role`: the caller's level for this project, as approve-check answers, else 403): is_pending true sends the project back to PENDING with the comment; false, with a comment and the confirm tick (422 without), passes it to the next level, or, at CLUBS_PERFORMANCE_EVALUATION, approves it: refused (409, naming them) while any point line is still PENDING, unless approve_open_lines approves them in the same step (refused for a project with duplicate-claim flags). The level holders include the project chairman, who may act in any role (and the club's president or secretary standing in for a chairman without a sign-in), hence project.view here: the server decides who holds which level. 409 'changed since you opened it' when the project changed since `version`, and when it is not waiting for that level. */
        post: operations["projectApproveUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/approve-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's review level for this project (null when the role does not review it now), whether they act at it standing in for a Project Chairman without a sign-in, whether they may send it back, and the level the project waits for (null when it is not under review). */
        get: operations["projectApproveCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-points/update-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The evaluator approves a project's point line, or rejects it with a comment (reject_comments). 409 when the line is already in that status, the project is APPROVED, or it changed since `version`. */
        post: operations["projectPointStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/point-calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The evaluator's Refresh: recalculates the project's estimated point lines from its information. A line whose numbers did not change keeps its decision; a changed line goes back to PENDING. 409 once the project is APPROVED. */
        post: operations["projectPointCalculate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/point-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The evaluator adjusts an APPROVED project's points by a non-zero amount (negative with a minus sign) with a reason; both are needed ('Please enter all inputs', 422). Or, with `reverses`, reverses an earlier adjustment of the project by its counter-adjustment (minus its points). `version` is the project's as the caller saw it (data.version of the detail): a project changed since is refused (409), so the same adjustment cannot land twice. 422 on `point` above the district's limit (PROJECT_ADJUSTMENT_LIMIT) or when the project's approved points (approvedTotal) would fall below zero; 422 on `reverses` for the approval row, a reversal, or an adjustment of another project; 409 for an adjustment already reversed, and while the project is not APPROVED. */
        post: operations["projectPointAdjust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/review/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The projects waiting for the review level of the signed-in role, within its reach (a club officer's own club, a region role's region), longest waiting at their level first, paged: the projects whose committee names the caller Project Chairman, those a club president or secretary may pass standing in for a chairman without a sign-in, those waiting for a level the caller's office holds, and, for the evaluator, every project under review. `level` keeps those waiting for one level. */
        get: operations["projectReviewQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/summary/{themeId}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service projects of a governor theme (by uuid) that the role may see, as a CSV file (saved as project-summary-{theme}): a row per project with its club, code, title, type, status, date and points. Streamed; cells that a spreadsheet would run as a formula are neutralised. */
        get: operations["projectThemeReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/club-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club's service projects (`id` is the club's uuid) as a CSV file (saved as project-{club}): a row per project with its code, title, type, status, date and points. A club officer may only name their own club. Streamed; cells that a spreadsheet would run as a formula are neutralised. */
        get: operations["projectClubReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/duplicate-claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Issue 14, duplicate claims: the other projects filed with the same title, date and venue (spaces and case aside; drafts left out), and the reports and projects claiming one of this project's files or photos (as for a report). Advice for the evaluator's points panel. Evaluator only. */
        get: operations["projectDuplicateClaims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-project/{id}/mylion-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club's service projects of a month as a CSV file in the columns of Lions International's service-activity report (MyLion), so the secretary enters a project once (issue 14): GET {id}/mylion-report?month=YYYY-MM. Saved as mylion-service-{club}-{YYYY-MM}.csv.
         * @description One row per APPROVED project of the club (`id`, the club's uuid) whose date falls in `month` (YYYY-MM). Submitted projects and those still in review are left out: their numbers may still change (a reviewer can send one back to the officer to correct), and what goes to Lions International should be what the district confirmed; a project approved later still lands in the month of its date, so exporting that month again picks it up.
         *
         *     Columns and their sources: Activity Title (project_title); Start Date and End Date (date, YYYY-MM-DD, both the one date the project records); Cause (from the governor theme's theme_key: childhood_cancer Childhood Cancer, diabetes Diabetes, disaster_relief Disaster Relief, environment, reforestation and gardening_farming Environment, humanitarian and blood_donation Humanitarian, hunger Hunger, vision Vision, youth Youth); Description (description); Location (venue); People Served (direct_beneficiaries); Total Volunteers (the distinct members on the committee or among the participants); Total Volunteer Hours (volunteer_hours); Funds Donated (total_project_cost, whole rupees); Funds Raised (funds_raised, whole rupees); Currency (always LKR); Club Project Code (project_code, for the secretary's cross-check). A value the project lacks (no theme or a theme outside that list, no hours, no funds raised, nobody on the committee or participant list) is sent as a blank cell, never 0, so the secretary sees what MyLion will still ask for.
         *
         *     A club officer may name only their own club (another club's uuid is 403, whether or not it exists); the district offices may name any club (an unknown one is 404). Streamed; cells that a spreadsheet would run as a formula are neutralised. Not audited, like the other report downloads.
         */
        get: operations["projectMylionReport"];
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
    "/api/activity/due/{clubId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a club has still to file and what was sent back (issue 28): the reports of last month and this month it has not filed, soonest due first (overdue ones lead), and its reports of the Lions year an evaluator rejected, with the reason; with the server's today (Asia/Colombo), by which the browser limits its date pickers and month choosers. A club officer may only name their own club. */
        get: operations["activityDue"];
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
        /**
         * The evaluator's Review Tasks list: the reports of every club filed for the month of the current Lions year, those still waiting for the evaluator first (SUBMITTED or PENDING, the open states of the activity machine; oldest filed first), then the decided ones (oldest first), paged (15 a page unless per_page says otherwise).
         * @description The filters are the query parameters the list page keeps in its address (/cpe-activities/monthly?month=…&status=…&zone=…&region=…&club=…&type=…&page=…), and each row links to its report with that query string unchanged: a report view passes it on as it is, with its own page and per_page, to walk the same queue. A well-formed club, zone or region that does not exist matches nothing; a type the catalogue does not know answers 422.
         */
        get: operations["activityReviewList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cpe-activity/waiting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What waits for the evaluator in the current Lions year (issue 16, the evaluator's home): the reports still needing a decision (SUBMITTED or PENDING) by status and by days since filing (under 7, 7 to 14, over 14), and the one waiting longest. */
        get: operations["activityReviewWaiting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reminder/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The daily reminder SMS runs (issue 14), newest day first, paged (15 a page): when each ran, how it ended, how many SMS it queued and how many officers had turned reminders off. */
        get: operations["reminderRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reminder/sends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reminder SMS one run queued, in the order queued, paged (15 a page). */
        get: operations["reminderSends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bell (issue 28): what happened to the club's reports and projects (rejected, approved, a point line rejected, sent back, a reminder sent), newest first, paged (15 a page), in the user's language, each with whether this user has read it, and how many this user has not read. A club officer (role header) sees their club's; other roles have no club's to be told of and get an empty list (their work reaches them through the review queues). */
        get: operations["notificationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Marks one notification read for the signed-in user only (the club's other officers keep it unread). 404 for a notification that is not the user's club's. Marking twice changes nothing. */
        put: operations["notificationRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Marks every notification of the user's club read for the signed-in user; answers how many it marked. */
        put: operations["notificationReadAll"];
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
    "/api/activity/{id}/approve-open/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The evaluator approves every open (PENDING) point line of the report and, with approve_report, the report itself, in one transaction (issue 16): each line as the point-line machine allows, lines already decided left as they are. 409 once the report is APPROVED or REJECTED, when it changed since the version seen, or while it has duplicate claims (its lines are then decided one by one); nothing changes then. */
        post: operations["activityApproveOpen"];
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
    "/api/activity/{id}/duplicate-claims/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Issue 14, duplicate claims: the other reports and projects (any club, any Lions year) that claim one of this report's files: the same file (SHA-256 of the stored bytes) or the same photo saved again, resized or recompressed (perceptual hash of the re-encoded image within 6 of 64 bits). Advice for the evaluator's points panel; nothing is decided or changed. Evaluator only. */
        get: operations["activityDuplicateClaims"];
        put?: never;
        post?: never;
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
    "/api/activity/{month}/zone-grid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The zone grid of a month of the current Lions year (issue 14): the clubs the caller's office reaches as rows (active clubs, ordered by region, zone and name), the activity types the catalogue schedules in that month as columns (catalogue order, with their names and due dates), and a cell per club and type with the report's grid status and points. Scope comes from the role held today: a zone chairperson sees their zone, a region office its region, a district office every club; `zone` and `region` narrow it, and a zone or region outside the caller's reach is refused (403), not answered empty. Statuses: a filed report shows its review status (`submitted`, `pending`, `approved`, `rejected`: spec 2 s4, whether or not it came in on time, which its points already count); a report not filed is `late` once its due date (in Asia/Colombo) has passed and `not_filed` before. Points: an approved report's approved point lines; 0 for a rejected one; for one waiting for review the engine's estimate (`estimated: true`): its lines not rejected once the evaluator's panel has calculated them, else what its type's points.json gives its fields; null when nothing is filed. The cells come from one database query, whatever the number of clubs. */
        get: operations["activityZoneGrid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/{month}/zone-grid/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The zone grid of `activityZoneGrid` as a CSV file (saved as zone-grid-YYYY-MM), with the same scope, filters and refusals: Region, Zone, Club, then a status and a points column per activity type, then the row's total. Cells that a spreadsheet would run as a formula are neutralised. */
        get: operations["activityZoneGridCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/standings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The standings of the Lions year so far (issue 14), in Asia/Colombo: every active club the caller's office reaches (the zone grid's scope: a zone chairperson their zone, a region office its region, a district office every club; `zone` and `region` narrow it, and one outside the caller's reach is refused with 403), ordered by district rank. Each club's approved administration points (the home overview's `admin`), the engine's estimate of its reports still waiting for review (as the zone grid estimates them), its rate against the points available so far (the home overview's `adminRate` against `adminAvailable`) with the rate's colour band, and its rank by approved points (1, 2, 2, 4 on a tie) within its zone, its region and the district. Ranks are always over every active club of that zone, region and district, even when the caller sees only part of it. One database query for every club. */
        get: operations["activityStandings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/standing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The standing of the club of the club header (or the role's club), as the standings give it, for the home overview (issue 14): its own figures and ranks only, and each month of the Lions year so far with its approved points and the district median of every active club's approved points that month. `standing` is null (and `months` empty) for a club that is not active. */
        get: operations["clubStanding"];
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
            club: components["schemas"]["ReportClub"];
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
        /** @description One duplicate-claim flag (issue 14): another report or project claiming the same file or photo, or the same project filed twice. Advice: the evaluator decides. */
        DuplicateFlag: {
            /** @enum {string} */
            reason: "same_file" | "similar_photo" | "same_project";
            /** @description This claim's field holding the file (a report's slot; billing_proof, int_report_screenshot or documents for a project); null for same_project. */
            field: string | null;
            /** @description For similar_photo, the bits (of 64) in which the two photos' hashes differ. */
            distance: number | null;
            claim: {
                /** @enum {string} */
                kind: "activity" | "project";
                /** Format: uuid */
                id: string;
                /** @description The activity type's key; null for a project. */
                key: string | null;
                /** @description The report's month, '01'..'12'. */
                month: string | null;
                /** @description The calendar year of the July opening the report's Lions year. */
                lions_year: number | null;
                /** @description The project's date, or the report's date field. */
                date: string | null;
                /** @description The project's title, or the report's activity type's title. */
                title: string;
                status: string;
                club: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                };
            };
        };
        PointLine: {
            id: number;
            /** @description The point item of the type's points.json. */
            key: string;
            items: {
                title: string;
            };
            /** @description Why the line counts, with the numbers used. */
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
        ZoneGrid: {
            /** @description '01'..'12'. */
            month: string;
            /** @description The Lions year of the month, e.g. '2026-27'. */
            lions_year: string;
            columns: {
                key: string;
                title: string;
                /** Format: date */
                due_date: string;
            }[];
            rows: {
                club: {
                    /** Format: uuid */
                    uuid: string;
                    name: string;
                };
                zone: {
                    id: number;
                    name: string;
                };
                region: {
                    /** Format: uuid */
                    uuid: string;
                    name: string;
                };
                /** @description One cell per column, in the columns' order. */
                cells: components["schemas"]["ZoneGridCell"][];
            }[];
        };
        StandingRank: {
            /** @description 1 is the most approved points. */
            position: number;
            /** @description The active clubs of the zone, region or district. */
            of: number;
        };
        Standing: {
            club: {
                /** Format: uuid */
                uuid: string;
                name: string;
            };
            zone: {
                id: number;
                name: string;
            };
            region: {
                /** Format: uuid */
                uuid: string;
                name: string;
            };
            /** @description Approved administration points of the Lions year. */
            approved: number;
            /** @description The engine's estimate of the reports waiting for review. */
            under_review: number;
            /** @description approved against the points available so far. */
            rate: number;
            /** @enum {string} */
            band: "red" | "orange" | "yellow" | "green";
            rank: {
                zone: components["schemas"]["StandingRank"];
                region: components["schemas"]["StandingRank"];
                district: components["schemas"]["StandingRank"];
            };
        };
        ZoneGridCell: {
            key: string;
            /** @enum {string} */
            status: "not_filed" | "late" | "submitted" | "pending" | "approved" | "rejected";
            points: number | null;
            /** @description The points are the engine's estimate of a report waiting for review. */
            estimated: boolean;
        };
        ReviewListItem: {
            /** Format: uuid */
            uuid: string;
            key: string;
            /** @description The activity's name. */
            activity: string;
            name: string;
            club: components["schemas"]["ReportClub"];
            month: string;
            status: string;
            /** @description True while the report still needs the evaluator (SUBMITTED or PENDING). The list answers these first, so the next report still waiting after a row is the next row with waiting true. */
            waiting: boolean;
            /** Format: date */
            due_date: string;
            /**
             * Format: date-time
             * @description When the report was filed; the waiting ones are ordered by it, oldest first (then by id).
             */
            created_at: string;
            /** @description True when a file of the report is claimed by another report or project, or the same picture is (the report's duplicate-claims flags are not empty): advice for the evaluator, never a decision. */
            flagged: boolean;
        };
        /** @description The club that filed a report, with its zone and region. */
        ReportClub: {
            uuid: string;
            name: string;
            zone: {
                id: number;
                name: string;
            };
            region: {
                uuid: string;
                name: string;
            };
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
        ActivityDue: {
            /**
             * Format: date
             * @description The server's today in Asia/Colombo.
             */
            today: string;
            due: {
                key: string;
                /** @description The activity's name. */
                activity: string;
                month: string;
                /** Format: date */
                due_date: string;
                /** @description True once the due date has passed. */
                overdue: boolean;
            }[];
            sent_back: {
                /** Format: uuid */
                uuid: string;
                key: string;
                activity: string;
                month: string;
                /** @description The evaluator's reason for rejecting it. */
                reason: string;
            }[];
        };
        ReminderRun: {
            id: number;
            /**
             * Format: date
             * @description The Asia/Colombo day the run was for.
             */
            day: string;
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            finished_at: string | null;
            /** @enum {string} */
            outcome: "running" | "done" | "failed";
            /** @description SMS queued. */
            sent: number;
            /** @description Reminders not sent because the officer turned them off. */
            opted_out: number;
            /** @description Why a failed run failed. */
            detail: string | null;
        };
        ReminderSend: {
            id: number;
            club: components["schemas"]["ClubRef"];
            /** @description The officer's display name. */
            member: string;
            role: string;
            activity_key: string;
            month: string;
            lions_year: number;
            /** Format: date */
            due_date: string;
            language: components["schemas"]["Language"];
            /** Format: date-time */
            sent_at: string;
        };
        Notification: {
            id: number;
            /** @enum {string} */
            kind: "report.rejected" | "report.approved" | "report.lineRejected" | "project.sentBack" | "project.approved" | "project.lineRejected" | "reminder.sent";
            /** @description What happened, in the user's language. */
            text: string;
            /** @description The evaluator's or reviewer's comment, as written. */
            reason: string | null;
            /** @enum {string} */
            entity: "activity" | "project";
            /**
             * Format: uuid
             * @description The report or project; null for a reminder of a report not filed.
             */
            uuid: string | null;
            activity_key: string | null;
            month: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description Whether this user has read it. */
            read: boolean;
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
            /** @description A member type id, or empty. */
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
            /** @description In the user's language (or the request's Accept-Language). */
            message: string;
            /** @description The key of the message, for a client that renders it itself (e.g. auth.wrongCredentials). */
            message_key: string;
            /** @description The arguments of the message. */
            message_params: {
                [key: string]: string | number;
            };
            /** @description A machine-readable code, e.g. invalid_request. */
            error?: string;
        };
        ValidationErrorResponse: {
            /** @enum {integer} */
            status_code: 422;
            /** @description The first field's first message, in the user's language. */
            message: string;
            /** @description The key of the message, for a client that renders it itself (e.g. auth.wrongCredentials). */
            message_key: string;
            /** @description The arguments of the message. */
            message_params: {
                [key: string]: string | number;
            };
            /** @description Each field's messages, in the user's language. */
            errors: {
                [key: string]: string[];
            };
            /** @description The same messages as keys and arguments. */
            error_keys: {
                [key: string]: components["schemas"]["MessageKey"][];
            };
        };
        MessageKey: {
            key: string;
            params: {
                [key: string]: string | number;
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
            /** @description The role code, sent back in the role header. */
            name: string;
            display_name: string;
            club: null | components["schemas"]["ClubRef"];
            /** @description The region the office lies in: the region a region office serves, the region of a zone office's zone; null for club and district offices. */
            region: null | components["schemas"]["RegionRef"];
            /** Format: date */
            date_from: string | null;
            /** Format: date */
            date_to: string | null;
        };
        RegionRef: {
            /** Format: uuid */
            uuid: string;
            name: string;
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
            /** @description The language the user chose for the app. Only in the signed-in member's own profile (memberProfile); never in another member's answer. */
            language?: components["schemas"]["Language"];
            /** @description Whether the daily reminder SMS of reports falling due reach the user. Only in the signed-in member's own profile (memberProfile). */
            sms_reminders?: boolean;
        };
        /**
         * @description A language of the app (English, Sinhala, Tamil); a user's choice, English until they choose.
         * @enum {string}
         */
        Language: "en" | "si" | "ta";
        /**
         * @description PENDING and PROCESSING are the editable draft states; APPROVED is final.
         * @enum {string}
         */
        ProjectStatus: "PROCESSING" | "PENDING" | "SUBMITTED" | "PROJECT_CHAIRMAN_REVIEW" | "CLUB_PRESIDENT_SECRETARY_REVIEW" | "ZONE_CHAIRPERSON_REVIEW" | "REGION_CPE_CHAIRPERSON_REVIEW" | "REGION_GST_REVIEW" | "APPROVED";
        /**
         * @description SP special, MP mega, GP general, CP continuous, RP region, JRP joint regions.
         * @enum {string}
         */
        ProjectType: "SP" | "MP" | "GP" | "CP" | "RP" | "JRP";
        /**
         * @description A level of the multi-level review; CLUBS_PERFORMANCE_EVALUATION gives the final approval.
         * @enum {string}
         */
        ProjectReviewLevel: "PROJECT_CHAIRMAN" | "CLUB_PRESIDENT_SECRETARY" | "ZONE_CHAIRPERSON" | "REGION_CPE_CHAIRPERSON" | "REGION_GST" | "CLUBS_PERFORMANCE_EVALUATION";
        /** @enum {string} */
        ProjectDocumentType: "Photo 01" | "Photo 02" | "Photo 03" | "Photo 04" | "Project Cost Bill" | "Project Report" | "Attendance Sheets" | "Electronic media" | "Social Media" | "News papers";
        /** @enum {string} */
        ProjectCommitteePosition: "Project Chairman" | "Project co-chairman" | "Committee Member";
        /** @description The project version the caller saw (data.version of the project); the call is refused with 409 when the project changed since. */
        ProjectVersion: number;
        GovernorThemeRef: {
            /** Format: uuid */
            uuid: string;
            theme: string;
            theme_key: string;
        };
        ProjectMemberRef: {
            /**
             * Format: uuid
             * @description The member's uuid.
             */
            uuid: string;
            display_name: string;
        };
        ProjectListItem: {
            /** Format: uuid */
            uuid: string;
            /** @description The project's code; empty for a draft never submitted. */
            project_code: string;
            project_title: string | null;
            club: components["schemas"]["ClubRef"];
            status: components["schemas"]["ProjectStatus"];
            project_type: null | components["schemas"]["ProjectType"];
            /** Format: date */
            date: string | null;
            /** Format: date-time */
            created_at: string;
            governor_theme: null | components["schemas"]["GovernorThemeRef"];
            /** @description The review level the project waits for; null when it is not under review. */
            waiting_for: null | components["schemas"]["ProjectReviewLevel"];
            waiting_since: components["schemas"]["ProjectWaitingSince"];
            sent_back: components["schemas"]["ProjectSentBackOrNull"];
            /** @description What the signed-in role may do with this project now (the server decides). */
            actions: {
                can_edit: boolean;
                can_delete: boolean;
                can_review: boolean;
            };
        };
        /** @description A service project as the preview and the wizard read it. */
        ProjectDetail: {
            /** Format: uuid */
            uuid: string;
            project_code: string;
            project_title: string | null;
            project_type: null | components["schemas"]["ProjectType"];
            status: components["schemas"]["ProjectStatus"];
            /** @description Bumped by every change of the project; review and point calls may send it back. */
            version: number;
            club: components["schemas"]["ClubRef"];
            /** Format: date-time */
            created_at: string;
            theme: null | {
                governor_theme: components["schemas"]["GovernorThemeRef"];
            };
            /**
             * Format: uuid
             * @description The governor theme's uuid.
             */
            governor_theme_id: string | null;
            venue: string | null;
            /** Format: date */
            date: string | null;
            /** @description Rs. */
            total_project_cost: number | null;
            direct_beneficiaries: number | null;
            indirect_beneficiaries: number | null;
            /** @description Large trees (reforestation theme); 0 otherwise. */
            large_tree: number;
            /** @description Small trees (gardening_farming theme); 0 otherwise. */
            small_tree: number;
            /** @description Hours all volunteers gave, added together (issue 14); null when not entered. */
            volunteer_hours: number | null;
            /** @description Rs. raised from outside the club for the project (issue 14); null when not entered. */
            funds_raised: number | null;
            description: string | null;
            /** @description A signed link to the billing proof that expires after an hour. */
            billing_proof: string | null;
            /** @description The stored billing proof's file type: 'pdf' or 'image'. */
            billing_proof_path: string | null;
            /** @description A signed link to the international reporting screenshot that expires after an hour. */
            int_report_screenshot: string | null;
            /** @description The stored screenshot's file type: 'pdf' or 'image'. */
            int_report_screenshot_path: string | null;
            documents: components["schemas"]["ProjectDocument"][];
            /** @description The status history, oldest first. */
            statusLogs: components["schemas"]["ProjectStatusLog"][];
            projectPoints: components["schemas"]["ProjectPointLine"][];
            /** @description The sum of the point lines' totals. */
            totalEstimationPoints: number;
            /** @description The approved points and every adjustment since. */
            projectApprovedPoints: components["schemas"]["ProjectApprovedPoint"][];
            /** @description The sum of the approved points and adjustments. */
            approvedTotal: number;
            /** @description The review level the project waits for; null when it is not under review. */
            waiting_for: null | components["schemas"]["ProjectReviewLevel"];
            waiting_since: components["schemas"]["ProjectWaitingSince"];
            /** @description The caller's review level for this project now (as approve-check answers); null for none. */
            review_role: null | components["schemas"]["ProjectReviewLevel"];
            review_stand_in: components["schemas"]["ProjectReviewStandIn"];
            may_send_back: components["schemas"]["ProjectMaySendBack"];
            sent_back: components["schemas"]["ProjectSentBackOrNull"];
        };
        /**
         * Format: date-time
         * @description Since when the project has waited at its review level; null when it is not under review.
         */
        ProjectWaitingSince: string | null;
        /** @description True when the caller's review level is the Project Chairman's and they act at it standing in (the club's president or secretary, for a chairman without a sign-in). */
        ProjectReviewStandIn: boolean;
        /** @description True when the caller may send the project back to PENDING now (POST {id}/pending). */
        ProjectMaySendBack: boolean;
        /** @description While the project waits in PENDING, why and by whom it was sent back; null otherwise. */
        ProjectSentBackOrNull: null | components["schemas"]["ProjectSentBack"];
        ProjectSentBack: {
            /** @description The reviewer's reason. */
            comment: string | null;
            /** @description The role (or review level) the reviewer acted in. */
            role: string | null;
            member: null | {
                display_name: string;
            };
            /** Format: date-time */
            created_at: string;
            /** @description The level the project returns to once resubmitted; null when it starts at its chairman. */
            returns_to: null | components["schemas"]["ProjectReviewLevel"];
        };
        ProjectDocument: {
            /** Format: uuid */
            uuid: string;
            /** @enum {string} */
            type: "pdf" | "image";
            document_type: components["schemas"]["ProjectDocumentType"];
            /** @description A signed link that expires after an hour. */
            path: string;
            comments: string | null;
            /** @description The role that attached the document. */
            role: null | {
                name: string;
            };
            /** Format: date-time */
            created_at: string;
        };
        ProjectStatusLog: {
            /** @description The role the change was made in. */
            role: string | null;
            /**
             * @description What else the move was: a project sent back, submitted again and returned to the level it was sent back from (resubmitted); the club's president or secretary passing the Project Chairman's level for a chairman without a sign-in (chairman_stand_in).
             * @enum {string|null}
             */
            note: "resubmitted" | "chairman_stand_in" | null;
            member: null | {
                display_name: string;
            };
            /** Format: date-time */
            created_at: string;
            status: components["schemas"]["ProjectStatus"];
            comment: string | null;
        };
        ProjectPointLine: {
            id: number;
            items: {
                title: string;
            };
            /** @description Why the line counts, with the numbers used. */
            comment: string | null;
            quantity: number;
            unit_point: number;
            total_point: number;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "REJECTED";
            /** @description The evaluator's reason for a rejection. */
            reject_comments: string | null;
        };
        ProjectApprovedPoint: {
            /** @description The row's id (what a reversal names in `reverses`). */
            id: number;
            club: {
                name: string;
            };
            comment: string | null;
            points: number;
            /**
             * @description The points of the final approval, or a later adjustment.
             * @enum {string}
             */
            kind: "approval" | "adjustment";
            /** Format: date-time */
            created_at: string;
            /** @description The adjustment this one reverses (a reversal is an adjustment of minus its points). */
            reverses_id: number | null;
            /** @description True once a reversal names this adjustment. */
            reversed: boolean;
        };
        ProjectCommitteeEntry: {
            /** Format: uuid */
            uuid: string;
            position: components["schemas"]["ProjectCommitteePosition"];
            member: components["schemas"]["ProjectMemberRef"];
            /**
             * Format: uuid
             * @description The project's uuid.
             */
            project_id: string;
        };
        ProjectContribution: {
            /** Format: uuid */
            uuid: string;
            member: components["schemas"]["ProjectMemberRef"];
            /** @description Rs. */
            contributions: number;
            /**
             * Format: uuid
             * @description The project's uuid.
             */
            project_id: string;
        };
        ProjectParticipant: {
            /** Format: uuid */
            uuid: string;
            member: components["schemas"]["ProjectMemberRef"];
            /**
             * Format: uuid
             * @description The project's uuid.
             */
            project_id: string;
            /** @description The participant's member again as a one-item list, for readers of the original's members[]. */
            members: components["schemas"]["ProjectMemberRef"][];
        };
        /** @description Wizard step 1, JSON or multipart (where every value is text, so numbers may arrive as strings). Which fields are needed is checked by the server against the form schema (schemas/projects/), answering 422 with `errors`; a file slot left out keeps its file on update. */
        ProjectInfoInput: {
            project_title?: string;
            project_type?: components["schemas"]["ProjectType"];
            /**
             * Format: uuid
             * @description The governor theme's uuid.
             */
            governor_theme_id?: string;
            venue?: string;
            description?: string;
            /** Format: date */
            date?: string;
            /** @description Rs. */
            total_project_cost?: number | string;
            direct_beneficiaries?: number | string;
            indirect_beneficiaries?: number | string;
            /** @description Small trees (gardening_farming theme); set to 0 for other themes. */
            small_tree?: number | string;
            /** @description Large trees (reforestation theme); set to 0 for other themes. */
            large_tree?: number | string;
            /** @description Optional (issue 14): the hours every volunteer gave, added together (3 Lions for 2 hours each: 6), for Lions International's service report. Left out or blank: not entered. */
            volunteer_hours?: number | string;
            /** @description Optional (issue 14): whole rupees raised from outside the club for the project (sponsors, the public). Left out or blank: not entered. */
            funds_raised?: number | string;
            /**
             * Format: binary
             * @description The billing proof: a PDF or image, at most 500 KB.
             */
            billing_proof?: string;
            /**
             * Format: binary
             * @description The international reporting screenshot: a PDF or image, at most 500 KB.
             */
            int_report_screenshot?: string;
        };
        ProjectCommitteeInput: {
            position: components["schemas"]["ProjectCommitteePosition"];
            /**
             * Format: uuid
             * @description The member's uuid (of the project's club).
             */
            member: string;
            /**
             * Format: uuid
             * @description The project's uuid.
             */
            project_id: string;
        };
        ProjectContributionInput: {
            /**
             * Format: uuid
             * @description The member's uuid.
             */
            member: string;
            /** @description Rs. */
            contributions: number;
            /**
             * Format: uuid
             * @description The project's uuid.
             */
            project_id: string;
        };
        ProjectContributionChange: {
            /** @description Rs. */
            contributions: number;
            /**
             * Format: uuid
             * @description Another member's uuid; the member is kept without it.
             */
            member?: string;
        };
        ProjectParticipantInput: {
            /**
             * Format: uuid
             * @description The project's uuid.
             */
            project_id: string;
            /** @description Members' uuids; multipart sends them as members[0], members[1]... A multipart request carries at most 80 fields (project_id is one), so at most 79 members per request, in JSON too: the wizard's form (schemas/projects/project-participants) allows the same. */
            members: string[];
        };
        /** @description Multipart. `document` is needed (422 without it); it is not listed in `required` because a file is not a field of the validated body. `type` may be left out, as spec 3 section 7 sends only `document` and `comments`: the type the comments name is taken, else an image fills the first free photo slot and anything else is a Project Report. */
        ProjectDocumentInput: {
            /**
             * Format: binary
             * @description The file: a PDF or image, at most 500 KB.
             */
            document?: string;
            type?: components["schemas"]["ProjectDocumentType"];
            comments?: string;
        };
        ProjectDecisionInput: {
            /** @description True sends the project back to PENDING; false passes it on (or approves it). */
            is_pending: boolean;
            role: components["schemas"]["ProjectReviewLevel"];
            /** @description Needed for every decision (422 without it). */
            pending_comment?: string;
            /** @description The confirm tick: must be true to approve at any level (422 otherwise), false to send back. */
            confirmed?: boolean;
            version?: components["schemas"]["ProjectVersion"];
            /** @description The final approval also approves every point line still PENDING (the evaluator's explicit, confirmed step). */
            approve_open_lines?: boolean;
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
        /** @description A page of service projects. */
        ProjectList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    status_code: number;
                    data: components["schemas"]["ProjectListItem"][];
                    meta: components["schemas"]["PageMeta"];
                };
            };
        };
        /** @description The project's information was saved: 'Success' and its uuid (the wizard goes on to step 2). */
        ProjectSaved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    status_code: number;
                    /** @enum {string} */
                    message: "Success";
                    data: {
                        /**
                         * Format: uuid
                         * @description The project's uuid.
                         */
                        uuid: string;
                    };
                };
            };
        };
        /** @description The contribution was saved. */
        ProjectContributionSaved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    status_code: number;
                    message: string;
                    data: components["schemas"]["ProjectContribution"];
                };
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
        /** @description The month of the current Lions year, '01' (January) to '12' (December). */
        GridMonth: string;
        /** @description Only this zone's clubs (the zone's numeric id). */
        GridZone: number;
        /** @description Only this region's clubs (the region's uuid). */
        GridRegion: string;
        /** @description The role the user acts in (one they hold today). */
        RoleHeader: string;
        /** @description The club acted for (uuid); club officers may only name their own. */
        ClubHeader: string;
        /** @description Only projects in this status. */
        ProjectStatusFilter: components["schemas"]["ProjectStatus"];
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
    changeLanguage: {
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
                    language: components["schemas"]["Language"];
                };
            };
        };
        responses: {
            /** @description Language saved: 'Language updated'. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        message: string;
                        language: components["schemas"]["Language"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    changeSmsReminders: {
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
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Saved: 'SMS reminders updated'. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        message: string;
                        sms_reminders: boolean;
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
    projectList: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Only projects in this status. */
                status?: components["parameters"]["ProjectStatusFilter"];
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
            200: components["responses"]["ProjectList"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectInfo: {
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
            /** @description The project. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["ProjectDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectInfoSave: {
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
                "multipart/form-data": components["schemas"]["ProjectInfoInput"];
                "application/json": components["schemas"]["ProjectInfoInput"];
            };
        };
        responses: {
            200: components["responses"]["ProjectSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["BadRequest"];
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectInfoUpdate: {
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
                "multipart/form-data": components["schemas"]["ProjectInfoInput"];
                "application/json": components["schemas"]["ProjectInfoInput"];
            };
        };
        responses: {
            200: components["responses"]["ProjectSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["BadRequest"];
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectCommitteeSave: {
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
                "application/json": components["schemas"]["ProjectCommitteeInput"];
            };
        };
        responses: {
            /** @description The committee entry was added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        message: string;
                        data: components["schemas"]["ProjectCommitteeEntry"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectCommitteeList: {
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
            /** @description The committee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["ProjectCommitteeEntry"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectContributionSave: {
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
                "application/json": components["schemas"]["ProjectContributionInput"];
            };
        };
        responses: {
            200: components["responses"]["ProjectContributionSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectContributionList: {
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
            /** @description The contributions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["ProjectContribution"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectParticipantSave: {
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
                "multipart/form-data": components["schemas"]["ProjectParticipantInput"];
                "application/json": components["schemas"]["ProjectParticipantInput"];
            };
        };
        responses: {
            /** @description The participants added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        message: string;
                        data: components["schemas"]["ProjectParticipant"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["BadRequest"];
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectParticipantList: {
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
            /** @description The participants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["ProjectParticipant"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectDocumentUpload: {
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
                "multipart/form-data": components["schemas"]["ProjectDocumentInput"];
            };
        };
        responses: {
            /** @description The document was attached. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        message: string;
                        data: components["schemas"]["ProjectDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["BadRequest"];
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectDocumentDelete: {
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
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectDelete: {
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
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectTypedDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description What the uuid names. */
                type: "DISTRICT_GOVERNOR_THEME" | "PROJECT_COMMITTEE" | "PROJECT_CONTRIBUTION" | "PROJECT_PARTICIPANT";
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
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectContributionUpdate: {
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
                "application/json": components["schemas"]["ProjectContributionChange"];
            };
        };
        responses: {
            200: components["responses"]["ProjectContributionSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectRegionClubs: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description A project's or a region's uuid. */
                id: string;
                /** @description The search text (may be empty). */
                search: components["parameters"]["Search"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clubs (an empty list when none match). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["ClubRef"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectSubmit: {
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
                "application/json": {
                    /** @enum {string} */
                    status: "SUBMITTED";
                    version?: components["schemas"]["ProjectVersion"];
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
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectSendBack: {
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
                "application/json": {
                    pending_comment: string;
                    version?: components["schemas"]["ProjectVersion"];
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
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectApproveUpdate: {
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
                "application/json": components["schemas"]["ProjectDecisionInput"];
            };
        };
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectApproveCheck: {
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
            /** @description The review state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: {
                            review_role: null | components["schemas"]["ProjectReviewLevel"];
                            waiting_for: null | components["schemas"]["ProjectReviewLevel"];
                            review_stand_in: components["schemas"]["ProjectReviewStandIn"];
                            may_send_back: components["schemas"]["ProjectMaySendBack"];
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
    projectPointStatus: {
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
                    version?: components["schemas"]["ProjectVersion"];
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
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectPointCalculate: {
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
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectPointAdjust: {
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
                "application/json": {
                    /** @description Points to add, negative to take away; not 0. The district's limit (PROJECT_ADJUSTMENT_LIMIT, at most 100000) caps an adjustment either way. */
                    point?: number;
                    /** @description The reason (1 to 1000 characters). */
                    comment?: string;
                    /** @description The id of the adjustment this one reverses (projectApprovedPoints[].id). */
                    reverses?: number;
                    version: components["schemas"]["ProjectVersion"];
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
            415: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectReviewQueue: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Only the projects waiting for this review level. */
                level?: components["schemas"]["ProjectReviewLevel"];
            };
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
            200: components["responses"]["ProjectList"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    projectThemeReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                themeId: string;
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
    projectClubReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description The club's uuid. */
                id: string;
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
    projectDuplicateClaims: {
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
            /** @description The flags, possibly none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: {
                            flags: components["schemas"]["DuplicateFlag"][];
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
    projectMylionReport: {
        parameters: {
            query: {
                /** @description The calendar month of the projects' dates. */
                month: string;
            };
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description The club's uuid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="mylion-service-{club}-{YYYY-MM}.csv" */
                    "Content-Disposition"?: string;
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
    activityDue: {
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
            /** @description The reports due and sent back. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ActivityDue"];
                    };
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
                /** @description Rows a page, 1 to 100 (15 by default); a report view loads its queue with 100. */
                per_page?: number;
                /** @description The list page's month, accepted so its query string can be passed on unchanged; when given it must be the path's month (422 otherwise). */
                month?: string;
                /** @description Only reports in this status; WAITING for every report still waiting (SUBMITTED or PENDING). */
                status?: "SUBMITTED" | "PENDING" | "APPROVED" | "REJECTED" | "WAITING";
                /** @description Only the reports of this zone's clubs (the zone's numeric id). */
                zone?: number;
                /** @description Only the reports of this region's clubs (the region's uuid). */
                region?: string;
                /** @description Only this club's reports (the club's uuid). */
                club?: string;
                /** @description Only reports of this activity key (BOARD_MEETING...); a key the catalogue does not know is a 422. */
                type?: string;
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
                        /** @description The same as meta.last_page, as the original answered it. */
                        last_page: number;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityReviewWaiting: {
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
            /** @description The counts and the oldest waiting report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: {
                            total: number;
                            by_status: {
                                SUBMITTED: number;
                                PENDING: number;
                            };
                            by_age: {
                                under_7_days: number;
                                days_7_to_14: number;
                                over_14_days: number;
                            };
                            /** @description The report waiting longest (filed first); null when none waits. */
                            oldest: null | components["schemas"]["ReviewListItem"];
                            /** @description Whole days the oldest has waited since it was filed; null when none waits. */
                            oldest_days_waiting: number | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    reminderRuns: {
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
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["ReminderRun"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    reminderSends: {
        parameters: {
            query?: {
                /** @description The run's id; without it, the latest run (an empty page while there is none). */
                run?: number;
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
            };
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
            /** @description A page of the run's SMS. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["ReminderSend"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    notificationList: {
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
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notifications and the unread count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["Notification"][];
                        meta: components["schemas"]["PageMeta"];
                        /** @description How many of the club's notifications this user has not read. */
                        unread: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    notificationRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    notificationReadAll: {
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
            /** @description Marked: 'All notifications marked as read'. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        message: string;
                        marked: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
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
    activityApproveOpen: {
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
                    /** @description Also approve the report after its lines. */
                    approve_report: boolean;
                };
            };
        };
        responses: {
            /** @description The open lines approved (and the report, when asked). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        message: string;
                        data: {
                            /** @description How many lines were approved. */
                            approved: number;
                            /** @description The report's status after the request. */
                            status: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
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
    activityDuplicateClaims: {
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
            /** @description The flags, possibly none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: {
                            flags: components["schemas"]["DuplicateFlag"][];
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
    activityZoneGrid: {
        parameters: {
            query?: {
                /** @description Only this zone's clubs (the zone's numeric id). */
                zone?: components["parameters"]["GridZone"];
                /** @description Only this region's clubs (the region's uuid). */
                region?: components["parameters"]["GridRegion"];
            };
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description The month of the current Lions year, '01' (January) to '12' (December). */
                month: components["parameters"]["GridMonth"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's grid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: components["schemas"]["ZoneGrid"];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activityZoneGridCsv: {
        parameters: {
            query?: {
                /** @description Only this zone's clubs (the zone's numeric id). */
                zone?: components["parameters"]["GridZone"];
                /** @description Only this region's clubs (the region's uuid). */
                region?: components["parameters"]["GridRegion"];
            };
            header?: {
                /** @description The role the user acts in (one they hold today). */
                role?: components["parameters"]["RoleHeader"];
                /** @description The club acted for (uuid); club officers may only name their own. */
                club?: components["parameters"]["ClubHeader"];
            };
            path: {
                /** @description The month of the current Lions year, '01' (January) to '12' (December). */
                month: components["parameters"]["GridMonth"];
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
    activityStandings: {
        parameters: {
            query?: {
                /** @description Only this zone's clubs (the zone's numeric id). */
                zone?: components["parameters"]["GridZone"];
                /** @description Only this region's clubs (the region's uuid). */
                region?: components["parameters"]["GridRegion"];
            };
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
            /** @description The standings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: {
                            /** @description '2026-27'. */
                            lions_year: string;
                            /** @description The months of the Lions year so far, July first ('07', '08', ...). */
                            months: string[];
                            /** @description Administration points available so far. */
                            available: number;
                            rows: components["schemas"]["Standing"][];
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
    clubStanding: {
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
            /** @description The club's standing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        data: {
                            lions_year: string;
                            available: number;
                            standing: components["schemas"]["Standing"] | null;
                            months: {
                                /** @description '07'..'06'. */
                                month: string;
                                /** @description The club's approved points of the month. */
                                points: number;
                                /** @description The median of every active club's approved points that month. */
                                district_median: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
}
