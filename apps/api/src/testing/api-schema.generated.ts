export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers (it checks nothing else) */
        get: operations["healthHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: database reachable, migrations current, storage reachable (503 otherwise) */
        get: operations["healthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password; sets the session cookie */
        post: operations["authLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up as a Hunter, or as an Employer with a business (multipart) */
        post: operations["authRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** End the session (also accepted as POST) */
        get: operations["authLogout"];
        put?: never;
        /** End the session */
        post: operations["authLogoutPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user with permissions; null for a visitor with no session cookie, 401 when the cookie sent is no longer a session */
        get: operations["authVerifyToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/forgot_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password reset link (same answer for known and unknown addresses) */
        post: operations["authForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/verify_reset_password_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a reset token sent in the Reset-Password-Token header */
        get: operations["authVerifyResetPasswordToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/reset_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token (Reset-Password-Token header) */
        post: operations["authResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's account settings */
        get: operations["accountSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change name, e-mail (with the current password), phone and referral payment method */
        patch: operations["accountUpdateSettings"];
        trace?: never;
    };
    "/api/v1/users/me/email_confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new confirmation link: to the pending new address, else to the unconfirmed own address */
        post: operations["accountResendEmailConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/email_change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel a pending change of e-mail address (its link stops working) */
        delete: operations["accountCancelEmailChange"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/confirm_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An e-mail confirmation link: the account's address is confirmed, or the pending new one replaces it */
        post: operations["accountConfirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/update_password": {
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
        /** Change the password with the old one; the user's other sessions end */
        patch: operations["accountUpdatePassword"];
        trace?: never;
    };
    "/api/v1/users/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's signed-in sessions, most recently used first */
        get: operations["accountSessions"];
        put?: never;
        post?: never;
        /** Sign out every session of the user but this one */
        delete: operations["accountEndOtherSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one other session of the user */
        delete: operations["accountEndSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/notification_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which e-mails the signed-in user wants */
        get: operations["notificationSettingsSettings"];
        /** Turn kinds of e-mail on or off; choose how new applicants are told */
        put: operations["notificationSettingsUpdateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An unsubscribe link opened in a browser: redirects to the page that confirms it */
        get: operations["notificationSettingsUnsubscribePage"];
        put?: never;
        /** One-click unsubscribe (RFC 8058): turns off the token's kind of e-mail, without signing in */
        post: operations["notificationSettingsUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/job_alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's job alerts */
        get: operations["jobAlertsList"];
        put?: never;
        /** Save a search as a job alert */
        post: operations["jobAlertsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/job_alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a job alert's search, frequency or pause it */
        put: operations["jobAlertsUpdate"];
        post?: never;
        /** Delete a job alert */
        delete: operations["jobAlertsRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job_alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A visitor subscribes to a search by e-mail (double opt-in) */
        post: operations["jobAlertsSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job_alerts/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A visitor's confirmation link: the alert starts */
        post: operations["jobAlertsConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employer_sizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List employer size bands (id, name) */
        get: operations["lookupsEmployerSizes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List job types (id, name) */
        get: operations["lookupsJobTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job_functions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List job functions (id, name) */
        get: operations["lookupsJobFunctions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job_industries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List job industries (id, name) */
        get: operations["lookupsJobIndustries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job_location_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List job location types (id, name) */
        get: operations["lookupsJobLocationTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job_experience_levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List job experience levels (id, name) */
        get: operations["lookupsJobExperienceLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment_methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List referral payment methods (id, name) */
        get: operations["lookupsPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List US states and DC (id, name, code) */
        get: operations["lookupsStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List regions */
        get: operations["lookupsRegions"];
        put?: never;
        /** Create a region (admins); names are unique */
        post: operations["regionsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/regions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One region */
        get: operations["lookupsRegion"];
        /** Rename a region (admins) */
        put: operations["regionsUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/locations/autocomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suggest US places for a partial location: Remote, states, cities (most populous first) and ZIP codes; empty for a blank query. Offline data: Places: GeoNames (geonames.org), CC BY 4.0. ZIP codes: zipcodes package (federalgovernmentzipcodes.us). */
        get: operations["placesAutocomplete"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/new_membership_terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The membership terms an employer accepts (version, platform fee, billing, rewards) */
        get: operations["membershipsTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in employer's membership (404 when none) */
        get: operations["membershipsMine"];
        put?: never;
        /** Accepts the current terms for the signed-in employer's business (201); an active membership is returned as is (200) */
        post: operations["membershipsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The business's team: active members and pending invitations (owners and recruiters) */
        get: operations["teamList"];
        put?: never;
        /** Invites an address to the team (owners): mails a single-use link valid 7 days */
        post: operations["teamInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a member's role (owners); the last owner cannot be demoted (409) */
        put: operations["teamUpdate"];
        post?: never;
        /** Removes a member or withdraws an invitation (owners); the last owner cannot be removed (409) */
        delete: operations["teamRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/members/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a pending invitation again with a new link (owners); the links sent before stop working */
        post: operations["teamResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/job_activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who posted, edited or closed which job of the business, newest first (the last 100) */
        get: operations["teamJobActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/member_invitations/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an invitation link is for (the invitation page, before signing in); 400 when it cannot be used */
        get: operations["teamPreviewInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/member_invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts an invitation as the signed-in user: joins the business's team */
        post: operations["teamAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The business's API keys with their scopes and when each was last used, never their tokens (owners) */
        get: operations["apiKeysList"];
        put?: never;
        /** Makes an API key with scopes (owners); its token is in this answer only */
        post: operations["apiKeysCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/api_keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes an API key (owners): it is refused from the next request on */
        delete: operations["apiKeysRevoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/affiliate_links/{key}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Look up an affiliate link by key (counts a view for the visitor) or by id with no_event=true (no view) */
        get: operations["affiliateLinksView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/affiliate_links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every affiliate link with its counts (admins) */
        get: operations["affiliateLinksList"];
        put?: never;
        /** Create an affiliate link (admins); keys are unique and contain a letter */
        post: operations["affiliateLinksCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/affiliate_links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One affiliate link with its counts and funnel (admins) */
        get: operations["affiliateLinksShow"];
        /** Change an affiliate link (admins) */
        put: operations["affiliateLinksUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/affiliate_links/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A link's views and sign-ups, newest first, 25 a page; the count in the `total` header */
        get: operations["affiliateLinksEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reward_sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search reward sources (active ones for everyone; inactive ones too for admins); marketplace order puts approved first */
        get: operations["rewardSourcesList"];
        put?: never;
        /** Create a reward source (admins), multipart reward_source[...] */
        post: operations["rewardSourcesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reward_sources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One reward source (an inactive one for admins only) */
        get: operations["rewardSourcesShow"];
        /** Change a reward source (admins), multipart reward_source[...] */
        put: operations["rewardSourcesUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search live jobs: text, place (a radius around a city or ZIP), filters, by relevance or date; 20 a page, the count in the `total` header; a text that found nothing gets `did-you-mean` (URI-encoded) when its correction finds jobs; a text searched with misspelt words corrected gets `showing-results-for` (URI-encoded), the text as corrected */
        get: operations["jobsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suggest what to search as it is typed: titles of live jobs holding the text (its last word as the start of a word) and words of live jobs starting with its last word, each with its count of jobs, most jobs first */
        get: operations["jobsSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One live job with its reward (404 for unknown or closed jobs) */
        get: operations["jobsShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/eligible_to_apply_to_job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in user may apply to the job now (candidate, not applied, job open) */
        get: operations["jobsEligibleToApply"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply to a job: multipart Instant Apply, or JSON `{ application: {} }` to record an external apply; `?key=` is the share link followed */
        post: operations["applicationsApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's applications, newest first */
        get: operations["applicationsMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/applied_jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The jobs the signed-in user applied to and when, for the job lists' "Applied on" (the lists themselves stay the same for everyone) */
        get: operations["applicationsAppliedJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/applications/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An application's resume, for the applicant, the job's employer and admins (others 404) */
        get: operations["applicationsResume"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/applications/{id}/cover_letter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An application's cover letter, for the applicant, the job's employer and admins (others 404) */
        get: operations["applicationsCoverLetter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/default_application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in candidate's Instant Apply defaults (404 when none were saved) */
        get: operations["applicationsDefaults"];
        /** Change Instant Apply defaults (multipart); a file not sent is kept */
        put: operations["applicationsUpdateDefaults"];
        /** Save Instant Apply defaults for the first time (multipart) */
        post: operations["applicationsCreateDefaults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/default_application/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved default resume, for its owner (the apply form prefills it) */
        get: operations["applicationsDefaultResume"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/default_application/cover_letter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved default cover letter, for its owner (the apply form prefills it) */
        get: operations["applicationsDefaultCoverLetter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/saved_jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in candidate's saved jobs, most recently saved first; closed ones stay, marked `closed` */
        get: operations["savedJobsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/saved_jobs/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a live job: 201 when newly saved, 200 when it already was (saving again, or twice at once, keeps one); 404 for a job that is not listed */
        put: operations["savedJobsSave"];
        post?: never;
        /** Unsave a job: 204 whether or not it was saved (deleting twice is the same as once) */
        delete: operations["savedJobsUnsave"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}/share_link_key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's share link key for a live job, created on first read (idempotent) */
        get: operations["shareLinksKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/share_links/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow a share link: its job id; counts a view once per visitor per 24 h (never bots or prefetches) */
        get: operations["shareLinksShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/share_links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's share links with views and applications, newest first */
        get: operations["shareLinksMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every business, id and name (admins: organization membership) */
        get: operations["businessesAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/businesses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Businesses whose name has these words (at most 20, by name), for choosing an organization's members */
        get: operations["businessesSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A business, for its owner (and admins); others get 404 */
        get: operations["businessesShow"];
        /** Change a business's profile (its owner, and admins; others get 404), multipart business[...] */
        put: operations["businessesUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/public_profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An active business's public profile header */
        get: operations["businessesPublicProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the business's jobs, open or closed, with its reward (promotion code included): owner and admins */
        get: operations["businessJobsShow"];
        /** Edits a job (every field of the body; benefits and reward replaced): owner and admins */
        put: operations["businessJobsUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The business's postings, closed ones included, with counts; search, status filter, sort; 20 a page, the count in `total` (owner and admins) */
        get: operations["jobDashboardList"];
        put?: never;
        /** Posts a job, live and searchable at once; needs an active membership (owner and admins) */
        post: operations["businessJobsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job_extensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An expiry reminder's 'Extend 30 days' link: the posting stays open 30 days longer, once (no session: the token decides) */
        post: operations["businessJobsExtend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/job_sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The business's job sources with their health (owners, recruiters and admins read) */
        get: operations["jobSourcesList"];
        put?: never;
        /** Connects a job source after one successful read of it (owners and admins); 422 naming board otherwise */
        post: operations["jobSourcesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/job_sources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a source's default reward or pauses it (owners and admins) */
        put: operations["jobSourcesUpdate"];
        post?: never;
        /** Removes a source (owners and admins); its jobs close and are kept for their applications and links */
        delete: operations["jobSourcesRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/job_sources/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Syncs a source now, in the background (owners and admins) */
        post: operations["jobSourcesSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/job_sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every business’s job sources and their health (admins) */
        get: operations["jobSourcesAdminList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active organizations (community job feeds) */
        get: operations["organizationsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An active organization with its member businesses */
        get: operations["organizationsShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every organization with its admin and business counts (admins) */
        get: operations["adminOrganizationsList"];
        put?: never;
        /** Create an organization (multipart organization[...], admin_ids[] and business_ids[]) */
        post: operations["adminOrganizationsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organization with its admins and businesses (admins) */
        get: operations["adminOrganizationsShow"];
        /** Change an organization; images only when new ones are sent; id lists replace the old ones */
        put: operations["adminOrganizationsUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organizations the signed-in user is an admin of */
        get: operations["myOrganizationsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in user's organizations: profile, businesses, feed numbers (never its admins) */
        get: operations["myOrganizationsShow"];
        /** Change one's organization's public profile (tagline, logo, banner, join URL and help text, framing) */
        put: operations["myOrganizationsUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users by name or e-mail words and role, newest first; 25 a page, the count in `total` */
        get: operations["adminUsersList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}": {
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
        /** Deactivate (ends the user's sessions at once) or reactivate a user */
        patch: operations["adminUsersUpdate"];
        trace?: never;
    };
    "/api/v1/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A public image (logo, banner, icon); private files have their own authorised routes */
        get: operations["filesShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin dashboard figures for a date range (default: the last 12 weeks), by week, organization, region */
        get: operations["adminDashboardShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Totals over all the business's postings: by status, views, share views, applications, hires */
        get: operations["jobDashboardTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs/{job_id}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One posting's dashboard row (the applicants screen's header) */
        get: operations["jobDashboardSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs/applications_paused": {
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
        /** Pause or resume applications to one or several open postings at once (all or none) */
        patch: operations["jobDashboardSetApplicationsPaused"];
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs/{job_id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A posting's applicants, newest first: search by name, status filter; 20 a page, the count in `total` */
        get: operations["applicantsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the status of several applicants of the posting at once (all or none) */
        patch: operations["applicantsUpdateStatuses"];
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs/{job_id}/applications/{id}": {
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
        /** Move an applicant to a stage; `notify_candidate` e-mails them for interviewing and not selected, a hire is always e-mailed */
        patch: operations["applicantsUpdateStatus"];
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs/{job_id}/applications/{id}/stage_mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The e-mail moving this applicant to the stage would send them (interviewing, not selected), to preview it */
        get: operations["applicantsStageMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs/{job_id}/applications.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The applicants matching the filters as a CSV attachment (streamed; formula-safe cells) */
        get: operations["applicantsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs/{job_id}/resolutions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts closing the posting (hire_inquiry); an open resolution is returned as it is so the wizard resumes */
        post: operations["resolutionsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs/{job_id}/resolution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The posting's resolution (open or complete); 404 when it has none */
        get: operations["resolutionsCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs/{job_id}/resolutions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Moves the resolution by one event; the server decides the next status (409 when the event does not fit) */
        put: operations["resolutionsUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs/{job_id}/applicants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The posting's applicants the wizard picks the hire from, newest first */
        get: operations["resolutionsApplicants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs/{job_id}/resolutions/{id}/cost_for_mw_hires_breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a MainWork hire costs: the platform fee, plus the reward value when a referral link led to the hire (the fee alone when no one is to be rewarded), and which billing text applies */
        get: operations["resolutionsCostBreakdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/billing_records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Charges for confirmed hires by status, newest first; 25 a page, the count in `total` */
        get: operations["adminBillingList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/billing_records/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a charge kept as 'not sent' to Stripe as an invoice item (409 when Stripe is not configured or it was sent) */
        post: operations["adminBillingSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe events (invoice paid, payment failed, voided, uncollectible), checked by the Stripe-Signature header on the raw body; each event once */
        post: operations["stripeWebhooksReceive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in referrer's rewards, newest first, each with its chain of dates */
        get: operations["myRewardsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referral rewards by status, newest first; 25 a page, the count in `total` */
        get: operations["adminRewardsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rewards/totals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per referrer, what they were paid in a calendar year (UTC) by Stripe transfer and by hand, marked at the reporting threshold */
        get: operations["adminRewardsTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rewards/totals.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The year's totals per referrer as a CSV attachment (formula-safe cells) */
        get: operations["adminRewardsTotalsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rewards/{id}/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks an earned reward issued with the admin's payment reference and the referrer's payment method (409 unless earned) */
        post: operations["adminRewardsIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/payout_account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in referrer's payout account status (409 when payouts are not offered) */
        get: operations["myPayoutAccountShow"];
        put?: never;
        /** A Stripe onboarding link for the signed-in referrer's payout account, made once (409 when payouts are not offered) */
        post: operations["myPayoutAccountCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rewards/{id}/retry_payout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks Stripe again for a failed cash payout, as a new transfer attempt with its own key (409 unless the payout failed) */
        post: operations["adminRewardsRetryPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/social_cards/{kind}/{id}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A live job's, or an active organization's or business's feed's, social card (PNG) at a version */
        get: operations["socialCardsShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/social_cards/site/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's social card (PNG) at a version, for the pages without a card of their own */
        get: operations["socialCardsSite"];
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
        Error: {
            error: string | {
                [key: string]: string[];
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    healthHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    healthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "unavailable";
                        /** @enum {string} */
                        database: "ok" | "unavailable";
                        /** @enum {string} */
                        migrations: "current" | "pending" | "unknown";
                        /** @enum {string} */
                        storage: "ok" | "unavailable";
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        first_name: string | null;
                        last_name: string | null;
                        phone: string | null;
                        /** @enum {string} */
                        role: "Hunter" | "Employer" | "Admin";
                        business_id: number | null;
                        /** @enum {string|null} */
                        business_role: "owner" | "recruiter" | null;
                        organization_ids: number[];
                        referral_payment_method_id: number | null;
                        email_confirmed: boolean;
                        permissions: {
                            can: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    email?: string;
                    password?: string;
                    first_name?: string;
                    last_name?: string;
                    phone?: string;
                    /** @enum {string} */
                    role_name?: "Hunter" | "Employer";
                    required_credit_card?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                    al?: string;
                    invitation_token?: string;
                    "business[name]"?: string;
                    "business[employer_size_id]"?: string;
                    "business[address_attributes][address_one]"?: string;
                    "business[address_attributes][address_two]"?: string;
                    "business[address_attributes][city]"?: string;
                    "business[address_attributes][state_id]"?: string;
                    "business[address_attributes][zip]"?: string;
                    /**
                     * Format: binary
                     * @description a JPG or PNG image, at most 5 MB
                     */
                    "business[logo]"?: string;
                };
                "application/json": {
                    email?: string;
                    password?: string;
                    first_name?: string;
                    last_name?: string;
                    phone?: string;
                    /** @enum {string} */
                    role_name?: "Hunter" | "Employer";
                    required_credit_card?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                    al?: string;
                    invitation_token?: string;
                    business?: {
                        name?: string;
                        employer_size_id?: string;
                        address_attributes?: {
                            address_one?: string;
                            address_two?: string;
                            city?: string;
                            state_id?: string;
                            zip?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        first_name: string | null;
                        last_name: string | null;
                        phone: string | null;
                        /** @enum {string} */
                        role: "Hunter" | "Employer" | "Admin";
                        business_id: number | null;
                        /** @enum {string|null} */
                        business_role: "owner" | "recruiter" | null;
                        organization_ids: number[];
                        referral_payment_method_id: number | null;
                        email_confirmed: boolean;
                        permissions: {
                            can: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authLogoutPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authVerifyToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        first_name: string | null;
                        last_name: string | null;
                        phone: string | null;
                        /** @enum {string} */
                        role: "Hunter" | "Employer" | "Admin";
                        business_id: number | null;
                        /** @enum {string|null} */
                        business_role: "owner" | "recruiter" | null;
                        organization_ids: number[];
                        referral_payment_method_id: number | null;
                        email_confirmed: boolean;
                        permissions: {
                            can: {
                                [key: string]: string[];
                            };
                        };
                    } | null;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authVerifyResetPasswordToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user: {
                        password?: string;
                        password_confirmation?: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        first_name: string | null;
                        last_name: string | null;
                        email: string;
                        phone: string | null;
                        referral_payment_method_id: number | null;
                        email_confirmed: boolean;
                        pending_email: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountUpdateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name?: string | null;
                    last_name?: string | null;
                    email?: string | null;
                    phone?: string | null;
                    referral_payment_method_id?: (number | null) | (string | null);
                    current_password?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        first_name: string | null;
                        last_name: string | null;
                        email: string;
                        phone: string | null;
                        referral_payment_method_id: number | null;
                        email_confirmed: boolean;
                        pending_email: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountResendEmailConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountCancelEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountConfirmEmail: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountUpdatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    old_password?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        device: string;
                        ip: string | null;
                        created_at: string;
                        last_used_at: string;
                        current: boolean;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountEndOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountEndSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationSettingsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job_alerts: boolean;
                        application_updates: boolean;
                        referral_updates: boolean;
                        new_applicants: boolean;
                        /** @enum {string} */
                        new_applicants_delivery: "instant" | "daily_digest";
                        saved_jobs: boolean;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationSettingsUpdateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    job_alerts: boolean;
                    application_updates: boolean;
                    referral_updates: boolean;
                    new_applicants: boolean;
                    /** @enum {string} */
                    new_applicants_delivery: "instant" | "daily_digest";
                    saved_jobs: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job_alerts: boolean;
                        application_updates: boolean;
                        referral_updates: boolean;
                        new_applicants: boolean;
                        /** @enum {string} */
                        new_applicants_delivery: "instant" | "daily_digest";
                        saved_jobs: boolean;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationSettingsUnsubscribePage: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description See Other */
            303: {
                headers: {
                    location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationSettingsUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "job_alerts" | "application_updates" | "referral_updates" | "new_applicants" | "saved_jobs";
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobAlertsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        what_search_text: string;
                        where_search_text: string;
                        radius: number;
                        filters: {
                            job_type_id_eq?: number;
                            job_min_salary_eq?: number;
                            job_experience_level_id_eq?: number;
                            job_location_type_id_eq?: number;
                            job_industry_id_eq?: number;
                            job_function_id_eq?: number;
                        };
                        /** @enum {string} */
                        frequency: "instant" | "daily" | "weekly";
                        active: boolean;
                        last_sent_at: string | null;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobAlertsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    job_alert: {
                        /** @default  */
                        what_search_text?: string;
                        /** @default  */
                        where_search_text?: string;
                        /** @default 25 */
                        radius?: number;
                        /** @default {} */
                        filters?: {
                            job_type_id_eq?: number;
                            job_min_salary_eq?: number;
                            job_experience_level_id_eq?: number;
                            job_location_type_id_eq?: number;
                            job_industry_id_eq?: number;
                            job_function_id_eq?: number;
                        };
                        /** @enum {string} */
                        frequency: "instant" | "daily" | "weekly";
                        /** @default true */
                        active?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        what_search_text: string;
                        where_search_text: string;
                        radius: number;
                        filters: {
                            job_type_id_eq?: number;
                            job_min_salary_eq?: number;
                            job_experience_level_id_eq?: number;
                            job_location_type_id_eq?: number;
                            job_industry_id_eq?: number;
                            job_function_id_eq?: number;
                        };
                        /** @enum {string} */
                        frequency: "instant" | "daily" | "weekly";
                        active: boolean;
                        last_sent_at: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobAlertsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    job_alert: {
                        /** @default  */
                        what_search_text?: string;
                        /** @default  */
                        where_search_text?: string;
                        /** @default 25 */
                        radius?: number;
                        /** @default {} */
                        filters?: {
                            job_type_id_eq?: number;
                            job_min_salary_eq?: number;
                            job_experience_level_id_eq?: number;
                            job_location_type_id_eq?: number;
                            job_industry_id_eq?: number;
                            job_function_id_eq?: number;
                        };
                        /** @enum {string} */
                        frequency: "instant" | "daily" | "weekly";
                        /** @default true */
                        active?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        what_search_text: string;
                        where_search_text: string;
                        radius: number;
                        filters: {
                            job_type_id_eq?: number;
                            job_min_salary_eq?: number;
                            job_experience_level_id_eq?: number;
                            job_location_type_id_eq?: number;
                            job_industry_id_eq?: number;
                            job_function_id_eq?: number;
                        };
                        /** @enum {string} */
                        frequency: "instant" | "daily" | "weekly";
                        active: boolean;
                        last_sent_at: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobAlertsRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobAlertsSubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    job_alert: {
                        /** @default  */
                        what_search_text?: string;
                        /** @default  */
                        where_search_text?: string;
                        /** @default 25 */
                        radius?: number;
                        /** @default {} */
                        filters?: {
                            job_type_id_eq?: number;
                            job_min_salary_eq?: number;
                            job_experience_level_id_eq?: number;
                            job_location_type_id_eq?: number;
                            job_industry_id_eq?: number;
                            job_function_id_eq?: number;
                        };
                        /** @enum {string} */
                        frequency: "instant" | "daily" | "weekly";
                        /** @default true */
                        active?: boolean;
                        /** Format: email */
                        email: string;
                    };
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobAlertsConfirm: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupsEmployerSizes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupsJobTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupsJobFunctions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupsJobIndustries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupsJobLocationTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupsJobExperienceLevels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupsPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupsStates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        code: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupsRegions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    regionsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    region?: {
                        name?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupsRegion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    regionsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    region?: {
                        name?: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    placesAutocomplete: {
        parameters: {
            query?: {
                location_query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        full_text: string;
                        main_text: string;
                        secondary_text: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    membershipsTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                        platform_fee_percent: number;
                        text: string;
                        sections: {
                            title: string;
                            body: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    membershipsMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        /** @enum {string} */
                        status: "active" | "canceled";
                        active: boolean;
                        terms_version: string;
                        accepted_at: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    membershipsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    membership: {
                        accept_terms: boolean;
                        terms_version: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        /** @enum {string} */
                        status: "active" | "canceled";
                        active: boolean;
                        terms_version: string;
                        accepted_at: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        /** @enum {string} */
                        status: "active" | "canceled";
                        active: boolean;
                        terms_version: string;
                        accepted_at: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    teamList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        name: string | null;
                        /** @enum {string} */
                        role: "owner" | "recruiter";
                        /** @enum {string} */
                        status: "active" | "invited";
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    teamInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    member: {
                        email: string;
                        /** @enum {string} */
                        role: "owner" | "recruiter";
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        name: string | null;
                        /** @enum {string} */
                        role: "owner" | "recruiter";
                        /** @enum {string} */
                        status: "active" | "invited";
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    teamUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    member: {
                        /** @enum {string} */
                        role: "owner" | "recruiter";
                    };
                };
            };
        };
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    teamRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    teamResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    teamJobActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        job_id: number;
                        job_title: string;
                        /** @enum {string} */
                        action: "posted" | "edited" | "closed";
                        actor: {
                            id: number | null;
                            name: string | null;
                            email: string;
                        } | null;
                        created_at: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    teamPreviewInvitation: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        role: "owner" | "recruiter";
                        business_name: string;
                        invited_by: string | null;
                        expires_at: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    teamAccept: {
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
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        name: string | null;
                        /** @enum {string} */
                        role: "owner" | "recruiter";
                        /** @enum {string} */
                        status: "active" | "invited";
                        business_id: number;
                        business_name: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    apiKeysList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        scopes: ("jobs:read" | "jobs:write" | "applications:read")[];
                        created_at: string;
                        last_used_at: string | null;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    apiKeysCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    api_key: {
                        name: string;
                        scopes: ("jobs:read" | "jobs:write" | "applications:read")[];
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        scopes: ("jobs:read" | "jobs:write" | "applications:read")[];
                        token: string;
                        created_at: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    apiKeysRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    affiliateLinksView: {
        parameters: {
            query?: {
                no_event?: "true" | "false";
            };
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        sign_up_type: "all" | "candidate" | "employer";
                        message: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    affiliateLinksList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        key: string;
                        message: string | null;
                        /** @enum {string} */
                        sign_up_type: "all" | "candidate" | "employer";
                        view_count: number;
                        sign_up_count: number;
                        event_count: number;
                        attributed_count: number;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    affiliateLinksCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    key?: string;
                    message?: string | null;
                    sign_up_type?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        key: string;
                        message: string | null;
                        /** @enum {string} */
                        sign_up_type: "all" | "candidate" | "employer";
                        view_count: number;
                        sign_up_count: number;
                        event_count: number;
                        attributed_count: number;
                        funnel: {
                            views: number;
                            sign_ups: number;
                            attributed: number;
                            applied: number;
                            posted_job: number;
                            hired: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    affiliateLinksShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        key: string;
                        message: string | null;
                        /** @enum {string} */
                        sign_up_type: "all" | "candidate" | "employer";
                        view_count: number;
                        sign_up_count: number;
                        event_count: number;
                        attributed_count: number;
                        funnel: {
                            views: number;
                            sign_ups: number;
                            attributed: number;
                            applied: number;
                            posted_job: number;
                            hired: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    affiliateLinksUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    key?: string;
                    message?: string | null;
                    sign_up_type?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        key: string;
                        message: string | null;
                        /** @enum {string} */
                        sign_up_type: "all" | "candidate" | "employer";
                        view_count: number;
                        sign_up_count: number;
                        event_count: number;
                        attributed_count: number;
                        funnel: {
                            views: number;
                            sign_ups: number;
                            attributed: number;
                            applied: number;
                            posted_job: number;
                            hired: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    affiliateLinksEvents: {
        parameters: {
            query?: {
                page?: number;
                selection?: "views" | "sign_ups" | "attributed";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many rows match, over all pages */
                    total?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "AffiliateLinkEvent::View" | "AffiliateLinkEvent::SignUp";
                        signature: string | null;
                        user: {
                            id: number;
                            email: string;
                        } | null;
                        created_at: string;
                        attributed: boolean | null;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rewardSourcesList: {
        parameters: {
            query?: {
                what_search_text?: string;
                where_search_text?: string;
                order_for?: "reward_marketplace";
                filters?: {
                    /** @enum {string} */
                    active_eq?: "true" | "false";
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        url: string | null;
                        icon: string | null;
                        description: string | null;
                        approved: boolean;
                        active: boolean;
                        address: {
                            address_one: string | null;
                            address_two: string | null;
                            city: string;
                            zip: string;
                            state: {
                                id: number;
                                name: string;
                                code: string;
                            };
                            state_code: string;
                        } | null;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rewardSourcesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    "reward_source[name]"?: string;
                    "reward_source[url]"?: string;
                    "reward_source[description]"?: string;
                    "reward_source[approved]"?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                    "reward_source[active]"?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                    "reward_source[address_attributes][address_one]"?: string;
                    "reward_source[address_attributes][address_two]"?: string;
                    "reward_source[address_attributes][city]"?: string;
                    "reward_source[address_attributes][state_id]"?: string;
                    "reward_source[address_attributes][zip]"?: string;
                    /**
                     * Format: binary
                     * @description a JPG, PNG or WebP image, at most 5 MB
                     */
                    "reward_source[icon]"?: string;
                };
                "application/json": {
                    reward_source?: {
                        name?: string;
                        url?: string;
                        description?: string;
                        approved?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                        active?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                        address_attributes?: {
                            address_one?: string;
                            address_two?: string;
                            city?: string;
                            state_id?: string;
                            zip?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        url: string | null;
                        icon: string | null;
                        description: string | null;
                        approved: boolean;
                        active: boolean;
                        address: {
                            address_one: string | null;
                            address_two: string | null;
                            city: string;
                            zip: string;
                            state: {
                                id: number;
                                name: string;
                                code: string;
                            };
                            state_code: string;
                        } | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rewardSourcesShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        url: string | null;
                        icon: string | null;
                        description: string | null;
                        approved: boolean;
                        active: boolean;
                        address: {
                            address_one: string | null;
                            address_two: string | null;
                            city: string;
                            zip: string;
                            state: {
                                id: number;
                                name: string;
                                code: string;
                            };
                            state_code: string;
                        } | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rewardSourcesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    "reward_source[name]"?: string;
                    "reward_source[url]"?: string;
                    "reward_source[description]"?: string;
                    "reward_source[approved]"?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                    "reward_source[active]"?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                    "reward_source[address_attributes][address_one]"?: string;
                    "reward_source[address_attributes][address_two]"?: string;
                    "reward_source[address_attributes][city]"?: string;
                    "reward_source[address_attributes][state_id]"?: string;
                    "reward_source[address_attributes][zip]"?: string;
                    /**
                     * Format: binary
                     * @description a JPG, PNG or WebP image, at most 5 MB
                     */
                    "reward_source[icon]"?: string;
                };
                "application/json": {
                    reward_source?: {
                        name?: string;
                        url?: string;
                        description?: string;
                        approved?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                        active?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                        address_attributes?: {
                            address_one?: string;
                            address_two?: string;
                            city?: string;
                            state_id?: string;
                            zip?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        url: string | null;
                        icon: string | null;
                        description: string | null;
                        approved: boolean;
                        active: boolean;
                        address: {
                            address_one: string | null;
                            address_two: string | null;
                            city: string;
                            zip: string;
                            state: {
                                id: number;
                                name: string;
                                code: string;
                            };
                            state_code: string;
                        } | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobsSearch: {
        parameters: {
            query?: {
                what_search_text?: string;
                where_search_text?: string;
                sort?: "relevance" | "date";
                radius?: number;
                page?: number;
                filters?: {
                    job_type_id_eq?: number;
                    job_min_salary_eq?: number;
                    job_experience_level_id_eq?: number;
                    job_location_type_id_eq?: number;
                    job_industry_id_eq?: number;
                    job_function_id_eq?: number;
                    business_id_in?: number[];
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many rows match, over all pages */
                    total?: number;
                    /** @description `true` when `total` stopped counting at its cap (there are at least that many) */
                    "total-capped"?: "true";
                    /** @description A corrected search text (URI-encoded) that finds jobs, when the text sent found none */
                    "did-you-mean"?: string;
                    "showing-results-for"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        posted_at: string;
                        business: {
                            id: number;
                            name: string;
                            logo: string | null;
                        };
                        job_type: {
                            id: number;
                            name: string;
                        } | null;
                        job_experience_level: {
                            id: number;
                            name: string;
                        } | null;
                        job_industry: {
                            id: number;
                            name: string;
                        } | null;
                        job_function: {
                            id: number;
                            name: string;
                        } | null;
                        job_location_type: {
                            id: number;
                            name: string;
                        } | null;
                        address: {
                            city: string;
                            state: {
                                name: string;
                                code: string;
                            };
                        } | null;
                        minimum_salary: number | null;
                        maximum_salary: number | null;
                        /** @enum {string|null} */
                        salary_rate: "per_hour" | "per_day" | "per_week" | "per_month" | "per_year" | null;
                        benefits: {
                            name: string;
                            position: number;
                        }[];
                        reward: {
                            /** @enum {string} */
                            type: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices";
                            amount: number;
                            estimated_value: number;
                            url: string | null;
                            description: string | null;
                            reward_source: {
                                id: number;
                                name: string;
                            } | null;
                            employer_business_name: string;
                        } | null;
                        use_mw_apply: boolean;
                        ats_link: string | null;
                        applications_paused: boolean;
                        require_resume: boolean;
                        require_cover_letter: boolean;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobsSuggestions: {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        text: string;
                        /** @enum {string} */
                        kind: "title" | "word";
                        jobs: number;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobsShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        posted_at: string;
                        business: {
                            id: number;
                            name: string;
                            logo: string | null;
                        };
                        job_type: {
                            id: number;
                            name: string;
                        } | null;
                        job_experience_level: {
                            id: number;
                            name: string;
                        } | null;
                        job_industry: {
                            id: number;
                            name: string;
                        } | null;
                        job_function: {
                            id: number;
                            name: string;
                        } | null;
                        job_location_type: {
                            id: number;
                            name: string;
                        } | null;
                        address: {
                            city: string;
                            state: {
                                name: string;
                                code: string;
                            };
                        } | null;
                        minimum_salary: number | null;
                        maximum_salary: number | null;
                        /** @enum {string|null} */
                        salary_rate: "per_hour" | "per_day" | "per_week" | "per_month" | "per_year" | null;
                        benefits: {
                            name: string;
                            position: number;
                        }[];
                        reward: {
                            /** @enum {string} */
                            type: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices";
                            amount: number;
                            estimated_value: number;
                            url: string | null;
                            description: string | null;
                            reward_source: {
                                id: number;
                                name: string;
                            } | null;
                            employer_business_name: string;
                        } | null;
                        use_mw_apply: boolean;
                        ats_link: string | null;
                        applications_paused: boolean;
                        require_resume: boolean;
                        require_cover_letter: boolean;
                        screening_questions: {
                            id: number;
                            prompt: string;
                            /** @enum {string} */
                            kind: "yes_no" | "single_choice" | "text";
                            choices: string[];
                            required: boolean;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobsEligibleToApply: {
        parameters: {
            query: {
                job_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: boolean;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applicationsApply: {
        parameters: {
            query?: {
                key?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    "application[first_name]"?: string;
                    "application[last_name]"?: string;
                    "application[email]"?: string;
                    "application[phone]"?: string;
                    "application[comments]"?: string;
                    "application[answers]"?: {
                        [key: string]: string;
                    };
                    /**
                     * Format: binary
                     * @description a PDF or Word (.docx) document, at most 5 MB
                     */
                    "application[resume]"?: string;
                    /**
                     * Format: binary
                     * @description a PDF or Word (.docx) document, at most 5 MB
                     */
                    "application[cover_letter]"?: string;
                };
                "application/json": {
                    application?: {
                        first_name?: string;
                        last_name?: string;
                        email?: string;
                        phone?: string;
                        comments?: string;
                        answers?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        job_id: number;
                        external: boolean;
                        first_name: string | null;
                        last_name: string | null;
                        email: string | null;
                        phone: string | null;
                        comments: string | null;
                        resume_url: string | null;
                        resume_filename: string | null;
                        cover_letter_url: string | null;
                        cover_letter_filename: string | null;
                        /** @enum {string} */
                        status: "received" | "reviewed" | "interviewing" | "offered" | "hired" | "not_selected";
                        created_at: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applicationsMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        job_id: number;
                        job_title: string;
                        job_active: boolean;
                        first_name: string | null;
                        last_name: string | null;
                        email: string | null;
                        phone: string | null;
                        created_at: string;
                        applications_count: number;
                        /** @enum {string} */
                        status: "received" | "reviewed" | "interviewing" | "offered" | "hired" | "not_selected";
                        external: boolean;
                        resume_url: string | null;
                        resume_filename: string | null;
                        cover_letter_url: string | null;
                        cover_letter_filename: string | null;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applicationsAppliedJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job_id: number;
                        applied_at: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applicationsResume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applicationsCoverLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applicationsDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        first_name: string | null;
                        last_name: string | null;
                        email: string | null;
                        phone: string | null;
                        resume_url: string | null;
                        resume_filename: string | null;
                        cover_letter_url: string | null;
                        cover_letter_filename: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applicationsUpdateDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    "default_application[first_name]"?: string;
                    "default_application[last_name]"?: string;
                    "default_application[email]"?: string;
                    "default_application[phone]"?: string;
                    /**
                     * Format: binary
                     * @description a PDF or Word (.docx) document, at most 5 MB
                     */
                    "default_application[resume]"?: string;
                    /**
                     * Format: binary
                     * @description a PDF or Word (.docx) document, at most 5 MB
                     */
                    "default_application[cover_letter]"?: string;
                };
                "application/json": {
                    default_application?: {
                        first_name?: string;
                        last_name?: string;
                        email?: string;
                        phone?: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        first_name: string | null;
                        last_name: string | null;
                        email: string | null;
                        phone: string | null;
                        resume_url: string | null;
                        resume_filename: string | null;
                        cover_letter_url: string | null;
                        cover_letter_filename: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applicationsCreateDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    "default_application[first_name]"?: string;
                    "default_application[last_name]"?: string;
                    "default_application[email]"?: string;
                    "default_application[phone]"?: string;
                    /**
                     * Format: binary
                     * @description a PDF or Word (.docx) document, at most 5 MB
                     */
                    "default_application[resume]"?: string;
                    /**
                     * Format: binary
                     * @description a PDF or Word (.docx) document, at most 5 MB
                     */
                    "default_application[cover_letter]"?: string;
                };
                "application/json": {
                    default_application?: {
                        first_name?: string;
                        last_name?: string;
                        email?: string;
                        phone?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        first_name: string | null;
                        last_name: string | null;
                        email: string | null;
                        phone: string | null;
                        resume_url: string | null;
                        resume_filename: string | null;
                        cover_letter_url: string | null;
                        cover_letter_filename: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applicationsDefaultResume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applicationsDefaultCoverLetter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    savedJobsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job_id: number;
                        saved_at: string;
                        job: {
                            id: number;
                            title: string;
                            description: string;
                            posted_at: string;
                            business: {
                                id: number;
                                name: string;
                                logo: string | null;
                            };
                            job_type: {
                                id: number;
                                name: string;
                            } | null;
                            job_experience_level: {
                                id: number;
                                name: string;
                            } | null;
                            job_industry: {
                                id: number;
                                name: string;
                            } | null;
                            job_function: {
                                id: number;
                                name: string;
                            } | null;
                            job_location_type: {
                                id: number;
                                name: string;
                            } | null;
                            address: {
                                city: string;
                                state: {
                                    name: string;
                                    code: string;
                                };
                            } | null;
                            minimum_salary: number | null;
                            maximum_salary: number | null;
                            /** @enum {string|null} */
                            salary_rate: "per_hour" | "per_day" | "per_week" | "per_month" | "per_year" | null;
                            benefits: {
                                name: string;
                                position: number;
                            }[];
                            reward: {
                                /** @enum {string} */
                                type: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices";
                                amount: number;
                                estimated_value: number;
                                url: string | null;
                                description: string | null;
                                reward_source: {
                                    id: number;
                                    name: string;
                                } | null;
                                employer_business_name: string;
                            } | null;
                            use_mw_apply: boolean;
                            ats_link: string | null;
                            applications_paused: boolean;
                            require_resume: boolean;
                            require_cover_letter: boolean;
                        };
                        closed: boolean;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    savedJobsSave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job_id: number;
                        saved_at: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job_id: number;
                        saved_at: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    savedJobsUnsave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shareLinksKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        share_link_key: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shareLinksShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job_id: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shareLinksMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        job_id: number;
                        job_title: string;
                        job_active: boolean;
                        views_count: number;
                        applications_count: number;
                        share_link_key: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    businessesAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    businessesSearch: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    businessesShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        tagline: string | null;
                        active: boolean;
                        logo: string | null;
                        banner: string | null;
                        employer_size: {
                            id: number;
                            name: string;
                        } | null;
                        region: {
                            id: number;
                            name: string;
                        } | null;
                        address: {
                            address_one: string | null;
                            address_two: string | null;
                            city: string;
                            zip: string;
                            state: {
                                id: number;
                                name: string;
                                code: string;
                            };
                        } | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    businessesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    "business[name]"?: string;
                    "business[tagline]"?: string;
                    "business[employer_size_id]"?: string;
                    "business[region_id]"?: string;
                    "business[address_attributes][address_one]"?: string;
                    "business[address_attributes][address_two]"?: string;
                    "business[address_attributes][city]"?: string;
                    "business[address_attributes][state_id]"?: string;
                    "business[address_attributes][zip]"?: string;
                    /**
                     * Format: binary
                     * @description a JPG, PNG or WebP image, at most 5 MB
                     */
                    "business[logo]"?: string;
                    /**
                     * Format: binary
                     * @description a JPG, PNG or WebP image, at most 5 MB
                     */
                    "business[banner]"?: string;
                };
                "application/json": {
                    business?: {
                        name?: string;
                        tagline?: string;
                        employer_size_id?: string;
                        region_id?: string;
                        address_attributes?: {
                            address_one?: string;
                            address_two?: string;
                            city?: string;
                            state_id?: string;
                            zip?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        tagline: string | null;
                        active: boolean;
                        logo: string | null;
                        banner: string | null;
                        employer_size: {
                            id: number;
                            name: string;
                        } | null;
                        region: {
                            id: number;
                            name: string;
                        } | null;
                        address: {
                            address_one: string | null;
                            address_two: string | null;
                            city: string;
                            zip: string;
                            state: {
                                id: number;
                                name: string;
                                code: string;
                            };
                        } | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    businessesPublicProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        tagline: string | null;
                        logo: string | null;
                        banner: string | null;
                        employer_size: {
                            name: string;
                        } | null;
                        address: {
                            city: string;
                            state: {
                                code: string;
                            };
                        } | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    businessJobsShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        posted_at: string;
                        business: {
                            id: number;
                            name: string;
                            logo: string | null;
                        };
                        job_type: {
                            id: number;
                            name: string;
                        } | null;
                        job_experience_level: {
                            id: number;
                            name: string;
                        } | null;
                        job_industry: {
                            id: number;
                            name: string;
                        } | null;
                        job_function: {
                            id: number;
                            name: string;
                        } | null;
                        job_location_type: {
                            id: number;
                            name: string;
                        } | null;
                        address: {
                            address_one: string | null;
                            address_two: string | null;
                            city: string;
                            zip: string;
                            state: {
                                id: number;
                                name: string;
                                code: string;
                            };
                        } | null;
                        minimum_salary: number | null;
                        maximum_salary: number | null;
                        /** @enum {string|null} */
                        salary_rate: "per_hour" | "per_day" | "per_week" | "per_month" | "per_year" | null;
                        benefits: {
                            name: string;
                            position: number;
                        }[];
                        reward: {
                            /** @enum {string} */
                            type: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices";
                            amount: number;
                            estimated_value: number;
                            url: string | null;
                            description: string | null;
                            reward_source: {
                                id: number;
                                name: string;
                            } | null;
                            employer_business_name: string;
                            code: string | null;
                        } | null;
                        use_mw_apply: boolean;
                        ats_link: string | null;
                        applications_paused: boolean;
                        require_resume: boolean;
                        require_cover_letter: boolean;
                        active: boolean;
                        expires_at: string | null;
                        closed_at: string | null;
                        screening_questions: {
                            id: number;
                            prompt: string;
                            /** @enum {string} */
                            kind: "yes_no" | "single_choice" | "text";
                            choices: string[];
                            required: boolean;
                            disqualifying_answer: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    businessJobsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                job_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    job: {
                        title?: string | null;
                        description?: string | null;
                        job_type_id?: number | null;
                        job_experience_level_id?: number | null;
                        job_industry_id?: number | null;
                        job_function_id?: number | null;
                        job_location_type_id?: number | null;
                        address_attributes?: {
                            address_one?: string | null;
                            address_two?: string | null;
                            city?: string | null;
                            state_id?: number | null;
                            zip?: string | null;
                        } | null;
                        minimum_salary?: number | null;
                        maximum_salary?: number | null;
                        /** @enum {string|null} */
                        salary_rate?: "per_hour" | "per_day" | "per_week" | "per_month" | "per_year" | null;
                        benefits_attributes?: {
                            name: string;
                            position?: number;
                        }[] | null;
                        reward_attributes?: {
                            /** @enum {string|null} */
                            type?: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices" | null;
                            amount?: number | null;
                            reward_source_id?: number | null;
                            description?: string | null;
                            url?: string | null;
                            code?: string | null;
                        } | null;
                        use_mw_apply?: boolean | null;
                        ats_link?: string | null;
                        applications_paused?: boolean | null;
                        require_resume?: boolean | null;
                        require_cover_letter?: boolean | null;
                        screening_questions?: {
                            id?: number | null;
                            prompt: string;
                            /** @enum {string} */
                            kind: "yes_no" | "single_choice" | "text";
                            choices?: string[] | null;
                            required?: boolean | null;
                            disqualifying_answer?: string | null;
                        }[] | null;
                        expires_at?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        posted_at: string;
                        business: {
                            id: number;
                            name: string;
                            logo: string | null;
                        };
                        job_type: {
                            id: number;
                            name: string;
                        } | null;
                        job_experience_level: {
                            id: number;
                            name: string;
                        } | null;
                        job_industry: {
                            id: number;
                            name: string;
                        } | null;
                        job_function: {
                            id: number;
                            name: string;
                        } | null;
                        job_location_type: {
                            id: number;
                            name: string;
                        } | null;
                        address: {
                            address_one: string | null;
                            address_two: string | null;
                            city: string;
                            zip: string;
                            state: {
                                id: number;
                                name: string;
                                code: string;
                            };
                        } | null;
                        minimum_salary: number | null;
                        maximum_salary: number | null;
                        /** @enum {string|null} */
                        salary_rate: "per_hour" | "per_day" | "per_week" | "per_month" | "per_year" | null;
                        benefits: {
                            name: string;
                            position: number;
                        }[];
                        reward: {
                            /** @enum {string} */
                            type: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices";
                            amount: number;
                            estimated_value: number;
                            url: string | null;
                            description: string | null;
                            reward_source: {
                                id: number;
                                name: string;
                            } | null;
                            employer_business_name: string;
                            code: string | null;
                        } | null;
                        use_mw_apply: boolean;
                        ats_link: string | null;
                        applications_paused: boolean;
                        require_resume: boolean;
                        require_cover_letter: boolean;
                        active: boolean;
                        expires_at: string | null;
                        closed_at: string | null;
                        screening_questions: {
                            id: number;
                            prompt: string;
                            /** @enum {string} */
                            kind: "yes_no" | "single_choice" | "text";
                            choices: string[];
                            required: boolean;
                            disqualifying_answer: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobDashboardList: {
        parameters: {
            query?: {
                search?: string;
                status?: "live" | "paused" | "closed" | "expired";
                sort?: "posted_at" | "applications" | "views";
                direction?: "asc" | "desc";
                page?: number;
            };
            header?: never;
            path: {
                business_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many rows match, over all pages */
                    total?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        /** @enum {string} */
                        status: "live" | "paused" | "closed" | "expired";
                        applications_paused: boolean;
                        posted_at: string;
                        expires_at: string | null;
                        closed_at: string | null;
                        views_count: number;
                        share_views_count: number;
                        applications_count: number;
                        referred_applications_count: number;
                        hires_count: number;
                        charge: {
                            amount: number;
                            /** @enum {string} */
                            status: "not_sent" | "pending" | "invoiced" | "paid" | "failed" | "void";
                        } | null;
                        /** @enum {string|null} */
                        source: "greenhouse" | "lever" | "ashby" | "workable" | "smartrecruiters" | "json_ld" | "feed" | null;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    businessJobsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    job: {
                        title?: string | null;
                        description?: string | null;
                        job_type_id?: number | null;
                        job_experience_level_id?: number | null;
                        job_industry_id?: number | null;
                        job_function_id?: number | null;
                        job_location_type_id?: number | null;
                        address_attributes?: {
                            address_one?: string | null;
                            address_two?: string | null;
                            city?: string | null;
                            state_id?: number | null;
                            zip?: string | null;
                        } | null;
                        minimum_salary?: number | null;
                        maximum_salary?: number | null;
                        /** @enum {string|null} */
                        salary_rate?: "per_hour" | "per_day" | "per_week" | "per_month" | "per_year" | null;
                        benefits_attributes?: {
                            name: string;
                            position?: number;
                        }[] | null;
                        reward_attributes?: {
                            /** @enum {string|null} */
                            type?: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices" | null;
                            amount?: number | null;
                            reward_source_id?: number | null;
                            description?: string | null;
                            url?: string | null;
                            code?: string | null;
                        } | null;
                        use_mw_apply?: boolean | null;
                        ats_link?: string | null;
                        applications_paused?: boolean | null;
                        require_resume?: boolean | null;
                        require_cover_letter?: boolean | null;
                        screening_questions?: {
                            id?: number | null;
                            prompt: string;
                            /** @enum {string} */
                            kind: "yes_no" | "single_choice" | "text";
                            choices?: string[] | null;
                            required?: boolean | null;
                            disqualifying_answer?: string | null;
                        }[] | null;
                        expires_at?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        posted_at: string;
                        business: {
                            id: number;
                            name: string;
                            logo: string | null;
                        };
                        job_type: {
                            id: number;
                            name: string;
                        } | null;
                        job_experience_level: {
                            id: number;
                            name: string;
                        } | null;
                        job_industry: {
                            id: number;
                            name: string;
                        } | null;
                        job_function: {
                            id: number;
                            name: string;
                        } | null;
                        job_location_type: {
                            id: number;
                            name: string;
                        } | null;
                        address: {
                            address_one: string | null;
                            address_two: string | null;
                            city: string;
                            zip: string;
                            state: {
                                id: number;
                                name: string;
                                code: string;
                            };
                        } | null;
                        minimum_salary: number | null;
                        maximum_salary: number | null;
                        /** @enum {string|null} */
                        salary_rate: "per_hour" | "per_day" | "per_week" | "per_month" | "per_year" | null;
                        benefits: {
                            name: string;
                            position: number;
                        }[];
                        reward: {
                            /** @enum {string} */
                            type: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices";
                            amount: number;
                            estimated_value: number;
                            url: string | null;
                            description: string | null;
                            reward_source: {
                                id: number;
                                name: string;
                            } | null;
                            employer_business_name: string;
                            code: string | null;
                        } | null;
                        use_mw_apply: boolean;
                        ats_link: string | null;
                        applications_paused: boolean;
                        require_resume: boolean;
                        require_cover_letter: boolean;
                        active: boolean;
                        expires_at: string | null;
                        closed_at: string | null;
                        screening_questions: {
                            id: number;
                            prompt: string;
                            /** @enum {string} */
                            kind: "yes_no" | "single_choice" | "text";
                            choices: string[];
                            required: boolean;
                            disqualifying_answer: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    businessJobsExtend: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        expires_at: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobSourcesList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "greenhouse" | "lever" | "ashby" | "workable" | "smartrecruiters" | "json_ld" | "feed";
                        board: string;
                        /** @enum {string} */
                        status: "ok" | "syncing" | "failing" | "paused";
                        last_synced_at: string | null;
                        last_error: string | null;
                        jobs_count: number;
                        default_reward: {
                            /** @enum {string|null} */
                            type?: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices" | null;
                            amount?: number | null;
                            reward_source_id?: number | null;
                            description?: string | null;
                            url?: string | null;
                            code?: string | null;
                        } | null;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobSourcesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    job_source: {
                        /** @enum {string} */
                        kind: "greenhouse" | "lever" | "ashby" | "workable" | "smartrecruiters" | "json_ld" | "feed";
                        board: string;
                        default_reward?: {
                            /** @enum {string|null} */
                            type?: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices" | null;
                            amount?: number | null;
                            reward_source_id?: number | null;
                            description?: string | null;
                            url?: string | null;
                            code?: string | null;
                        } | null;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "greenhouse" | "lever" | "ashby" | "workable" | "smartrecruiters" | "json_ld" | "feed";
                        board: string;
                        /** @enum {string} */
                        status: "ok" | "syncing" | "failing" | "paused";
                        last_synced_at: string | null;
                        last_error: string | null;
                        jobs_count: number;
                        default_reward: {
                            /** @enum {string|null} */
                            type?: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices" | null;
                            amount?: number | null;
                            reward_source_id?: number | null;
                            description?: string | null;
                            url?: string | null;
                            code?: string | null;
                        } | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobSourcesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    job_source: {
                        default_reward?: {
                            /** @enum {string|null} */
                            type?: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices" | null;
                            amount?: number | null;
                            reward_source_id?: number | null;
                            description?: string | null;
                            url?: string | null;
                            code?: string | null;
                        } | null;
                        paused?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "greenhouse" | "lever" | "ashby" | "workable" | "smartrecruiters" | "json_ld" | "feed";
                        board: string;
                        /** @enum {string} */
                        status: "ok" | "syncing" | "failing" | "paused";
                        last_synced_at: string | null;
                        last_error: string | null;
                        jobs_count: number;
                        default_reward: {
                            /** @enum {string|null} */
                            type?: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices" | null;
                            amount?: number | null;
                            reward_source_id?: number | null;
                            description?: string | null;
                            url?: string | null;
                            code?: string | null;
                        } | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobSourcesRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobSourcesSync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobSourcesAdminList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "greenhouse" | "lever" | "ashby" | "workable" | "smartrecruiters" | "json_ld" | "feed";
                        board: string;
                        /** @enum {string} */
                        status: "ok" | "syncing" | "failing" | "paused";
                        last_synced_at: string | null;
                        last_error: string | null;
                        jobs_count: number;
                        default_reward: {
                            /** @enum {string|null} */
                            type?: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices" | null;
                            amount?: number | null;
                            reward_source_id?: number | null;
                            description?: string | null;
                            url?: string | null;
                            code?: string | null;
                        } | null;
                        business: {
                            id: number;
                            name: string;
                        };
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    organizationsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        tagline: string | null;
                        logo: string | null;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    organizationsShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organization_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        tagline: string | null;
                        logo: string | null;
                        active: boolean;
                        banner: string | null;
                        join_url: string | null;
                        join_help_text: string | null;
                        display_info_when_framed: boolean;
                        business_ids: number[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminOrganizationsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        active: boolean;
                        admin_count: number;
                        business_count: number;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminOrganizationsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    "organization[tagline]"?: string;
                    "organization[join_url]"?: string;
                    "organization[join_help_text]"?: string;
                    "organization[display_info_when_framed]"?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                    "organization[name]"?: string;
                    "organization[active]"?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                    "organization[region_id]"?: string;
                    "organization[admin_ids][]"?: string[];
                    "organization[business_ids][]"?: string[];
                    /**
                     * Format: binary
                     * @description a JPG, PNG or WebP image, at most 5 MB
                     */
                    "organization[logo]"?: string;
                    /**
                     * Format: binary
                     * @description a JPG, PNG or WebP image, at most 5 MB
                     */
                    "organization[banner]"?: string;
                };
                "application/json": {
                    organization?: {
                        tagline?: string;
                        join_url?: string;
                        join_help_text?: string;
                        display_info_when_framed?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                        name?: string;
                        active?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                        region_id?: string;
                        admin_ids?: string[];
                        business_ids?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        tagline: string | null;
                        logo: string | null;
                        active: boolean;
                        banner: string | null;
                        join_url: string | null;
                        join_help_text: string | null;
                        display_info_when_framed: boolean;
                        business_ids: number[];
                        region_id: number | null;
                        admins: {
                            id: number;
                            display_value: string;
                        }[];
                        businesses: {
                            id: number;
                            name: string;
                        }[];
                        admin_count: number;
                        business_count: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminOrganizationsShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        tagline: string | null;
                        logo: string | null;
                        active: boolean;
                        banner: string | null;
                        join_url: string | null;
                        join_help_text: string | null;
                        display_info_when_framed: boolean;
                        business_ids: number[];
                        region_id: number | null;
                        admins: {
                            id: number;
                            display_value: string;
                        }[];
                        businesses: {
                            id: number;
                            name: string;
                        }[];
                        admin_count: number;
                        business_count: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminOrganizationsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    "organization[tagline]"?: string;
                    "organization[join_url]"?: string;
                    "organization[join_help_text]"?: string;
                    "organization[display_info_when_framed]"?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                    "organization[name]"?: string;
                    "organization[active]"?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                    "organization[region_id]"?: string;
                    "organization[admin_ids][]"?: string[];
                    "organization[business_ids][]"?: string[];
                    /**
                     * Format: binary
                     * @description a JPG, PNG or WebP image, at most 5 MB
                     */
                    "organization[logo]"?: string;
                    /**
                     * Format: binary
                     * @description a JPG, PNG or WebP image, at most 5 MB
                     */
                    "organization[banner]"?: string;
                };
                "application/json": {
                    organization?: {
                        tagline?: string;
                        join_url?: string;
                        join_help_text?: string;
                        display_info_when_framed?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                        name?: string;
                        active?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                        region_id?: string;
                        admin_ids?: string[];
                        business_ids?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        tagline: string | null;
                        logo: string | null;
                        active: boolean;
                        banner: string | null;
                        join_url: string | null;
                        join_help_text: string | null;
                        display_info_when_framed: boolean;
                        business_ids: number[];
                        region_id: number | null;
                        admins: {
                            id: number;
                            display_value: string;
                        }[];
                        businesses: {
                            id: number;
                            name: string;
                        }[];
                        admin_count: number;
                        business_count: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    myOrganizationsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        tagline: string | null;
                        logo: string | null;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    myOrganizationsShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        tagline: string | null;
                        logo: string | null;
                        active: boolean;
                        banner: string | null;
                        join_url: string | null;
                        join_help_text: string | null;
                        display_info_when_framed: boolean;
                        businesses: {
                            id: number;
                            name: string;
                        }[];
                        stats: {
                            live_jobs: number;
                            applications: number;
                            share_link_views: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    myOrganizationsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    "organization[tagline]"?: string;
                    "organization[join_url]"?: string;
                    "organization[join_help_text]"?: string;
                    "organization[display_info_when_framed]"?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                    "organization[name]"?: unknown;
                    "organization[active]"?: unknown;
                    "organization[region_id]"?: unknown;
                    "organization[admin_ids]"?: unknown;
                    "organization[business_ids]"?: unknown;
                    /**
                     * Format: binary
                     * @description a JPG, PNG or WebP image, at most 5 MB
                     */
                    "organization[logo]"?: string;
                    /**
                     * Format: binary
                     * @description a JPG, PNG or WebP image, at most 5 MB
                     */
                    "organization[banner]"?: string;
                };
                "application/json": {
                    organization?: {
                        tagline?: string;
                        join_url?: string;
                        join_help_text?: string;
                        display_info_when_framed?: boolean | ("0" | "1" | "true" | "false" | "on" | "");
                        name?: unknown;
                        active?: unknown;
                        region_id?: unknown;
                        admin_ids?: unknown;
                        business_ids?: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        tagline: string | null;
                        logo: string | null;
                        active: boolean;
                        banner: string | null;
                        join_url: string | null;
                        join_help_text: string | null;
                        display_info_when_framed: boolean;
                        businesses: {
                            id: number;
                            name: string;
                        }[];
                        stats: {
                            live_jobs: number;
                            applications: number;
                            share_link_views: number;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminUsersList: {
        parameters: {
            query?: {
                search?: string;
                role?: "Hunter" | "Employer" | "Admin";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many rows match, over all pages */
                    total?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        first_name: string | null;
                        last_name: string | null;
                        display_value: string;
                        /** @enum {string} */
                        role: "Hunter" | "Employer" | "Admin";
                        active: boolean;
                        created_at: string;
                        last_sign_in_at: string | null;
                        business: {
                            id: number;
                            name: string;
                        } | null;
                        organizations: {
                            id: number;
                            name: string;
                        }[];
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminUsersUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user: {
                        active: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        first_name: string | null;
                        last_name: string | null;
                        display_value: string;
                        /** @enum {string} */
                        role: "Hunter" | "Employer" | "Admin";
                        active: boolean;
                        created_at: string;
                        last_sign_in_at: string | null;
                        business: {
                            id: number;
                            name: string;
                        } | null;
                        organizations: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    filesShow: {
        parameters: {
            query?: {
                size?: "thumbnail";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminDashboardShow: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        totals: {
                            live_jobs: number;
                            applications: number;
                            share_link_views: number;
                            referred_applications: number;
                            attributed_hires: number;
                            billed_cents: number;
                            paid_cents: number;
                            users_by_role: {
                                Hunter: number;
                                Employer: number;
                                Admin: number;
                            };
                            sign_ups_by_role: {
                                Hunter: number;
                                Employer: number;
                                Admin: number;
                            };
                            rewards: {
                                pending: {
                                    count: number;
                                    amount_cents: number;
                                };
                                earned: {
                                    count: number;
                                    amount_cents: number;
                                };
                                issued: {
                                    count: number;
                                    amount_cents: number;
                                };
                            };
                            affiliate: {
                                views: number;
                                sign_ups: number;
                                attributed: number;
                            };
                        };
                        weeks: {
                            week: string;
                            sign_ups: {
                                Hunter: number;
                                Employer: number;
                                Admin: number;
                            };
                            applications: number;
                            referred_applications: number;
                            share_link_views: number;
                            affiliate_views: number;
                            affiliate_sign_ups: number;
                            affiliate_attributed: number;
                        }[];
                        organizations: {
                            live_jobs: number;
                            applications: number;
                            share_link_views: number;
                            referred_applications: number;
                            attributed_hires: number;
                            billed_cents: number;
                            paid_cents: number;
                            sign_ups_by_role: {
                                Hunter: number;
                                Employer: number;
                                Admin: number;
                            };
                            affiliate_sign_ups: number;
                            affiliate_attributed: number;
                            id: number;
                            name: string;
                            active: boolean;
                        }[];
                        regions: {
                            live_jobs: number;
                            applications: number;
                            share_link_views: number;
                            referred_applications: number;
                            attributed_hires: number;
                            billed_cents: number;
                            paid_cents: number;
                            sign_ups_by_role: {
                                Hunter: number;
                                Employer: number;
                                Admin: number;
                            };
                            affiliate_sign_ups: number;
                            affiliate_attributed: number;
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobDashboardTotals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs_count: number;
                        live_count: number;
                        paused_count: number;
                        closed_count: number;
                        expired_count: number;
                        views_count: number;
                        share_views_count: number;
                        applications_count: number;
                        referred_applications_count: number;
                        hires_count: number;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobDashboardSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        /** @enum {string} */
                        status: "live" | "paused" | "closed" | "expired";
                        applications_paused: boolean;
                        posted_at: string;
                        expires_at: string | null;
                        closed_at: string | null;
                        views_count: number;
                        share_views_count: number;
                        applications_count: number;
                        referred_applications_count: number;
                        hires_count: number;
                        charge: {
                            amount: number;
                            /** @enum {string} */
                            status: "not_sent" | "pending" | "invoiced" | "paid" | "failed" | "void";
                        } | null;
                        /** @enum {string|null} */
                        source: "greenhouse" | "lever" | "ashby" | "workable" | "smartrecruiters" | "json_ld" | "feed" | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    jobDashboardSetApplicationsPaused: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    job_ids: number[];
                    applications_paused: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        /** @enum {string} */
                        status: "live" | "paused" | "closed" | "expired";
                        applications_paused: boolean;
                        posted_at: string;
                        expires_at: string | null;
                        closed_at: string | null;
                        views_count: number;
                        share_views_count: number;
                        applications_count: number;
                        referred_applications_count: number;
                        hires_count: number;
                        charge: {
                            amount: number;
                            /** @enum {string} */
                            status: "not_sent" | "pending" | "invoiced" | "paid" | "failed" | "void";
                        } | null;
                        /** @enum {string|null} */
                        source: "greenhouse" | "lever" | "ashby" | "workable" | "smartrecruiters" | "json_ld" | "feed" | null;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applicantsList: {
        parameters: {
            query?: {
                search?: string;
                status?: "received" | "reviewed" | "interviewing" | "offered" | "hired" | "not_selected";
                page?: number;
            };
            header?: never;
            path: {
                business_id: number;
                job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many rows match, over all pages */
                    total?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        job_id: number;
                        first_name: string | null;
                        last_name: string | null;
                        email: string | null;
                        phone: string | null;
                        comments: string | null;
                        external: boolean;
                        created_at: string;
                        referred_by: string | null;
                        /** @enum {string} */
                        status: "received" | "reviewed" | "interviewing" | "offered" | "hired" | "not_selected";
                        resume_url: string | null;
                        resume_filename: string | null;
                        cover_letter_url: string | null;
                        cover_letter_filename: string | null;
                        answers: {
                            question_id: number;
                            prompt: string;
                            answer: string;
                            disqualifying: boolean;
                        }[];
                        disqualified: boolean;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applicantsUpdateStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                job_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    application_ids: number[];
                    application: {
                        /** @enum {string} */
                        status: "received" | "reviewed" | "interviewing" | "offered" | "hired" | "not_selected";
                        notify_candidate?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        job_id: number;
                        first_name: string | null;
                        last_name: string | null;
                        email: string | null;
                        phone: string | null;
                        comments: string | null;
                        external: boolean;
                        created_at: string;
                        referred_by: string | null;
                        /** @enum {string} */
                        status: "received" | "reviewed" | "interviewing" | "offered" | "hired" | "not_selected";
                        resume_url: string | null;
                        resume_filename: string | null;
                        cover_letter_url: string | null;
                        cover_letter_filename: string | null;
                        answers: {
                            question_id: number;
                            prompt: string;
                            answer: string;
                            disqualifying: boolean;
                        }[];
                        disqualified: boolean;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applicantsUpdateStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                job_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    application: {
                        /** @enum {string} */
                        status: "received" | "reviewed" | "interviewing" | "offered" | "hired" | "not_selected";
                        notify_candidate?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        job_id: number;
                        first_name: string | null;
                        last_name: string | null;
                        email: string | null;
                        phone: string | null;
                        comments: string | null;
                        external: boolean;
                        created_at: string;
                        referred_by: string | null;
                        /** @enum {string} */
                        status: "received" | "reviewed" | "interviewing" | "offered" | "hired" | "not_selected";
                        resume_url: string | null;
                        resume_filename: string | null;
                        cover_letter_url: string | null;
                        cover_letter_filename: string | null;
                        answers: {
                            question_id: number;
                            prompt: string;
                            answer: string;
                            disqualifying: boolean;
                        }[];
                        disqualified: boolean;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applicantsStageMail: {
        parameters: {
            query: {
                status: "received" | "reviewed" | "interviewing" | "offered" | "hired" | "not_selected";
            };
            header?: never;
            path: {
                business_id: number;
                job_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subject: string;
                        text: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applicantsExport: {
        parameters: {
            query?: {
                search?: string;
                status?: "received" | "reviewed" | "interviewing" | "offered" | "hired" | "not_selected";
            };
            header?: never;
            path: {
                business_id: number;
                job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resolutionsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "hire_inquiry" | "mw_hire_inquiry" | "applicant_selection" | "billing_confirmation" | "complete";
                        is_position_filled: boolean | null;
                        is_mw_hire: boolean | null;
                        found_applicant: boolean | null;
                        selected_applicants: {
                            application_id: number;
                            display_value: string;
                        }[];
                        auto_completed: boolean;
                        billing: {
                            amount: number;
                            /** @enum {string} */
                            status: "not_sent" | "pending" | "invoiced" | "paid" | "failed" | "void";
                        } | null;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "hire_inquiry" | "mw_hire_inquiry" | "applicant_selection" | "billing_confirmation" | "complete";
                        is_position_filled: boolean | null;
                        is_mw_hire: boolean | null;
                        found_applicant: boolean | null;
                        selected_applicants: {
                            application_id: number;
                            display_value: string;
                        }[];
                        auto_completed: boolean;
                        billing: {
                            amount: number;
                            /** @enum {string} */
                            status: "not_sent" | "pending" | "invoiced" | "paid" | "failed" | "void";
                        } | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resolutionsCurrent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "hire_inquiry" | "mw_hire_inquiry" | "applicant_selection" | "billing_confirmation" | "complete";
                        is_position_filled: boolean | null;
                        is_mw_hire: boolean | null;
                        found_applicant: boolean | null;
                        selected_applicants: {
                            application_id: number;
                            display_value: string;
                        }[];
                        auto_completed: boolean;
                        billing: {
                            amount: number;
                            /** @enum {string} */
                            status: "not_sent" | "pending" | "invoiced" | "paid" | "failed" | "void";
                        } | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resolutionsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                job_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    event: "respond_to_hire_inquiry" | "respond_to_mw_hire_inquiry" | "respond_to_applicant_selection" | "go_back_to_applicant_selection" | "confirm_billing";
                    resolution?: {
                        is_position_filled?: boolean | null;
                        is_mw_hire?: boolean | null;
                        found_applicant?: boolean | null;
                        application_id?: number | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "hire_inquiry" | "mw_hire_inquiry" | "applicant_selection" | "billing_confirmation" | "complete";
                        is_position_filled: boolean | null;
                        is_mw_hire: boolean | null;
                        found_applicant: boolean | null;
                        selected_applicants: {
                            application_id: number;
                            display_value: string;
                        }[];
                        auto_completed: boolean;
                        billing: {
                            amount: number;
                            /** @enum {string} */
                            status: "not_sent" | "pending" | "invoiced" | "paid" | "failed" | "void";
                        } | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resolutionsApplicants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        application_id: number;
                        display_value: string;
                        /** @enum {string} */
                        status: "received" | "reviewed" | "interviewing" | "offered" | "hired" | "not_selected";
                        referred: boolean;
                        applied_at: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resolutionsCostBreakdown: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                job_id: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        human_friendly_cost_for_mw_hires: string;
                        cost_for_mw_hires: number;
                        reward_due: boolean;
                        reward_value: number;
                        human_friendly_reward_value: string;
                        reward_label: string | null;
                        /** @enum {string|null} */
                        reward_type: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices" | null;
                        fee_percent: number;
                        fee: number;
                        human_friendly_fee: string;
                        /** @enum {string} */
                        billing_text_kind: "cash" | "code" | "other";
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminBillingList: {
        parameters: {
            query?: {
                status?: "not_sent" | "pending" | "invoiced" | "paid" | "failed" | "void";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many rows match, over all pages */
                    total?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business: {
                            id: number;
                            name: string;
                            stripe_customer_id: string | null;
                        };
                        job: {
                            id: number;
                            title: string;
                        };
                        application_id: number | null;
                        reward_amount_cents: number;
                        fee_amount_cents: number;
                        amount_cents: number;
                        currency: string;
                        /** @enum {string} */
                        status: "not_sent" | "pending" | "invoiced" | "paid" | "failed" | "void";
                        stripe_invoice_item_id: string | null;
                        stripe_invoice_id: string | null;
                        created_at: string;
                        paid_at: string | null;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminBillingSend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business: {
                            id: number;
                            name: string;
                            stripe_customer_id: string | null;
                        };
                        job: {
                            id: number;
                            title: string;
                        };
                        application_id: number | null;
                        reward_amount_cents: number;
                        fee_amount_cents: number;
                        amount_cents: number;
                        currency: string;
                        /** @enum {string} */
                        status: "not_sent" | "pending" | "invoiced" | "paid" | "failed" | "void";
                        stripe_invoice_item_id: string | null;
                        stripe_invoice_id: string | null;
                        created_at: string;
                        paid_at: string | null;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    stripeWebhooksReceive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    myRewardsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        job: {
                            id: number;
                            title: string;
                            business: {
                                id: number;
                                name: string;
                            };
                        };
                        label: string;
                        /** @enum {string} */
                        type: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices";
                        amount: number;
                        amount_cents: number;
                        /** @enum {string} */
                        status: "pending" | "earned" | "issued" | "canceled";
                        /** @enum {string|null} */
                        issued_via: "code_email" | "admin" | "stripe_transfer" | null;
                        chain: {
                            /** @enum {string} */
                            step: "shared" | "applied" | "hire_confirmed" | "employer_paid" | "issued";
                            at: string | null;
                        }[];
                        created_at: string;
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminRewardsList: {
        parameters: {
            query?: {
                status?: "pending" | "earned" | "issued" | "canceled";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many rows match, over all pages */
                    total?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        job: {
                            id: number;
                            title: string;
                            business: {
                                id: number;
                                name: string;
                            };
                        };
                        label: string;
                        /** @enum {string} */
                        type: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices";
                        amount: number;
                        amount_cents: number;
                        /** @enum {string} */
                        status: "pending" | "earned" | "issued" | "canceled";
                        /** @enum {string|null} */
                        issued_via: "code_email" | "admin" | "stripe_transfer" | null;
                        chain: {
                            /** @enum {string} */
                            step: "shared" | "applied" | "hire_confirmed" | "employer_paid" | "issued";
                            at: string | null;
                        }[];
                        created_at: string;
                        referrer: {
                            id: number;
                            email: string;
                            display_value: string;
                        };
                        referral_payment_method: {
                            id: number;
                            name: string;
                        } | null;
                        has_code: boolean;
                        billing_record_id: number | null;
                        issue: {
                            /** @enum {string} */
                            method: "code_email" | "admin" | "stripe_transfer";
                            reference: string | null;
                            payment_method: string | null;
                            issued_by: {
                                id: number;
                                email: string;
                            } | null;
                        } | null;
                        payout: {
                            /** @enum {string} */
                            status: "none" | "waiting_for_setup" | "requested" | "sent" | "failed";
                            transfer_id: string | null;
                            failure: string | null;
                        };
                    }[];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminRewardsTotals: {
        parameters: {
            query: {
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        threshold_cents: number;
                        years: number[];
                        referrers: {
                            referrer: {
                                id: number;
                                email: string;
                                name: string | null;
                                display_value: string;
                            };
                            stripe_transfer_cents: number;
                            by_hand_cents: number;
                            total_cents: number;
                            count: number;
                            at_threshold: boolean;
                        }[];
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminRewardsTotalsCsv: {
        parameters: {
            query: {
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminRewardsIssue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        job: {
                            id: number;
                            title: string;
                            business: {
                                id: number;
                                name: string;
                            };
                        };
                        label: string;
                        /** @enum {string} */
                        type: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices";
                        amount: number;
                        amount_cents: number;
                        /** @enum {string} */
                        status: "pending" | "earned" | "issued" | "canceled";
                        /** @enum {string|null} */
                        issued_via: "code_email" | "admin" | "stripe_transfer" | null;
                        chain: {
                            /** @enum {string} */
                            step: "shared" | "applied" | "hire_confirmed" | "employer_paid" | "issued";
                            at: string | null;
                        }[];
                        created_at: string;
                        referrer: {
                            id: number;
                            email: string;
                            display_value: string;
                        };
                        referral_payment_method: {
                            id: number;
                            name: string;
                        } | null;
                        has_code: boolean;
                        billing_record_id: number | null;
                        issue: {
                            /** @enum {string} */
                            method: "code_email" | "admin" | "stripe_transfer";
                            reference: string | null;
                            payment_method: string | null;
                            issued_by: {
                                id: number;
                                email: string;
                            } | null;
                        } | null;
                        payout: {
                            /** @enum {string} */
                            status: "none" | "waiting_for_setup" | "requested" | "sent" | "failed";
                            transfer_id: string | null;
                            failure: string | null;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    myPayoutAccountShow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "none" | "pending" | "enabled";
                        payouts_enabled: boolean;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    myPayoutAccountCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    /** @description Seconds until a new attempt may succeed */
                    "retry-after"?: number;
                    /** @description An API key's requests per window */
                    "ratelimit-limit"?: number;
                    /** @description Requests left in the API key's window */
                    "ratelimit-remaining"?: number;
                    /** @description Seconds until the API key's window starts again */
                    "ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminRewardsRetryPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        job: {
                            id: number;
                            title: string;
                            business: {
                                id: number;
                                name: string;
                            };
                        };
                        label: string;
                        /** @enum {string} */
                        type: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices";
                        amount: number;
                        amount_cents: number;
                        /** @enum {string} */
                        status: "pending" | "earned" | "issued" | "canceled";
                        /** @enum {string|null} */
                        issued_via: "code_email" | "admin" | "stripe_transfer" | null;
                        chain: {
                            /** @enum {string} */
                            step: "shared" | "applied" | "hire_confirmed" | "employer_paid" | "issued";
                            at: string | null;
                        }[];
                        created_at: string;
                        referrer: {
                            id: number;
                            email: string;
                            display_value: string;
                        };
                        referral_payment_method: {
                            id: number;
                            name: string;
                        } | null;
                        has_code: boolean;
                        billing_record_id: number | null;
                        issue: {
                            /** @enum {string} */
                            method: "code_email" | "admin" | "stripe_transfer";
                            reference: string | null;
                            payment_method: string | null;
                            issued_by: {
                                id: number;
                                email: string;
                            } | null;
                        } | null;
                        payout: {
                            /** @enum {string} */
                            status: "none" | "waiting_for_setup" | "requested" | "sent" | "failed";
                            transfer_id: string | null;
                            failure: string | null;
                        };
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    socialCardsShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "jobs" | "organizations" | "businesses";
                id: number;
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Moved Permanently */
            301: {
                headers: {
                    location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    socialCardsSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Moved Permanently */
            301: {
                headers: {
                    location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description URI Too Long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
