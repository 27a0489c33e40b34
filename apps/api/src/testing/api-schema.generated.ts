export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers (it checks nothing else)
         * @description Answers 200 as long as the process serves requests. Use `/api/ready` to know whether it can do useful work.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * Readiness: database reachable, migrations current, storage reachable (503 otherwise)
         * @description Checks the database connection, that every migration has run and that file storage answers. A load balancer takes an instance out of rotation while this answers 503.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * Sign in with e-mail and password; sets the session cookie
         * @description Checks the e-mail address and password and answers the user with their permissions, setting the session cookie. Wrong credentials answer 401 with one message for both cases; a deactivated account answers 403; repeated failures for an address answer 429 with `Retry-After`.
         */
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
        /**
         * Sign up as a Hunter, or as an Employer with a business (multipart)
         * @description Creates the account and signs it in (the session cookie is set). An Employer also gives `phone` and `business[name]`, `business[employer_size_id]` and optionally an address and `business[logo]`; with `invitation_token` the Employer joins that business's team instead. Missing or invalid fields answer 422 with the spec's field keys. A welcome e-mail carries the link that confirms the address.
         */
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
        /**
         * End the session (also accepted as POST)
         * @description Ends the session of the cookie sent, if any, and clears the cookie. Kept as GET for links; prefer `POST /auth/logout`.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
        get: operations["authLogout"];
        put?: never;
        /**
         * End the session
         * @description Ends the session of the cookie sent, if any, and clears the cookie. Answers 200 even without a session.
         */
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
        /**
         * The signed-in user with permissions; null for a visitor with no session cookie, 401 when the cookie sent is no longer a session
         * @description What the web app asks on load: the signed-in user, with `permissions.can`, for the session cookie sent. Without a cookie the answer is `null`; an expired or revoked session answers 401 so the client can forget it.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * E-mail a password reset link (same answer for known and unknown addresses)
         * @description Queues an e-mail with a single-use reset link valid for an hour. The answer is the same whether or not the address has an account, so it reveals nothing; too many requests for an address or from one network answer 429.
         */
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
        /**
         * Check a reset token sent in the Reset-Password-Token header
         * @description Lets the reset page say early whether its link still works. The token goes in the `Reset-Password-Token` header; an unknown, used or expired token answers 401.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * Set a new password with a reset token (Reset-Password-Token header)
         * @description Sets the new password when the `Reset-Password-Token` header holds a valid token, uses the token up and ends the user's other sessions. A password that is too weak or does not match its confirmation answers 422.
         */
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
        /**
         * The signed-in user's account settings
         * @description The signed-in user's name, e-mail address (with any pending change), phone and referral payment method, as the settings screen shows them.
         */
        get: operations["accountSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change name, e-mail (with the current password), phone and referral payment method
         * @description Changes the fields sent. A new e-mail address needs `current_password` and takes effect only when the link mailed to it is followed; until then the old address stays. Invalid fields answer 422.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Mail a new confirmation link: to the pending new address, else to the unconfirmed own address
         * @description Mails a fresh confirmation link and makes the older ones stop working. 409 when there is nothing to confirm; 429 when too many links were mailed recently.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Cancel a pending change of e-mail address (its link stops working)
         * @description Drops the pending new address; the account keeps its current one. Answers 200 also when no change was pending.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * An e-mail confirmation link: the account's address is confirmed, or the pending new one replaces it
         * @description Takes the token from a confirmation e-mail. No session is needed: the token decides. 400 for an unknown or expired token, 409 when the new address was taken meanwhile.
         */
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
        /**
         * Change the password with the old one; the user's other sessions end
         * @description Needs the current password (`old_password`). On success every other session of the user ends; the one making the request stays signed in.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * The user's signed-in sessions, most recently used first
         * @description Each session with when it started, when it was last used and the browser it came from; the current one is marked.
         */
        get: operations["accountSessions"];
        put?: never;
        post?: never;
        /**
         * Sign out every session of the user but this one
         * @description Signs out every device of the user except the one making the request.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Sign out one other session of the user
         * @description Signs out one of the user's other sessions by its id. The current session cannot be ended here (use logout); another user's session answers 404.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Which e-mails the signed-in user wants
         * @description One switch per kind of e-mail (job alerts, new applicants, reminders…) and how an employer hears about new applicants (each one, or a daily digest).
         */
        get: operations["notificationSettingsSettings"];
        /**
         * Turn kinds of e-mail on or off; choose how new applicants are told
         * @description Saves the switches sent; the others keep their values. Unknown kinds answer 422.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * An unsubscribe link opened in a browser: redirects to the page that confirms it
         * @description The same token opened in a browser: answers 303 to the page that confirms the unsubscribe, so that link scanners opening it change nothing.
         */
        get: operations["notificationSettingsUnsubscribePage"];
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058): turns off the token's kind of e-mail, without signing in
         * @description The target of the `List-Unsubscribe` header of every e-mail (RFC 8058 one-click): mail clients post here with the token of the e-mail. No session is needed; a bad token answers 400.
         */
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
        /**
         * The signed-in user's job alerts
         * @description The user's saved searches with their frequency and whether they are paused.
         */
        get: operations["jobAlertsList"];
        put?: never;
        /**
         * Save a search as a job alert
         * @description Saves the search (text, place, radius, filters) with an instant, daily or weekly frequency. Alerts are mailed only once the account's e-mail address is confirmed.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Change a job alert's search, frequency or pause it
         * @description Changes the search, frequency or pause of one of the user's alerts; another user's alert answers 404.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
        put: operations["jobAlertsUpdate"];
        post?: never;
        /**
         * Delete a job alert
         * @description Deletes one of the user's alerts; another user's alert answers 404.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * A visitor subscribes to a search by e-mail (double opt-in)
         * @description For visitors without an account: mails a confirmation link and starts nothing until it is followed. Answers 202 whether or not the address was already subscribed; 429 when too many confirmations were mailed.
         */
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
        /**
         * A visitor's confirmation link: the alert starts
         * @description Takes the token of the confirmation e-mail and starts the visitor's alert. A bad or expired token answers 400.
         */
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
        /**
         * List employer size bands (id, name)
         * @description The size bands a business chooses at sign-up, smallest first.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * List job types (id, name)
         * @description Full-time, part-time and the other job types postings use and searches filter by.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * List job functions (id, name)
         * @description The job functions postings use and searches filter by.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * List job industries (id, name)
         * @description The industries postings use and searches filter by.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * List job location types (id, name)
         * @description On-site, remote and hybrid, as postings use them and searches filter by.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * List job experience levels (id, name)
         * @description The experience levels postings use and searches filter by.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * List referral payment methods (id, name)
         * @description How a referrer may be paid a reward, chosen in the account settings.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * List US states and DC (id, name, code)
         * @description The 50 states and the District of Columbia with their two-letter codes, for addresses.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * List regions
         * @description The regions admins group organizations and businesses by, by name.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
        get: operations["lookupsRegions"];
        put?: never;
        /**
         * Create a region (admins); names are unique
         * @description For admins. A name already used answers 422.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * One region
         * @description One region by id; 404 when there is none.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
        get: operations["lookupsRegion"];
        /**
         * Rename a region (admins)
         * @description For admins. A name already used answers 422.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Suggest US places for a partial location: Remote, states, cities (most populous first) and ZIP codes; empty for a blank query. Offline data: Places: GeoNames (geonames.org), CC BY 4.0. ZIP codes: zipcodes package (federalgovernmentzipcodes.us).
         * @description Suggests places for a location field or the search's place box (`location_query`). Each suggestion's `full_text` is what the job search takes as its place.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * The membership terms an employer accepts (version, platform fee, billing, rewards)
         * @description The current version of the terms an employer accepts before posting: the platform fee per hire, how it is billed and how rewards work.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * The signed-in employer's membership (404 when none)
         * @description For the owner of a business: the membership with the version of the terms it accepted and when. 404 before any was accepted; 403 for users without a business.
         */
        get: operations["membershipsMine"];
        put?: never;
        /**
         * Accepts the current terms for the signed-in employer's business (201); an active membership is returned as is (200)
         * @description Records that the business accepts the current terms, which lets it post jobs. Idempotent: an active membership is answered as it is with 200.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * The business's team: active members and pending invitations (owners and recruiters)
         * @description Members with their role and when they joined, and invitations not accepted yet.
         */
        get: operations["teamList"];
        put?: never;
        /**
         * Invites an address to the team (owners): mails a single-use link valid 7 days
         * @description Owners only. The address receives a link valid 7 days, usable once, only by that address. An address already on the team answers 409; too many invitations answer 429.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Changes a member's role (owners); the last owner cannot be demoted (409)
         * @description Owners only: makes a member an owner or a recruiter. Demoting the last owner answers 409.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
        put: operations["teamUpdate"];
        post?: never;
        /**
         * Removes a member or withdraws an invitation (owners); the last owner cannot be removed (409)
         * @description Owners only. The member loses access at once; removing the last owner answers 409.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Sends a pending invitation again with a new link (owners); the links sent before stop working
         * @description Owners only: mails a new link for a pending invitation and makes the earlier links stop working.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Who posted, edited or closed which job of the business, newest first (the last 100)
         * @description The last 100 changes to the business's postings and who made them, for its owners and recruiters.
         */
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
        /**
         * What an invitation link is for (the invitation page, before signing in); 400 when it cannot be used
         * @description What the invitation page shows before signing in: the business and the address invited. An expired, used or withdrawn invitation answers 400.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * Accepts an invitation as the signed-in user: joins the business's team
         * @description The signed-in user must be signed in with the invited address; the user becomes a member with the invited role.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * The business's API keys with their scopes and when each was last used, never their tokens (owners)
         * @description Owners of the business only. Each key with its name, scopes, when it was made and `last_used_at` (updated at most once a minute); never the token.
         */
        get: operations["apiKeysList"];
        put?: never;
        /**
         * Makes an API key with scopes (owners); its token is in this answer only
         * @description Owners of the business only. The token (`mw_` and 43 characters) is in this answer alone: only its SHA-256 is kept. Scopes: `jobs:read` (list and read postings), `jobs:write` (post, edit and close them), `applications:read` (applicants, their CSV, resumes and cover letters). A key acts as the business while the owner who made it is still one.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Revokes an API key (owners): it is refused from the next request on
         * @description Owners of the business only. The key is deleted: a request carrying it gets 401 from then on.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Look up an affiliate link by key (counts a view for the visitor) or by id with no_event=true (no view)
         * @description What the sign-up page shows for `/signup?al=…`: the link's message and sign-up type. Each visitor's first view is counted unless `no_event=true`.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * Every affiliate link with its counts (admins)
         * @description For admins: every affiliate link with its views and sign-ups.
         */
        get: operations["affiliateLinksList"];
        put?: never;
        /**
         * Create an affiliate link (admins); keys are unique and contain a letter
         * @description For admins. The key becomes the link's address (`/signup?al=key`); a key already used, or without a letter, answers 422.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * One affiliate link with its counts and funnel (admins)
         * @description For admins: one link with its counts and the funnel from view to sign-up to activity.
         */
        get: operations["affiliateLinksShow"];
        /**
         * Change an affiliate link (admins)
         * @description For admins: changes the fields sent; the key stays unique.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * A link's views and sign-ups, newest first, 25 a page; the count in the `total` header
         * @description For admins: the link's events, `page` selects the page.
         */
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
        /**
         * Search reward sources (active ones for everyone; inactive ones too for admins); marketplace order puts approved first
         * @description The places rewards come from (shops, restaurants…), searchable by name. Admins also see inactive ones.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
        get: operations["rewardSourcesList"];
        put?: never;
        /**
         * Create a reward source (admins), multipart reward_source[...]
         * @description For admins: a reward source with an optional logo (multipart `reward_source[logo]`) and address.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * One reward source (an inactive one for admins only)
         * @description One reward source with its address and image; inactive ones answer 404 except to admins.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
        get: operations["rewardSourcesShow"];
        /**
         * Change a reward source (admins), multipart reward_source[...]
         * @description For admins: changes the fields sent; the logo only when a new one is sent.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Search live jobs: text, place (a radius around a city or ZIP), filters, by relevance or date; 20 a page, the count in the `total` header; a text that found nothing gets `did-you-mean` (URI-encoded) when its correction finds jobs; a text searched with misspelt words corrected gets `showing-results-for` (URI-encoded), the text as corrected
         * @description The job board's search. Without text, newest first. `page` selects a page of 20; filters go as `filters[job_type_id_eq]=1`. Only live postings of active businesses are returned.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * Suggest what to search as it is typed: titles of live jobs holding the text (its last word as the start of a word) and words of live jobs starting with its last word, each with its count of jobs, most jobs first
         * @description What the search box offers while typing: at most eight suggestions for `q` (1 to 100 characters).
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * One live job with its reward (404 for unknown or closed jobs)
         * @description A live job as its page shows it, with its business, place, pay, benefits, screening questions and reward. Closed or unknown jobs answer 404.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * Whether the signed-in user may apply to the job now (candidate, not applied, job open)
         * @description Lets the job page show or hide its apply button for the signed-in user: false for employers, for a job already applied to, or one closed or paused.
         */
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
        /**
         * Apply to a job: multipart Instant Apply, or JSON `{ application: {} }` to record an external apply; `?key=` is the share link followed
         * @description Instant Apply sends the candidate's details, answers to the screening questions and a resume (and cover letter) when the job asks for them; `?key=` credits the share link followed. Applying twice answers 409; a closed or paused job answers 404 or 409; missing fields answer 422.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * The signed-in user's applications, newest first
         * @description Each application with its job and the stage the employer moved it to.
         */
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
        /**
         * The jobs the signed-in user applied to and when, for the job lists' "Applied on" (the lists themselves stay the same for everyone)
         * @description Job ids with the date applied, so that job lists can mark them without changing for everyone.
         */
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
        /**
         * An application's resume, for the applicant, the job's employer and admins (others 404)
         * @description The file as uploaded, as an attachment. Anyone else than the applicant, the job's business and admins gets 404 so the file's existence is not revealed.
         *
         *     With an API key of the business: scope `applications:read`.
         */
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
        /**
         * An application's cover letter, for the applicant, the job's employer and admins (others 404)
         * @description The file as uploaded, as an attachment. Anyone else than the applicant, the job's business and admins gets 404.
         *
         *     With an API key of the business: scope `applications:read`.
         */
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
        /**
         * The signed-in candidate's Instant Apply defaults (404 when none were saved)
         * @description The details and files the apply form is prefilled with. 404 before any were saved.
         */
        get: operations["applicationsDefaults"];
        /**
         * Change Instant Apply defaults (multipart); a file not sent is kept
         * @description Changes the fields sent; a file not sent is kept. 404 before any defaults were saved.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
        put: operations["applicationsUpdateDefaults"];
        /**
         * Save Instant Apply defaults for the first time (multipart)
         * @description Saves the candidate's details, resume and cover letter for later applications. 409 when defaults exist already (use PUT).
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * The saved default resume, for its owner (the apply form prefills it)
         * @description The saved resume as an attachment, only for its owner.
         */
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
        /**
         * The saved default cover letter, for its owner (the apply form prefills it)
         * @description The saved cover letter as an attachment, only for its owner.
         */
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
        /**
         * The signed-in candidate's saved jobs, most recently saved first; closed ones stay, marked `closed`
         * @description Each saved job with when it was saved; a job closed since stays in the list with `closed: true`.
         */
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
        /**
         * Save a live job: 201 when newly saved, 200 when it already was (saving again, or twice at once, keeps one); 404 for a job that is not listed
         * @description Idempotent: the first save answers 201, any later one 200, and the job is saved once.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
        put: operations["savedJobsSave"];
        post?: never;
        /**
         * Unsave a job: 204 whether or not it was saved (deleting twice is the same as once)
         * @description Idempotent: answers 204 whether or not the job was saved.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * The signed-in user's share link key for a live job, created on first read (idempotent)
         * @description The key of the user's own link to the job (`/jobs/{id}?key=…`); the same key on every call. Applications and hires through it are credited to the user.
         */
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
        /**
         * Follow a share link: its job id; counts a view once per visitor per 24 h (never bots or prefetches)
         * @description Where a share link leads, and counts the visit for its owner. Views by bots and prefetches are not counted.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * The signed-in user's share links with views and applications, newest first
         * @description The user's links with their job, views, applications and hires.
         */
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
        /**
         * Every business, id and name (admins: organization membership)
         * @description For admins: id and name of every business.
         */
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
        /**
         * Businesses whose name has these words (at most 20, by name), for choosing an organization's members
         * @description For admins: businesses by words of their name, to pick members of an organization.
         */
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
        /**
         * A business, for its owner (and admins); others get 404
         * @description The profile the owner edits: name, tagline, size, region, address, logo and public links. Anyone else than its owners and admins gets 404.
         */
        get: operations["businessesShow"];
        /**
         * Change a business's profile (its owner, and admins; others get 404), multipart business[...]
         * @description Changes the fields sent; the logo only when a new one is sent. Invalid fields answer 422.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * An active business's public profile header
         * @description The header of a business's public job list: name, logo, tagline and place. Inactive businesses answer 404.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * One of the business's jobs, open or closed, with its reward (promotion code included): owner and admins
         * @description A posting as its edit form shows it, including the reward's promotion code that the public page hides.
         *
         *     With an API key of the business: scope `jobs:read`.
         */
        get: operations["businessJobsShow"];
        /**
         * Edits a job (every field of the body; benefits and reward replaced): owner and admins
         * @description Replaces every field of the posting with the body's; benefits and the reward are replaced as a whole. A closed posting can no longer be edited (422).
         *
         *     With an API key of the business: scope `jobs:write`.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * The business's postings, closed ones included, with counts; search, status filter, sort; 20 a page, the count in `total` (owner and admins)
         * @description For the business's owners and admins: each posting with views, share views, applications and hires. `search` matches titles, `status` filters, `sort` and `direction` order; `page` selects a page of 20.
         *
         *     With an API key of the business: scope `jobs:read`.
         */
        get: operations["jobDashboardList"];
        put?: never;
        /**
         * Posts a job, live and searchable at once; needs an active membership (owner and admins)
         * @description The body is the whole posting: title, description, type and other lookups, place, pay, benefits, screening questions and the reward for a hire. Needs an active membership (403 otherwise); invalid fields answer 422.
         *
         *     With an API key of the business: scope `jobs:write`.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * An expiry reminder's 'Extend 30 days' link: the posting stays open 30 days longer, once (no session: the token decides)
         * @description The token of the reminder e-mail decides, so no session is needed. Works once per reminder: a second use answers 409.
         */
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
        /**
         * The business's job sources with their health (owners, recruiters and admins read)
         * @description Each source (an applicant-tracking system's public job board) with when it was last read, how many jobs it brought and its last error.
         */
        get: operations["jobSourcesList"];
        put?: never;
        /**
         * Connects a job source after one successful read of it (owners and admins); 422 naming board otherwise
         * @description Reads the board once and connects it only if that read works; a board that cannot be read answers 422 naming `board`. A board already connected answers 409.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Changes a source's default reward or pauses it (owners and admins)
         * @description Changes the reward its imported jobs get and whether it is paused.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
        put: operations["jobSourcesUpdate"];
        post?: never;
        /**
         * Removes a source (owners and admins); its jobs close and are kept for their applications and links
         * @description Stops reading the source and closes the jobs it brought; their applications and share links are kept.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Syncs a source now, in the background (owners and admins)
         * @description Queues a read of the source now instead of waiting for the next scheduled one. Answers 202 at once.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Every business’s job sources and their health (admins)
         * @description For admins: every business's sources, unhealthy ones first.
         */
        get: operations["jobSourcesAdminList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's webhooks, without their secrets (owners and admins)
         * @description Owners of the business and admins. Each webhook with its address, events, whether it is on or paused, and its last success; never the secret.
         */
        get: operations["webhooksList"];
        put?: never;
        /**
         * Subscribes an HTTPS address to events (owners and admins); the answer shows the signing secret once
         * @description Owners of the business and admins. The address must be HTTPS and resolve to a public address. The answer carries the signing secret (`whsec_…`) once: each delivery is signed `MainWork-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`. Events: `application.created`, `job.created`, `job.closed`, `hire.confirmed`. At most 10 per business.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
        post: operations["webhooksCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a webhook's address or events, turns it off or on (on also resumes a paused one)
         * @description Owners of the business and admins. A new address is checked as at creation; turning a paused webhook on resumes its deliveries.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
        put: operations["webhooksUpdate"];
        post?: never;
        /**
         * Deletes a webhook and its delivery log (owners and admins)
         * @description Owners of the business and admins. Pending deliveries to it are dropped.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
        delete: operations["webhooksRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook's last 100 deliveries, newest first, with each one's last attempt
         * @description Owners of the business and admins. Each delivery with its event, status (pending, delivered, failed), attempts, the last answer's status code, response time and error. Failed deliveries are retried after 1 min, 5 min, 30 min, 2 h, 6 h and 15 h; a webhook failing for a whole day is paused and its owners are e-mailed.
         */
        get: operations["webhooksDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/webhooks/{id}/deliveries/{delivery_id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a delivered or failed event again, as a new delivery with the same event id
         * @description Owners of the business and admins. The receiver gets the same body and `MainWork-Webhook-Id`, so it can tell a replay from a new event.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
        post: operations["webhooksReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a `webhook.test` event to this webhook alone
         * @description Owners of the business and admins. Checks the receiver's address and signature check without waiting for a real event; it shows in the delivery log like any other.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
        post: operations["webhooksTest"];
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
        /**
         * Active organizations (community job feeds)
         * @description Organizations with an active job feed, with name, logo and tagline, for the list of community feeds.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * An active organization with its member businesses
         * @description An organization's public page: profile, join link and its member businesses. Inactive ones answer 404.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
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
        /**
         * Every organization with its admin and business counts (admins)
         * @description For admins: every organization, active or not, with counts of its admins and businesses.
         */
        get: operations["adminOrganizationsList"];
        put?: never;
        /**
         * Create an organization (multipart organization[...], admin_ids[] and business_ids[])
         * @description For admins: the profile (`organization[...]`), images and `admin_ids[]` and `business_ids[]`. Invalid fields answer 422.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * An organization with its admins and businesses (admins)
         * @description For admins: an organization with its admins and member businesses.
         */
        get: operations["adminOrganizationsShow"];
        /**
         * Change an organization; images only when new ones are sent; id lists replace the old ones
         * @description For admins: changes the fields sent; lists sent replace the old ones; images only when new ones are sent.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * The organizations the signed-in user is an admin of
         * @description The organizations the user administers, for the organization admin's panel.
         */
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
        /**
         * One of the signed-in user's organizations: profile, businesses, feed numbers (never its admins)
         * @description For its admins: the organization's profile, member businesses and feed numbers (views, applications). Others get 404.
         */
        get: operations["myOrganizationsShow"];
        /**
         * Change one's organization's public profile (tagline, logo, banner, join URL and help text, framing)
         * @description For its admins: changes the public profile only; name, members and admins stay with the site admins.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Users by name or e-mail words and role, newest first; 25 a page, the count in `total`
         * @description For admins: words of names and e-mail addresses, and a role, narrow the list; `page` selects a page of 25.
         */
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
        /**
         * Deactivate (ends the user's sessions at once) or reactivate a user
         * @description For admins: `{ user: { active: false } }` signs the user out everywhere at once and refuses their sign-ins; `active: true` lets them in again.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * A public image (logo, banner, icon); private files have their own authorised routes
         * @description Logos, banners and icons by id, with a long cache lifetime. Resumes and cover letters are never served here.
         */
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
        /**
         * Admin dashboard figures for a date range (default: the last 12 weeks), by week, organization, region
         * @description For admins: sign-ups, postings, applications and hires by week, and the same figures by organization and region. `from` and `to` (inclusive days) choose the range; an invalid range answers 422.
         */
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
        /**
         * Totals over all the business's postings: by status, views, share views, applications, hires
         * @description The business's figures over all its postings, for the dashboard's header.
         */
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
        /**
         * One posting's dashboard row (the applicants screen's header)
         * @description The same figures as a row of the dashboard, for one posting.
         *
         *     With an API key of the business: scope `jobs:read`.
         */
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
        /**
         * Pause or resume applications to one or several open postings at once (all or none)
         * @description Pauses or resumes applications on the postings named. If any is not the business's or not open, nothing changes and the answer is 422.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * A posting's applicants, newest first: search by name, status filter; 20 a page, the count in `total`
         * @description For the business: each applicant with their details, screening answers, files and stage. `search` matches names, `status` filters; `page` selects a page of 20.
         *
         *     With an API key of the business: scope `applications:read`.
         */
        get: operations["applicantsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set the status of several applicants of the posting at once (all or none)
         * @description Moves several applicants of the posting to one stage. If any is not an applicant of this posting, nothing changes and the answer is 422.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Move an applicant to a stage; `notify_candidate` e-mails them for interviewing and not selected, a hire is always e-mailed
         * @description Stages: received, reviewed, interviewing, offered, hired, not selected. A hire is always e-mailed to the candidate; with `notify_candidate`, interviewing and not selected are too.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * The e-mail moving this applicant to the stage would send them (interviewing, not selected), to preview it
         * @description The subject and text the candidate would receive, so the employer can read it before moving them.
         */
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
        /**
         * The applicants matching the filters as a CSV attachment (streamed; formula-safe cells)
         * @description The same filters as the list. Cells that a spreadsheet would read as a formula are escaped.
         *
         *     With an API key of the business: scope `applications:read`.
         */
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
        /**
         * Starts closing the posting (hire_inquiry); an open resolution is returned as it is so the wizard resumes
         * @description Closing a posting is a short wizard (who was hired, through which link); this starts it, or answers the one already open with 200 so the wizard resumes.
         *
         *     With an API key of the business: scope `jobs:write`.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * The posting's resolution (open or complete); 404 when it has none
         * @description The posting's resolution with its status and the hire, open or complete. 404 when closing never started.
         *
         *     With an API key of the business: scope `jobs:write`.
         */
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
        /**
         * Moves the resolution by one event; the server decides the next status (409 when the event does not fit)
         * @description Sends one event of the wizard (chose a hire, confirmed, no hire…). The server decides the next status; an event that does not fit the current one answers 409.
         *
         *     With an API key of the business: scope `jobs:write`.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * The posting's applicants the wizard picks the hire from, newest first
         * @description The applicants the wizard offers as the hire.
         */
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
        /**
         * What a MainWork hire costs: the platform fee, plus the reward value when a referral link led to the hire (the fee alone when no one is to be rewarded), and which billing text applies
         * @description The fee and the reward that confirming this hire would bill, and the wording of the invoice.
         */
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
        /**
         * Charges for confirmed hires by status, newest first; 25 a page, the count in `total`
         * @description For admins: the charge of each confirmed hire with its invoice status; `status` filters, `page` selects a page of 25.
         */
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
        /**
         * Sends a charge kept as 'not sent' to Stripe as an invoice item (409 when Stripe is not configured or it was sent)
         * @description For admins: bills a charge that was kept back, with an idempotency key of our own row so it is billed once.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Stripe events (invoice paid, payment failed, voided, uncollectible), checked by the Stripe-Signature header on the raw body; each event once
         * @description Called by Stripe, not by clients. The raw body must carry a valid `Stripe-Signature` (400 otherwise); an event already handled is acknowledged and changes nothing.
         */
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
        /**
         * The signed-in referrer's rewards, newest first, each with its chain of dates
         * @description Each reward the user earned as a referrer with its job, amount and the dates it was earned, paid and issued.
         */
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
        /**
         * Referral rewards by status, newest first; 25 a page, the count in `total`
         * @description For admins: rewards with their referrer, job and chain of dates; `status` filters, `page` selects a page of 25.
         */
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
        /**
         * Per referrer, what they were paid in a calendar year (UTC) by Stripe transfer and by hand, marked at the reporting threshold
         * @description Admins only. Per referrer, what they were paid in the calendar `year` (by the day each reward was issued, in UTC): by Stripe transfer, by hand, the total and the count, and `at_threshold` when the total reaches the United States reporting threshold of that year ($600 before 2026, $2,000 from 2026).
         */
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
        /**
         * The year's totals per referrer as a CSV attachment (formula-safe cells)
         * @description Admins only. The same yearly totals as a CSV attachment (one row per referrer), cells made safe for spreadsheets.
         */
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
        /**
         * Marks an earned reward issued with the admin's payment reference and the referrer's payment method (409 unless earned)
         * @description For admins, when a reward was paid by hand: records the payment reference and method. Only an earned reward can be issued (409 otherwise).
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
        post: operations["adminRewardsIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/redemptions/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A gift card by its redemption code, for the referrer, the reward source's contact and admins (404 for an unknown code)
         * @description What a gift card is, who gives it and whose it is (the referrer's name, to check against the person showing the code), and whether it was redeemed. For the referrer, the reward source's contact and admins; 403 for anyone else.
         */
        get: operations["redemptionsShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/redemptions/{code}/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks a gift card redeemed, once: by the reward source's contact or an admin (409 when it already was)
         * @description The reward source's contact (the signed-in user whose confirmed e-mail is the source's contact e-mail; for the employer's own gift cards, its team) or an admin marks the gift card redeemed, once, in the reward's audit trail. 409 when it already was; 403 for anyone else; codes are accepted in any case, with or without dashes.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
        post: operations["redemptionsRedeem"];
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
        /**
         * The signed-in referrer's payout account status (409 when payouts are not offered)
         * @description Whether the referrer has a payout account and can receive transfers (`none`, `pending`, `enabled`). 409 when the site pays rewards by hand.
         */
        get: operations["myPayoutAccountShow"];
        put?: never;
        /**
         * A Stripe onboarding link for the signed-in referrer's payout account, made once (409 when payouts are not offered)
         * @description Answers `{ url }`, a new single-use Stripe onboarding link each time; the account itself is made once. 409 when the site pays rewards by hand.
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
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
        /**
         * Asks Stripe again for a failed cash payout, as a new transfer attempt with its own key (409 unless the payout failed)
         * @description Admins only. Makes a new Stripe transfer attempt for a reward whose automatic payout failed or was reversed, with a new idempotency key (`…-transfer-{attempt}`), and records who asked in the reward's audit trail. 409 when the reward is already issued, a transfer is under way, its payout did not fail, the referrer's account cannot receive payouts, or payouts are not set up; a hand payment and a retry never both happen (decision 066).
         *
         *     Refused with 403 when sent by a browser from another site (see the `session` scheme).
         */
        post: operations["adminRewardsRetryPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs.rss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest live jobs of the whole site (at most 100) as RSS 2.0 (application/rss+xml), with ETag and Last-Modified
         * @description Live jobs only, newest first by posting date, each linking to its job page; descriptions are sanitized HTML. Send the `ETag` back in `If-None-Match`, or the `Last-Modified` in `If-Modified-Since`, to get 304 when nothing changed. Readable from any site, no key needed; 404 for an unknown or inactive organization or business.
         */
        get: operations["feedsSiteRss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest live jobs of the whole site (at most 100) as JSON Feed 1.1 (application/feed+json), with ETag and Last-Modified
         * @description Live jobs only, newest first by posting date, each linking to its job page; descriptions are sanitized HTML. Send the `ETag` back in `If-None-Match`, or the `Last-Modified` in `If-Modified-Since`, to get 304 when nothing changed. Readable from any site, no key needed; 404 for an unknown or inactive organization or business.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
        get: operations["feedsSiteJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest live jobs of the whole site (at most 100) as XML job feed (application/xml), with ETag and Last-Modified
         * @description Live jobs only, newest first by posting date, each linking to its job page; descriptions are sanitized HTML. Send the `ETag` back in `If-None-Match`, or the `Last-Modified` in `If-Modified-Since`, to get 304 when nothing changed. Readable from any site, no key needed; 404 for an unknown or inactive organization or business.
         */
        get: operations["feedsSiteXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/jobs.rss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest live jobs of an active organization's member businesses (at most 100) as RSS 2.0 (application/rss+xml), with ETag and Last-Modified
         * @description Live jobs only, newest first by posting date, each linking to its job page; descriptions are sanitized HTML. Send the `ETag` back in `If-None-Match`, or the `Last-Modified` in `If-Modified-Since`, to get 304 when nothing changed. Readable from any site, no key needed; 404 for an unknown or inactive organization or business.
         */
        get: operations["feedsOrganizationRss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/jobs.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest live jobs of an active organization's member businesses (at most 100) as JSON Feed 1.1 (application/feed+json), with ETag and Last-Modified
         * @description Live jobs only, newest first by posting date, each linking to its job page; descriptions are sanitized HTML. Send the `ETag` back in `If-None-Match`, or the `Last-Modified` in `If-Modified-Since`, to get 304 when nothing changed. Readable from any site, no key needed; 404 for an unknown or inactive organization or business.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
        get: operations["feedsOrganizationJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{organization_id}/jobs.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest live jobs of an active organization's member businesses (at most 100) as XML job feed (application/xml), with ETag and Last-Modified
         * @description Live jobs only, newest first by posting date, each linking to its job page; descriptions are sanitized HTML. Send the `ETag` back in `If-None-Match`, or the `Last-Modified` in `If-Modified-Since`, to get 304 when nothing changed. Readable from any site, no key needed; 404 for an unknown or inactive organization or business.
         */
        get: operations["feedsOrganizationXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs.rss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest live jobs of an active business (at most 100) as RSS 2.0 (application/rss+xml), with ETag and Last-Modified
         * @description Live jobs only, newest first by posting date, each linking to its job page; descriptions are sanitized HTML. Send the `ETag` back in `If-None-Match`, or the `Last-Modified` in `If-Modified-Since`, to get 304 when nothing changed. Readable from any site, no key needed; 404 for an unknown or inactive organization or business.
         */
        get: operations["feedsBusinessRss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest live jobs of an active business (at most 100) as JSON Feed 1.1 (application/feed+json), with ETag and Last-Modified
         * @description Live jobs only, newest first by posting date, each linking to its job page; descriptions are sanitized HTML. Send the `ETag` back in `If-None-Match`, or the `Last-Modified` in `If-Modified-Since`, to get 304 when nothing changed. Readable from any site, no key needed; 404 for an unknown or inactive organization or business.
         *
         *     Readable from any site; send the `ETag` back in `If-None-Match` to get 304 when nothing changed.
         */
        get: operations["feedsBusinessJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/jobs.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest live jobs of an active business (at most 100) as XML job feed (application/xml), with ETag and Last-Modified
         * @description Live jobs only, newest first by posting date, each linking to its job page; descriptions are sanitized HTML. Send the `ETag` back in `If-None-Match`, or the `Last-Modified` in `If-Modified-Since`, to get 304 when nothing changed. Readable from any site, no key needed; 404 for an unknown or inactive organization or business.
         */
        get: operations["feedsBusinessXml"];
        put?: never;
        post?: never;
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
        /**
         * A live job's, or an active organization's or business's feed's, social card (PNG) at a version
         * @description The image link previews show for a job, an organization's or a business's feed. The version in the file name changes with the content, so the answer is cached for good; an old version redirects (301) to the current one.
         */
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
        /**
         * The site's social card (PNG) at a version, for the pages without a card of their own
         * @description The site's own preview image. An old version redirects (301) to the current one.
         */
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ready",
                     *       "database": "ok",
                     *       "migrations": "current",
                     *       "storage": "ok"
                     *     }
                     */
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
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
    authLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada.byron@example.com",
                 *       "password": "walk1ngdog-harbor"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "email": "ada.byron@example.com",
                     *       "first_name": "Ada",
                     *       "last_name": "Byron",
                     *       "phone": "6175550100",
                     *       "role": "Hunter",
                     *       "business_id": 3,
                     *       "business_role": "owner",
                     *       "organization_ids": [
                     *         3
                     *       ],
                     *       "referral_payment_method_id": 3,
                     *       "email_confirmed": true,
                     *       "permissions": {
                     *         "can": {}
                     *       }
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
                    email: string;
                    password: string;
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
                /**
                 * @example {
                 *       "email": "ada.byron@example.com",
                 *       "password": "walk1ngdog-harbor",
                 *       "first_name": "Ada",
                 *       "last_name": "Byron",
                 *       "phone": "6175550100",
                 *       "role_name": "Hunter",
                 *       "required_credit_card": true,
                 *       "al": "al",
                 *       "invitation_token": "invitation token",
                 *       "business": {
                 *         "name": "Harbor Freight Co",
                 *         "employer_size_id": "3",
                 *         "address_attributes": {
                 *           "address_one": "1 Harbor Street",
                 *           "address_two": "Suite 4",
                 *           "city": "Boston",
                 *           "state_id": "3",
                 *           "zip": "02110"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    email: string;
                    password: string;
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "email": "ada.byron@example.com",
                     *       "first_name": "Ada",
                     *       "last_name": "Byron",
                     *       "phone": "6175550100",
                     *       "role": "Hunter",
                     *       "business_id": 3,
                     *       "business_role": "owner",
                     *       "organization_ids": [
                     *         3
                     *       ],
                     *       "referral_payment_method_id": 3,
                     *       "email_confirmed": true,
                     *       "permissions": {
                     *         "can": {}
                     *       }
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Done."
                     *     }
                     */
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /**
                     * @example {
                     *       "message": "Done."
                     *     }
                     */
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "email": "ada.byron@example.com",
                     *       "first_name": "Ada",
                     *       "last_name": "Byron",
                     *       "phone": "6175550100",
                     *       "role": "Hunter",
                     *       "business_id": 3,
                     *       "business_role": "owner",
                     *       "organization_ids": [
                     *         3
                     *       ],
                     *       "referral_payment_method_id": 3,
                     *       "email_confirmed": true,
                     *       "permissions": {
                     *         "can": {}
                     *       }
                     *     }
                     */
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
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                /**
                 * @example {
                 *       "email": "ada.byron@example.com"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "message": "Done."
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "email": "ada.byron@example.com"
                     *     }
                     */
                    "application/json": {
                        id: number;
                        email: string;
                    };
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
                /**
                 * @example {
                 *       "user": {
                 *         "password": "walk1ngdog-harbor",
                 *         "password_confirmation": "password confirmation"
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "message": "Done."
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "first_name": "Ada",
                     *       "last_name": "Byron",
                     *       "email": "ada.byron@example.com",
                     *       "phone": "6175550100",
                     *       "referral_payment_method_id": 3,
                     *       "email_confirmed": true,
                     *       "pending_email": "pending email"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "first_name": "Ada",
                 *       "last_name": "Byron",
                 *       "email": "ada.byron@example.com",
                 *       "phone": "6175550100",
                 *       "referral_payment_method_id": 9.5,
                 *       "current_password": "current password"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "first_name": "Ada",
                     *       "last_name": "Byron",
                     *       "email": "ada.byron@example.com",
                     *       "phone": "6175550100",
                     *       "referral_payment_method_id": 3,
                     *       "email_confirmed": true,
                     *       "pending_email": "pending email"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "message": "Done."
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "message": "Done."
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "message": "Done."
                     *     }
                     */
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
                /**
                 * @example {
                 *       "old_password": "old password",
                 *       "password": "walk1ngdog-harbor"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "message": "Done."
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "device": "device",
                     *         "ip": "ip",
                     *         "created_at": "2026-03-02T15:04:05.000Z",
                     *         "last_used_at": "2026-03-02T15:04:05.000Z",
                     *         "current": true
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "message": "Done."
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "message": "Done."
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "job_alerts": true,
                     *       "application_updates": true,
                     *       "referral_updates": true,
                     *       "new_applicants": true,
                     *       "new_applicants_delivery": "instant",
                     *       "saved_jobs": true
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "job_alerts": true,
                 *       "application_updates": true,
                 *       "referral_updates": true,
                 *       "new_applicants": true,
                 *       "new_applicants_delivery": "instant",
                 *       "saved_jobs": true
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "job_alerts": true,
                     *       "application_updates": true,
                     *       "referral_updates": true,
                     *       "new_applicants": true,
                     *       "new_applicants_delivery": "instant",
                     *       "saved_jobs": true
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "kind": "job_alerts",
                     *       "message": "Done."
                     *     }
                     */
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "what_search_text": "what search text",
                     *         "where_search_text": "where search text",
                     *         "radius": 3,
                     *         "filters": {
                     *           "job_type_id_eq": 3,
                     *           "job_min_salary_eq": 3,
                     *           "job_experience_level_id_eq": 3,
                     *           "job_location_type_id_eq": 3,
                     *           "job_industry_id_eq": 3,
                     *           "job_function_id_eq": 3
                     *         },
                     *         "frequency": "instant",
                     *         "active": true,
                     *         "last_sent_at": "2026-03-02T15:04:05.000Z"
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "job_alert": {
                 *         "what_search_text": "",
                 *         "where_search_text": "",
                 *         "radius": 25,
                 *         "filters": {},
                 *         "frequency": "instant",
                 *         "active": true
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "what_search_text": "what search text",
                     *       "where_search_text": "where search text",
                     *       "radius": 3,
                     *       "filters": {
                     *         "job_type_id_eq": 3,
                     *         "job_min_salary_eq": 3,
                     *         "job_experience_level_id_eq": 3,
                     *         "job_location_type_id_eq": 3,
                     *         "job_industry_id_eq": 3,
                     *         "job_function_id_eq": 3
                     *       },
                     *       "frequency": "instant",
                     *       "active": true,
                     *       "last_sent_at": "2026-03-02T15:04:05.000Z"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "job_alert": {
                 *         "what_search_text": "",
                 *         "where_search_text": "",
                 *         "radius": 25,
                 *         "filters": {},
                 *         "frequency": "instant",
                 *         "active": true
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "what_search_text": "what search text",
                     *       "where_search_text": "where search text",
                     *       "radius": 3,
                     *       "filters": {
                     *         "job_type_id_eq": 3,
                     *         "job_min_salary_eq": 3,
                     *         "job_experience_level_id_eq": 3,
                     *         "job_location_type_id_eq": 3,
                     *         "job_industry_id_eq": 3,
                     *         "job_function_id_eq": 3
                     *       },
                     *       "frequency": "instant",
                     *       "active": true,
                     *       "last_sent_at": "2026-03-02T15:04:05.000Z"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "message": "Done."
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "job_alert": {
                 *         "what_search_text": "",
                 *         "where_search_text": "",
                 *         "radius": 25,
                 *         "filters": {},
                 *         "frequency": "instant",
                 *         "active": true,
                 *         "email": "ada.byron@example.com"
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "message": "Done."
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
                    /**
                     * @example {
                     *       "message": "Done."
                     *     }
                     */
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co",
                     *         "code": "MA"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        name: string;
                        code: string;
                    }[];
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
    regionsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "region": {
                 *         "name": "Greater Boston"
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co"
                     *     }
                     */
                    "application/json": {
                        id: number;
                        name: string;
                    };
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                /**
                 * @example {
                 *       "region": {
                 *         "name": "Greater Boston"
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "full_text": "full text",
                     *         "main_text": "main text",
                     *         "secondary_text": "secondary text"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        full_text: string;
                        main_text: string;
                        secondary_text: string;
                    }[];
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": "version",
                     *       "platform_fee_percent": 9.5,
                     *       "text": "text",
                     *       "sections": [
                     *         {
                     *           "title": "Warehouse Supervisor",
                     *           "body": "body"
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "business_id": 3,
                     *       "status": "active",
                     *       "active": true,
                     *       "terms_version": "terms version",
                     *       "accepted_at": "2026-03-02T15:04:05.000Z"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "membership": {
                 *         "accept_terms": true,
                 *         "terms_version": "terms version"
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "business_id": 3,
                     *       "status": "active",
                     *       "active": true,
                     *       "terms_version": "terms version",
                     *       "accepted_at": "2026-03-02T15:04:05.000Z"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "email": "ada.byron@example.com",
                     *         "name": "Harbor Freight Co",
                     *         "role": "owner",
                     *         "status": "active"
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "member": {
                 *         "email": "ada.byron@example.com",
                 *         "role": "owner"
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "email": "ada.byron@example.com",
                     *       "name": "Harbor Freight Co",
                     *       "role": "owner",
                     *       "status": "active"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "member": {
                 *         "role": "owner"
                 *       }
                 *     }
                 */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "message": "Done."
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "job_id": 3,
                     *         "job_title": "job title",
                     *         "action": "posted",
                     *         "actor": {
                     *           "id": 3,
                     *           "name": "Harbor Freight Co",
                     *           "email": "ada.byron@example.com"
                     *         },
                     *         "created_at": "2026-03-02T15:04:05.000Z"
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "email": "ada.byron@example.com",
                     *       "role": "owner",
                     *       "business_name": "Harbor Freight Co",
                     *       "invited_by": "invited by",
                     *       "expires_at": "2026-03-02T15:04:05.000Z"
                     *     }
                     */
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
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
    teamAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "token"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "email": "ada.byron@example.com",
                     *       "name": "Harbor Freight Co",
                     *       "role": "owner",
                     *       "status": "active",
                     *       "business_id": 3,
                     *       "business_name": "Harbor Freight Co"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co",
                     *         "scopes": [
                     *           "jobs:read"
                     *         ],
                     *         "created_at": "2026-03-02T15:04:05.000Z",
                     *         "last_used_at": "2026-03-02T15:04:05.000Z"
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "api_key": {
                 *         "name": "Harbor Freight Co",
                 *         "scopes": [
                 *           "jobs:read"
                 *         ]
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "scopes": [
                     *         "jobs:read"
                     *       ],
                     *       "token": "token",
                     *       "created_at": "2026-03-02T15:04:05.000Z"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "sign_up_type": "all",
                     *       "message": "Done."
                     *     }
                     */
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        sign_up_type: "all" | "candidate" | "employer";
                        message: string | null;
                    };
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co",
                     *         "key": "spring-fair",
                     *         "message": "Done.",
                     *         "sign_up_type": "all",
                     *         "view_count": 3,
                     *         "sign_up_count": 3,
                     *         "event_count": 3,
                     *         "attributed_count": 3
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "name": "Harbor Freight Co",
                 *       "key": "spring-fair",
                 *       "message": "Done.",
                 *       "sign_up_type": "sign up type"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "key": "spring-fair",
                     *       "message": "Done.",
                     *       "sign_up_type": "all",
                     *       "view_count": 3,
                     *       "sign_up_count": 3,
                     *       "event_count": 3,
                     *       "attributed_count": 3,
                     *       "funnel": {
                     *         "views": 3,
                     *         "sign_ups": 3,
                     *         "attributed": 3,
                     *         "applied": 3,
                     *         "posted_job": 3,
                     *         "hired": 3
                     *       }
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "key": "spring-fair",
                     *       "message": "Done.",
                     *       "sign_up_type": "all",
                     *       "view_count": 3,
                     *       "sign_up_count": 3,
                     *       "event_count": 3,
                     *       "attributed_count": 3,
                     *       "funnel": {
                     *         "views": 3,
                     *         "sign_ups": 3,
                     *         "attributed": 3,
                     *         "applied": 3,
                     *         "posted_job": 3,
                     *         "hired": 3
                     *       }
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "name": "Harbor Freight Co",
                 *       "key": "spring-fair",
                 *       "message": "Done.",
                 *       "sign_up_type": "sign up type"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "key": "spring-fair",
                     *       "message": "Done.",
                     *       "sign_up_type": "all",
                     *       "view_count": 3,
                     *       "sign_up_count": 3,
                     *       "event_count": 3,
                     *       "attributed_count": 3,
                     *       "funnel": {
                     *         "views": 3,
                     *         "sign_ups": 3,
                     *         "attributed": 3,
                     *         "applied": 3,
                     *         "posted_job": 3,
                     *         "hired": 3
                     *       }
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "type": "AffiliateLinkEvent::View",
                     *         "signature": "signature",
                     *         "user": {
                     *           "id": 3,
                     *           "email": "ada.byron@example.com"
                     *         },
                     *         "created_at": "2026-03-02T15:04:05.000Z",
                     *         "attributed": true
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co",
                     *         "url": "https://example.com/",
                     *         "icon": "icon",
                     *         "description": "Lead a team of eight on the day shift.",
                     *         "approved": true,
                     *         "active": true,
                     *         "address": {
                     *           "address_one": "1 Harbor Street",
                     *           "address_two": "Suite 4",
                     *           "city": "Boston",
                     *           "zip": "02110",
                     *           "state": {
                     *             "id": 3,
                     *             "name": "Massachusetts",
                     *             "code": "MA"
                     *           },
                     *           "state_code": "state code"
                     *         },
                     *         "contact_email": "contact email"
                     *       }
                     *     ]
                     */
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
                        contact_email?: string | null;
                    }[];
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    "reward_source[contact_email]"?: string;
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
                /**
                 * @example {
                 *       "reward_source": {
                 *         "name": "Harbor Books",
                 *         "url": "https://example.com/",
                 *         "description": "Lead a team of eight on the day shift.",
                 *         "contact_email": "contact email",
                 *         "approved": true,
                 *         "active": true,
                 *         "address_attributes": {
                 *           "address_one": "1 Harbor Street",
                 *           "address_two": "Suite 4",
                 *           "city": "Boston",
                 *           "state_id": "3",
                 *           "zip": "02110"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    reward_source?: {
                        name?: string;
                        url?: string;
                        description?: string;
                        contact_email?: string;
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "url": "https://example.com/",
                     *       "icon": "icon",
                     *       "description": "Lead a team of eight on the day shift.",
                     *       "approved": true,
                     *       "active": true,
                     *       "address": {
                     *         "address_one": "1 Harbor Street",
                     *         "address_two": "Suite 4",
                     *         "city": "Boston",
                     *         "zip": "02110",
                     *         "state": {
                     *           "id": 3,
                     *           "name": "Massachusetts",
                     *           "code": "MA"
                     *         },
                     *         "state_code": "state code"
                     *       },
                     *       "contact_email": "contact email"
                     *     }
                     */
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
                        contact_email?: string | null;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "url": "https://example.com/",
                     *       "icon": "icon",
                     *       "description": "Lead a team of eight on the day shift.",
                     *       "approved": true,
                     *       "active": true,
                     *       "address": {
                     *         "address_one": "1 Harbor Street",
                     *         "address_two": "Suite 4",
                     *         "city": "Boston",
                     *         "zip": "02110",
                     *         "state": {
                     *           "id": 3,
                     *           "name": "Massachusetts",
                     *           "code": "MA"
                     *         },
                     *         "state_code": "state code"
                     *       },
                     *       "contact_email": "contact email"
                     *     }
                     */
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
                        contact_email?: string | null;
                    };
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    "reward_source[contact_email]"?: string;
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
                /**
                 * @example {
                 *       "reward_source": {
                 *         "name": "Harbor Books",
                 *         "url": "https://example.com/",
                 *         "description": "Lead a team of eight on the day shift.",
                 *         "contact_email": "contact email",
                 *         "approved": true,
                 *         "active": true,
                 *         "address_attributes": {
                 *           "address_one": "1 Harbor Street",
                 *           "address_two": "Suite 4",
                 *           "city": "Boston",
                 *           "state_id": "3",
                 *           "zip": "02110"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    reward_source?: {
                        name?: string;
                        url?: string;
                        description?: string;
                        contact_email?: string;
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "url": "https://example.com/",
                     *       "icon": "icon",
                     *       "description": "Lead a team of eight on the day shift.",
                     *       "approved": true,
                     *       "active": true,
                     *       "address": {
                     *         "address_one": "1 Harbor Street",
                     *         "address_two": "Suite 4",
                     *         "city": "Boston",
                     *         "zip": "02110",
                     *         "state": {
                     *           "id": 3,
                     *           "name": "Massachusetts",
                     *           "code": "MA"
                     *         },
                     *         "state_code": "state code"
                     *       },
                     *       "contact_email": "contact email"
                     *     }
                     */
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
                        contact_email?: string | null;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description The search text as corrected (URI-encoded), when misspelt words were corrected */
                    "showing-results-for"?: string;
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "title": "Warehouse Supervisor",
                     *         "description": "Lead a team of eight on the day shift.",
                     *         "posted_at": "2026-03-02T15:04:05.000Z",
                     *         "business": {
                     *           "id": 3,
                     *           "name": "Harbor Freight Co",
                     *           "logo": "https://jobs.example.com/api/v1/files/12"
                     *         },
                     *         "job_type": {
                     *           "id": 3,
                     *           "name": "Full-time"
                     *         },
                     *         "job_experience_level": {
                     *           "id": 3,
                     *           "name": "Mid level"
                     *         },
                     *         "job_industry": {
                     *           "id": 3,
                     *           "name": "Transportation and logistics"
                     *         },
                     *         "job_function": {
                     *           "id": 3,
                     *           "name": "Operations"
                     *         },
                     *         "job_location_type": {
                     *           "id": 3,
                     *           "name": "On-site"
                     *         },
                     *         "address": {
                     *           "city": "Boston",
                     *           "state": {
                     *             "name": "Massachusetts",
                     *             "code": "MA"
                     *           }
                     *         },
                     *         "minimum_salary": 18,
                     *         "maximum_salary": 24,
                     *         "salary_rate": "per_hour",
                     *         "benefits": [
                     *           {
                     *             "name": "Health insurance",
                     *             "position": 3
                     *           }
                     *         ],
                     *         "reward": {
                     *           "type": "Reward::Cash",
                     *           "amount": 500,
                     *           "estimated_value": 500,
                     *           "url": "https://example.com/",
                     *           "description": "Lead a team of eight on the day shift.",
                     *           "reward_source": {
                     *             "id": 3,
                     *             "name": "Harbor Books"
                     *           },
                     *           "employer_business_name": "employer business name"
                     *         },
                     *         "use_mw_apply": true,
                     *         "ats_link": "https://careers.example.com/jobs/123",
                     *         "applications_paused": true,
                     *         "require_resume": true,
                     *         "require_cover_letter": true
                     *       }
                     *     ]
                     */
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
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "text": "text",
                     *         "kind": "title",
                     *         "jobs": 3
                     *       }
                     *     ]
                     */
                    "application/json": {
                        text: string;
                        /** @enum {string} */
                        kind: "title" | "word";
                        jobs: number;
                    }[];
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "title": "Warehouse Supervisor",
                     *       "description": "Lead a team of eight on the day shift.",
                     *       "posted_at": "2026-03-02T15:04:05.000Z",
                     *       "business": {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co",
                     *         "logo": "https://jobs.example.com/api/v1/files/12"
                     *       },
                     *       "job_type": {
                     *         "id": 3,
                     *         "name": "Full-time"
                     *       },
                     *       "job_experience_level": {
                     *         "id": 3,
                     *         "name": "Mid level"
                     *       },
                     *       "job_industry": {
                     *         "id": 3,
                     *         "name": "Transportation and logistics"
                     *       },
                     *       "job_function": {
                     *         "id": 3,
                     *         "name": "Operations"
                     *       },
                     *       "job_location_type": {
                     *         "id": 3,
                     *         "name": "On-site"
                     *       },
                     *       "address": {
                     *         "city": "Boston",
                     *         "state": {
                     *           "name": "Massachusetts",
                     *           "code": "MA"
                     *         }
                     *       },
                     *       "minimum_salary": 18,
                     *       "maximum_salary": 24,
                     *       "salary_rate": "per_hour",
                     *       "benefits": [
                     *         {
                     *           "name": "Health insurance",
                     *           "position": 3
                     *         }
                     *       ],
                     *       "reward": {
                     *         "type": "Reward::Cash",
                     *         "amount": 500,
                     *         "estimated_value": 500,
                     *         "url": "https://example.com/",
                     *         "description": "Lead a team of eight on the day shift.",
                     *         "reward_source": {
                     *           "id": 3,
                     *           "name": "Harbor Books"
                     *         },
                     *         "employer_business_name": "employer business name"
                     *       },
                     *       "use_mw_apply": true,
                     *       "ats_link": "https://careers.example.com/jobs/123",
                     *       "applications_paused": true,
                     *       "require_resume": true,
                     *       "require_cover_letter": true,
                     *       "screening_questions": [
                     *         {
                     *           "id": 3,
                     *           "prompt": "Can you lift 50 pounds?",
                     *           "kind": "yes_no",
                     *           "choices": [
                     *             "Yes"
                     *           ],
                     *           "required": true
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /**
                     * @example {
                     *       "result": true
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "application": {
                 *         "first_name": "Ada",
                 *         "last_name": "Byron",
                 *         "email": "ada.byron@example.com",
                 *         "phone": "6175550100",
                 *         "comments": "I ran the night shift at a distribution centre for three years.",
                 *         "answers": {}
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "job_id": 3,
                     *       "external": true,
                     *       "first_name": "Ada",
                     *       "last_name": "Byron",
                     *       "email": "ada.byron@example.com",
                     *       "phone": "6175550100",
                     *       "comments": "I ran the night shift at a distribution centre for three years.",
                     *       "resume_url": "resume url",
                     *       "resume_filename": "resume filename",
                     *       "cover_letter_url": "cover letter url",
                     *       "cover_letter_filename": "cover letter filename",
                     *       "status": "received",
                     *       "created_at": "2026-03-02T15:04:05.000Z"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "job_id": 3,
                     *         "job_title": "job title",
                     *         "job_active": true,
                     *         "first_name": "Ada",
                     *         "last_name": "Byron",
                     *         "email": "ada.byron@example.com",
                     *         "phone": "6175550100",
                     *         "created_at": "2026-03-02T15:04:05.000Z",
                     *         "applications_count": 3,
                     *         "status": "received",
                     *         "external": true,
                     *         "resume_url": "resume url",
                     *         "resume_filename": "resume filename",
                     *         "cover_letter_url": "cover letter url",
                     *         "cover_letter_filename": "cover letter filename"
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "job_id": 3,
                     *         "applied_at": "2026-03-02T15:04:05.000Z"
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "first_name": "Ada",
                     *       "last_name": "Byron",
                     *       "email": "ada.byron@example.com",
                     *       "phone": "6175550100",
                     *       "resume_url": "resume url",
                     *       "resume_filename": "resume filename",
                     *       "cover_letter_url": "cover letter url",
                     *       "cover_letter_filename": "cover letter filename"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "default_application": {
                 *         "first_name": "Ada",
                 *         "last_name": "Byron",
                 *         "email": "ada.byron@example.com",
                 *         "phone": "6175550100"
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "first_name": "Ada",
                     *       "last_name": "Byron",
                     *       "email": "ada.byron@example.com",
                     *       "phone": "6175550100",
                     *       "resume_url": "resume url",
                     *       "resume_filename": "resume filename",
                     *       "cover_letter_url": "cover letter url",
                     *       "cover_letter_filename": "cover letter filename"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "default_application": {
                 *         "first_name": "Ada",
                 *         "last_name": "Byron",
                 *         "email": "ada.byron@example.com",
                 *         "phone": "6175550100"
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "first_name": "Ada",
                     *       "last_name": "Byron",
                     *       "email": "ada.byron@example.com",
                     *       "phone": "6175550100",
                     *       "resume_url": "resume url",
                     *       "resume_filename": "resume filename",
                     *       "cover_letter_url": "cover letter url",
                     *       "cover_letter_filename": "cover letter filename"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "job_id": 3,
                     *         "saved_at": "2026-03-02T15:04:05.000Z",
                     *         "job": {
                     *           "id": 3,
                     *           "title": "Warehouse Supervisor",
                     *           "description": "Lead a team of eight on the day shift.",
                     *           "posted_at": "2026-03-02T15:04:05.000Z",
                     *           "business": {
                     *             "id": 3,
                     *             "name": "Harbor Freight Co",
                     *             "logo": "https://jobs.example.com/api/v1/files/12"
                     *           },
                     *           "job_type": {
                     *             "id": 3,
                     *             "name": "Full-time"
                     *           },
                     *           "job_experience_level": {
                     *             "id": 3,
                     *             "name": "Mid level"
                     *           },
                     *           "job_industry": {
                     *             "id": 3,
                     *             "name": "Transportation and logistics"
                     *           },
                     *           "job_function": {
                     *             "id": 3,
                     *             "name": "Operations"
                     *           },
                     *           "job_location_type": {
                     *             "id": 3,
                     *             "name": "On-site"
                     *           },
                     *           "address": {
                     *             "city": "Boston",
                     *             "state": {
                     *               "name": "Massachusetts",
                     *               "code": "MA"
                     *             }
                     *           },
                     *           "minimum_salary": 18,
                     *           "maximum_salary": 24,
                     *           "salary_rate": "per_hour",
                     *           "benefits": [
                     *             {
                     *               "name": "Health insurance",
                     *               "position": 3
                     *             }
                     *           ],
                     *           "reward": {
                     *             "type": "Reward::Cash",
                     *             "amount": 500,
                     *             "estimated_value": 500,
                     *             "url": "https://example.com/",
                     *             "description": "Lead a team of eight on the day shift.",
                     *             "reward_source": {
                     *               "id": 3,
                     *               "name": "Harbor Books"
                     *             },
                     *             "employer_business_name": "employer business name"
                     *           },
                     *           "use_mw_apply": true,
                     *           "ats_link": "https://careers.example.com/jobs/123",
                     *           "applications_paused": true,
                     *           "require_resume": true,
                     *           "require_cover_letter": true
                     *         },
                     *         "closed": true
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "job_id": 3,
                     *       "saved_at": "2026-03-02T15:04:05.000Z"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "share_link_key": "share link key"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "job_id": 3
                     *     }
                     */
                    "application/json": {
                        job_id: number;
                    };
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "job_id": 3,
                     *         "job_title": "job title",
                     *         "job_active": true,
                     *         "views_count": 3,
                     *         "applications_count": 3,
                     *         "share_link_key": "share link key"
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co"
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co"
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "tagline": "Moving New England since 1982",
                     *       "active": true,
                     *       "logo": "https://jobs.example.com/api/v1/files/12",
                     *       "banner": "banner",
                     *       "employer_size": {
                     *         "id": 3,
                     *         "name": "11-50 employees"
                     *       },
                     *       "region": {
                     *         "id": 3,
                     *         "name": "Greater Boston"
                     *       },
                     *       "address": {
                     *         "address_one": "1 Harbor Street",
                     *         "address_two": "Suite 4",
                     *         "city": "Boston",
                     *         "zip": "02110",
                     *         "state": {
                     *           "id": 3,
                     *           "name": "Massachusetts",
                     *           "code": "MA"
                     *         }
                     *       }
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "business": {
                 *         "name": "Harbor Freight Co",
                 *         "tagline": "Moving New England since 1982",
                 *         "employer_size_id": "3",
                 *         "region_id": "3",
                 *         "address_attributes": {
                 *           "address_one": "1 Harbor Street",
                 *           "address_two": "Suite 4",
                 *           "city": "Boston",
                 *           "state_id": "3",
                 *           "zip": "02110"
                 *         }
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "tagline": "Moving New England since 1982",
                     *       "active": true,
                     *       "logo": "https://jobs.example.com/api/v1/files/12",
                     *       "banner": "banner",
                     *       "employer_size": {
                     *         "id": 3,
                     *         "name": "11-50 employees"
                     *       },
                     *       "region": {
                     *         "id": 3,
                     *         "name": "Greater Boston"
                     *       },
                     *       "address": {
                     *         "address_one": "1 Harbor Street",
                     *         "address_two": "Suite 4",
                     *         "city": "Boston",
                     *         "zip": "02110",
                     *         "state": {
                     *           "id": 3,
                     *           "name": "Massachusetts",
                     *           "code": "MA"
                     *         }
                     *       }
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "tagline": "Moving New England since 1982",
                     *       "logo": "https://jobs.example.com/api/v1/files/12",
                     *       "banner": "banner",
                     *       "employer_size": {
                     *         "name": "11-50 employees"
                     *       },
                     *       "address": {
                     *         "city": "Boston",
                     *         "state": {
                     *           "code": "MA"
                     *         }
                     *       }
                     *     }
                     */
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
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "title": "Warehouse Supervisor",
                     *       "description": "Lead a team of eight on the day shift.",
                     *       "posted_at": "2026-03-02T15:04:05.000Z",
                     *       "business": {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co",
                     *         "logo": "https://jobs.example.com/api/v1/files/12"
                     *       },
                     *       "job_type": {
                     *         "id": 3,
                     *         "name": "Full-time"
                     *       },
                     *       "job_experience_level": {
                     *         "id": 3,
                     *         "name": "Mid level"
                     *       },
                     *       "job_industry": {
                     *         "id": 3,
                     *         "name": "Transportation and logistics"
                     *       },
                     *       "job_function": {
                     *         "id": 3,
                     *         "name": "Operations"
                     *       },
                     *       "job_location_type": {
                     *         "id": 3,
                     *         "name": "On-site"
                     *       },
                     *       "address": {
                     *         "address_one": "1 Harbor Street",
                     *         "address_two": "Suite 4",
                     *         "city": "Boston",
                     *         "zip": "02110",
                     *         "state": {
                     *           "id": 3,
                     *           "name": "Massachusetts",
                     *           "code": "MA"
                     *         }
                     *       },
                     *       "minimum_salary": 18,
                     *       "maximum_salary": 24,
                     *       "salary_rate": "per_hour",
                     *       "benefits": [
                     *         {
                     *           "name": "Health insurance",
                     *           "position": 3
                     *         }
                     *       ],
                     *       "reward": {
                     *         "type": "Reward::Cash",
                     *         "amount": 500,
                     *         "estimated_value": 500,
                     *         "url": "https://example.com/",
                     *         "description": "Lead a team of eight on the day shift.",
                     *         "reward_source": {
                     *           "id": 3,
                     *           "name": "Harbor Books"
                     *         },
                     *         "employer_business_name": "employer business name",
                     *         "code": "MA"
                     *       },
                     *       "use_mw_apply": true,
                     *       "ats_link": "https://careers.example.com/jobs/123",
                     *       "applications_paused": true,
                     *       "require_resume": true,
                     *       "require_cover_letter": true,
                     *       "active": true,
                     *       "expires_at": "2026-03-02T15:04:05.000Z",
                     *       "closed_at": "2026-03-02T15:04:05.000Z",
                     *       "screening_questions": [
                     *         {
                     *           "id": 3,
                     *           "prompt": "Can you lift 50 pounds?",
                     *           "kind": "yes_no",
                     *           "choices": [
                     *             "Yes"
                     *           ],
                     *           "required": true,
                     *           "disqualifying_answer": "disqualifying answer"
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "job": {
                 *         "title": "Warehouse Supervisor",
                 *         "description": "Lead a team of eight on the day shift.",
                 *         "job_type_id": 3,
                 *         "job_experience_level_id": 3,
                 *         "job_industry_id": 3,
                 *         "job_function_id": 3,
                 *         "job_location_type_id": 3,
                 *         "address_attributes": {
                 *           "address_one": "1 Harbor Street",
                 *           "address_two": "Suite 4",
                 *           "city": "Boston",
                 *           "state_id": 3,
                 *           "zip": "02110"
                 *         },
                 *         "minimum_salary": 18,
                 *         "maximum_salary": 24,
                 *         "salary_rate": "per_hour",
                 *         "benefits_attributes": [
                 *           {
                 *             "name": "Health insurance",
                 *             "position": 3
                 *           }
                 *         ],
                 *         "reward_attributes": {
                 *           "type": "Reward::Cash",
                 *           "amount": 500,
                 *           "reward_source_id": 3,
                 *           "description": "Lead a team of eight on the day shift.",
                 *           "url": "https://example.com/",
                 *           "code": "MA"
                 *         },
                 *         "use_mw_apply": true,
                 *         "ats_link": "https://careers.example.com/jobs/123",
                 *         "applications_paused": true,
                 *         "require_resume": true,
                 *         "require_cover_letter": true,
                 *         "screening_questions": [
                 *           {
                 *             "id": 3,
                 *             "prompt": "Can you lift 50 pounds?",
                 *             "kind": "yes_no",
                 *             "choices": [
                 *               "Yes"
                 *             ],
                 *             "required": true,
                 *             "disqualifying_answer": "disqualifying answer"
                 *           }
                 *         ],
                 *         "expires_at": "2026-03-02T15:04:05.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    job: {
                        title: string | null;
                        description: string | null;
                        job_type_id: number | null;
                        job_experience_level_id?: number | null;
                        job_industry_id?: number | null;
                        job_function_id?: number | null;
                        job_location_type_id: number | null;
                        address_attributes?: {
                            address_one?: string | null;
                            address_two?: string | null;
                            city?: string | null;
                            state_id?: number | null;
                            zip?: string | null;
                        } | null;
                        minimum_salary: number | null;
                        maximum_salary: number | null;
                        /** @enum {string|null} */
                        salary_rate: "per_hour" | "per_day" | "per_week" | "per_month" | "per_year" | null;
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
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "title": "Warehouse Supervisor",
                     *       "description": "Lead a team of eight on the day shift.",
                     *       "posted_at": "2026-03-02T15:04:05.000Z",
                     *       "business": {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co",
                     *         "logo": "https://jobs.example.com/api/v1/files/12"
                     *       },
                     *       "job_type": {
                     *         "id": 3,
                     *         "name": "Full-time"
                     *       },
                     *       "job_experience_level": {
                     *         "id": 3,
                     *         "name": "Mid level"
                     *       },
                     *       "job_industry": {
                     *         "id": 3,
                     *         "name": "Transportation and logistics"
                     *       },
                     *       "job_function": {
                     *         "id": 3,
                     *         "name": "Operations"
                     *       },
                     *       "job_location_type": {
                     *         "id": 3,
                     *         "name": "On-site"
                     *       },
                     *       "address": {
                     *         "address_one": "1 Harbor Street",
                     *         "address_two": "Suite 4",
                     *         "city": "Boston",
                     *         "zip": "02110",
                     *         "state": {
                     *           "id": 3,
                     *           "name": "Massachusetts",
                     *           "code": "MA"
                     *         }
                     *       },
                     *       "minimum_salary": 18,
                     *       "maximum_salary": 24,
                     *       "salary_rate": "per_hour",
                     *       "benefits": [
                     *         {
                     *           "name": "Health insurance",
                     *           "position": 3
                     *         }
                     *       ],
                     *       "reward": {
                     *         "type": "Reward::Cash",
                     *         "amount": 500,
                     *         "estimated_value": 500,
                     *         "url": "https://example.com/",
                     *         "description": "Lead a team of eight on the day shift.",
                     *         "reward_source": {
                     *           "id": 3,
                     *           "name": "Harbor Books"
                     *         },
                     *         "employer_business_name": "employer business name",
                     *         "code": "MA"
                     *       },
                     *       "use_mw_apply": true,
                     *       "ats_link": "https://careers.example.com/jobs/123",
                     *       "applications_paused": true,
                     *       "require_resume": true,
                     *       "require_cover_letter": true,
                     *       "active": true,
                     *       "expires_at": "2026-03-02T15:04:05.000Z",
                     *       "closed_at": "2026-03-02T15:04:05.000Z",
                     *       "screening_questions": [
                     *         {
                     *           "id": 3,
                     *           "prompt": "Can you lift 50 pounds?",
                     *           "kind": "yes_no",
                     *           "choices": [
                     *             "Yes"
                     *           ],
                     *           "required": true,
                     *           "disqualifying_answer": "disqualifying answer"
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "title": "Warehouse Supervisor",
                     *         "status": "live",
                     *         "applications_paused": true,
                     *         "posted_at": "2026-03-02T15:04:05.000Z",
                     *         "expires_at": "2026-03-02T15:04:05.000Z",
                     *         "closed_at": "2026-03-02T15:04:05.000Z",
                     *         "views_count": 3,
                     *         "share_views_count": 3,
                     *         "applications_count": 3,
                     *         "referred_applications_count": 3,
                     *         "hires_count": 3,
                     *         "charge": {
                     *           "amount": 500,
                     *           "status": "not_sent"
                     *         },
                     *         "source": "greenhouse"
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "job": {
                 *         "title": "Warehouse Supervisor",
                 *         "description": "<p>Lead a team of eight on the day shift.</p>",
                 *         "job_type_id": 1,
                 *         "job_location_type_id": 1,
                 *         "address_attributes": {
                 *           "city": "Boston",
                 *           "state_id": 22,
                 *           "zip": "02110"
                 *         },
                 *         "minimum_salary": 24,
                 *         "maximum_salary": 28,
                 *         "salary_rate": "per_hour",
                 *         "benefits_attributes": [
                 *           {
                 *             "name": "Health insurance"
                 *           }
                 *         ],
                 *         "reward_attributes": {
                 *           "type": "Reward::Cash",
                 *           "amount": 500
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    job: {
                        title: string | null;
                        description: string | null;
                        job_type_id: number | null;
                        job_experience_level_id?: number | null;
                        job_industry_id?: number | null;
                        job_function_id?: number | null;
                        job_location_type_id: number | null;
                        address_attributes?: {
                            address_one?: string | null;
                            address_two?: string | null;
                            city?: string | null;
                            state_id?: number | null;
                            zip?: string | null;
                        } | null;
                        minimum_salary: number | null;
                        maximum_salary: number | null;
                        /** @enum {string|null} */
                        salary_rate: "per_hour" | "per_day" | "per_week" | "per_month" | "per_year" | null;
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
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "title": "Warehouse Supervisor",
                     *       "description": "Lead a team of eight on the day shift.",
                     *       "posted_at": "2026-03-02T15:04:05.000Z",
                     *       "business": {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co",
                     *         "logo": "https://jobs.example.com/api/v1/files/12"
                     *       },
                     *       "job_type": {
                     *         "id": 3,
                     *         "name": "Full-time"
                     *       },
                     *       "job_experience_level": {
                     *         "id": 3,
                     *         "name": "Mid level"
                     *       },
                     *       "job_industry": {
                     *         "id": 3,
                     *         "name": "Transportation and logistics"
                     *       },
                     *       "job_function": {
                     *         "id": 3,
                     *         "name": "Operations"
                     *       },
                     *       "job_location_type": {
                     *         "id": 3,
                     *         "name": "On-site"
                     *       },
                     *       "address": {
                     *         "address_one": "1 Harbor Street",
                     *         "address_two": "Suite 4",
                     *         "city": "Boston",
                     *         "zip": "02110",
                     *         "state": {
                     *           "id": 3,
                     *           "name": "Massachusetts",
                     *           "code": "MA"
                     *         }
                     *       },
                     *       "minimum_salary": 18,
                     *       "maximum_salary": 24,
                     *       "salary_rate": "per_hour",
                     *       "benefits": [
                     *         {
                     *           "name": "Health insurance",
                     *           "position": 3
                     *         }
                     *       ],
                     *       "reward": {
                     *         "type": "Reward::Cash",
                     *         "amount": 500,
                     *         "estimated_value": 500,
                     *         "url": "https://example.com/",
                     *         "description": "Lead a team of eight on the day shift.",
                     *         "reward_source": {
                     *           "id": 3,
                     *           "name": "Harbor Books"
                     *         },
                     *         "employer_business_name": "employer business name",
                     *         "code": "MA"
                     *       },
                     *       "use_mw_apply": true,
                     *       "ats_link": "https://careers.example.com/jobs/123",
                     *       "applications_paused": true,
                     *       "require_resume": true,
                     *       "require_cover_letter": true,
                     *       "active": true,
                     *       "expires_at": "2026-03-02T15:04:05.000Z",
                     *       "closed_at": "2026-03-02T15:04:05.000Z",
                     *       "screening_questions": [
                     *         {
                     *           "id": 3,
                     *           "prompt": "Can you lift 50 pounds?",
                     *           "kind": "yes_no",
                     *           "choices": [
                     *             "Yes"
                     *           ],
                     *           "required": true,
                     *           "disqualifying_answer": "disqualifying answer"
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "message": "Done.",
                     *       "expires_at": "2026-03-02T15:04:05.000Z"
                     *     }
                     */
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "kind": "greenhouse",
                     *         "board": "board",
                     *         "status": "ok",
                     *         "last_synced_at": "2026-03-02T15:04:05.000Z",
                     *         "last_error": "last error",
                     *         "jobs_count": 3,
                     *         "default_reward": {
                     *           "type": "Reward::Cash",
                     *           "amount": 500,
                     *           "reward_source_id": 3,
                     *           "description": "Lead a team of eight on the day shift.",
                     *           "url": "https://example.com/",
                     *           "code": "MA"
                     *         }
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "job_source": {
                 *         "kind": "greenhouse",
                 *         "board": "board",
                 *         "default_reward": {
                 *           "type": "Reward::Cash",
                 *           "amount": 500,
                 *           "reward_source_id": 3,
                 *           "description": "Lead a team of eight on the day shift.",
                 *           "url": "https://example.com/",
                 *           "code": "MA"
                 *         }
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "kind": "greenhouse",
                     *       "board": "board",
                     *       "status": "ok",
                     *       "last_synced_at": "2026-03-02T15:04:05.000Z",
                     *       "last_error": "last error",
                     *       "jobs_count": 3,
                     *       "default_reward": {
                     *         "type": "Reward::Cash",
                     *         "amount": 500,
                     *         "reward_source_id": 3,
                     *         "description": "Lead a team of eight on the day shift.",
                     *         "url": "https://example.com/",
                     *         "code": "MA"
                     *       }
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "job_source": {
                 *         "default_reward": {
                 *           "type": "Reward::Cash",
                 *           "amount": 500,
                 *           "reward_source_id": 3,
                 *           "description": "Lead a team of eight on the day shift.",
                 *           "url": "https://example.com/",
                 *           "code": "MA"
                 *         },
                 *         "paused": true
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "kind": "greenhouse",
                     *       "board": "board",
                     *       "status": "ok",
                     *       "last_synced_at": "2026-03-02T15:04:05.000Z",
                     *       "last_error": "last error",
                     *       "jobs_count": 3,
                     *       "default_reward": {
                     *         "type": "Reward::Cash",
                     *         "amount": 500,
                     *         "reward_source_id": 3,
                     *         "description": "Lead a team of eight on the day shift.",
                     *         "url": "https://example.com/",
                     *         "code": "MA"
                     *       }
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "message": "Done."
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "kind": "greenhouse",
                     *         "board": "board",
                     *         "status": "ok",
                     *         "last_synced_at": "2026-03-02T15:04:05.000Z",
                     *         "last_error": "last error",
                     *         "jobs_count": 3,
                     *         "default_reward": {
                     *           "type": "Reward::Cash",
                     *           "amount": 500,
                     *           "reward_source_id": 3,
                     *           "description": "Lead a team of eight on the day shift.",
                     *           "url": "https://example.com/",
                     *           "code": "MA"
                     *         },
                     *         "business": {
                     *           "id": 3,
                     *           "name": "Harbor Freight Co"
                     *         }
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
    webhooksList: {
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "url": "https://example.com/",
                     *         "events": [
                     *           "application.created"
                     *         ],
                     *         "status": "active",
                     *         "paused_at": "2026-03-02T15:04:05.000Z",
                     *         "last_success_at": "2026-03-02T15:04:05.000Z",
                     *         "created_at": "2026-03-02T15:04:05.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        url: string;
                        events: ("application.created" | "job.created" | "job.closed" | "hire.confirmed")[];
                        /** @enum {string} */
                        status: "active" | "disabled" | "paused";
                        paused_at: string | null;
                        last_success_at: string | null;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
    webhooksCreate: {
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
                /**
                 * @example {
                 *       "webhook": {
                 *         "url": "https://example.com/",
                 *         "events": [
                 *           "application.created"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": {
                    webhook: {
                        url: string;
                        events: ("application.created" | "job.created" | "job.closed" | "hire.confirmed")[];
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "url": "https://example.com/",
                     *       "events": [
                     *         "application.created"
                     *       ],
                     *       "status": "active",
                     *       "paused_at": "2026-03-02T15:04:05.000Z",
                     *       "last_success_at": "2026-03-02T15:04:05.000Z",
                     *       "created_at": "2026-03-02T15:04:05.000Z",
                     *       "secret": "secret"
                     *     }
                     */
                    "application/json": {
                        id: number;
                        url: string;
                        events: ("application.created" | "job.created" | "job.closed" | "hire.confirmed")[];
                        /** @enum {string} */
                        status: "active" | "disabled" | "paused";
                        paused_at: string | null;
                        last_success_at: string | null;
                        created_at: string;
                        secret: string;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
    webhooksUpdate: {
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
                /**
                 * @example {
                 *       "webhook": {
                 *         "url": "https://example.com/",
                 *         "events": [
                 *           "application.created"
                 *         ],
                 *         "enabled": true
                 *       }
                 *     }
                 */
                "application/json": {
                    webhook: {
                        url?: string;
                        events?: ("application.created" | "job.created" | "job.closed" | "hire.confirmed")[];
                        enabled?: boolean;
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "url": "https://example.com/",
                     *       "events": [
                     *         "application.created"
                     *       ],
                     *       "status": "active",
                     *       "paused_at": "2026-03-02T15:04:05.000Z",
                     *       "last_success_at": "2026-03-02T15:04:05.000Z",
                     *       "created_at": "2026-03-02T15:04:05.000Z"
                     *     }
                     */
                    "application/json": {
                        id: number;
                        url: string;
                        events: ("application.created" | "job.created" | "job.closed" | "hire.confirmed")[];
                        /** @enum {string} */
                        status: "active" | "disabled" | "paused";
                        paused_at: string | null;
                        last_success_at: string | null;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
    webhooksRemove: {
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
    webhooksDeliveries: {
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "event_id": "3",
                     *         "event_type": "application.created",
                     *         "status": "pending",
                     *         "attempts": 3,
                     *         "status_code": 3,
                     *         "response_time_ms": 3,
                     *         "error": "error",
                     *         "next_attempt_at": "2026-03-02T15:04:05.000Z",
                     *         "created_at": "2026-03-02T15:04:05.000Z",
                     *         "updated_at": "2026-03-02T15:04:05.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        event_id: string;
                        event_type: ("application.created" | "job.created" | "job.closed" | "hire.confirmed") | "webhook.test";
                        /** @enum {string} */
                        status: "pending" | "delivered" | "failed";
                        attempts: number;
                        status_code: number | null;
                        response_time_ms: number | null;
                        error: string | null;
                        next_attempt_at: string | null;
                        created_at: string;
                        updated_at: string;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
    webhooksReplay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: number;
                id: number;
                delivery_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "event_id": "3",
                     *       "event_type": "application.created",
                     *       "status": "pending",
                     *       "attempts": 3,
                     *       "status_code": 3,
                     *       "response_time_ms": 3,
                     *       "error": "error",
                     *       "next_attempt_at": "2026-03-02T15:04:05.000Z",
                     *       "created_at": "2026-03-02T15:04:05.000Z",
                     *       "updated_at": "2026-03-02T15:04:05.000Z"
                     *     }
                     */
                    "application/json": {
                        id: number;
                        event_id: string;
                        event_type: ("application.created" | "job.created" | "job.closed" | "hire.confirmed") | "webhook.test";
                        /** @enum {string} */
                        status: "pending" | "delivered" | "failed";
                        attempts: number;
                        status_code: number | null;
                        response_time_ms: number | null;
                        error: string | null;
                        next_attempt_at: string | null;
                        created_at: string;
                        updated_at: string;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
    webhooksTest: {
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
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "event_id": "3",
                     *       "event_type": "application.created",
                     *       "status": "pending",
                     *       "attempts": 3,
                     *       "status_code": 3,
                     *       "response_time_ms": 3,
                     *       "error": "error",
                     *       "next_attempt_at": "2026-03-02T15:04:05.000Z",
                     *       "created_at": "2026-03-02T15:04:05.000Z",
                     *       "updated_at": "2026-03-02T15:04:05.000Z"
                     *     }
                     */
                    "application/json": {
                        id: number;
                        event_id: string;
                        event_type: ("application.created" | "job.created" | "job.closed" | "hire.confirmed") | "webhook.test";
                        /** @enum {string} */
                        status: "pending" | "delivered" | "failed";
                        attempts: number;
                        status_code: number | null;
                        response_time_ms: number | null;
                        error: string | null;
                        next_attempt_at: string | null;
                        created_at: string;
                        updated_at: string;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co",
                     *         "tagline": "Moving New England since 1982",
                     *         "logo": "https://jobs.example.com/api/v1/files/12"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        id: number;
                        name: string;
                        tagline: string | null;
                        logo: string | null;
                    }[];
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "tagline": "Moving New England since 1982",
                     *       "logo": "https://jobs.example.com/api/v1/files/12",
                     *       "active": true,
                     *       "banner": "banner",
                     *       "join_url": "join url",
                     *       "join_help_text": "join help text",
                     *       "display_info_when_framed": true,
                     *       "business_ids": [
                     *         3
                     *       ]
                     *     }
                     */
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
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co",
                     *         "active": true,
                     *         "admin_count": 3,
                     *         "business_count": 3
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "organization": {
                 *         "tagline": "Moving New England since 1982",
                 *         "join_url": "join url",
                 *         "join_help_text": "join help text",
                 *         "display_info_when_framed": true,
                 *         "name": "Boston Chamber of Commerce",
                 *         "active": true,
                 *         "region_id": "3",
                 *         "admin_ids": [
                 *           "admin ids"
                 *         ],
                 *         "business_ids": [
                 *           "business ids"
                 *         ]
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "tagline": "Moving New England since 1982",
                     *       "logo": "https://jobs.example.com/api/v1/files/12",
                     *       "active": true,
                     *       "banner": "banner",
                     *       "join_url": "join url",
                     *       "join_help_text": "join help text",
                     *       "display_info_when_framed": true,
                     *       "business_ids": [
                     *         3
                     *       ],
                     *       "region_id": 3,
                     *       "admins": [
                     *         {
                     *           "id": 3,
                     *           "display_value": "display value"
                     *         }
                     *       ],
                     *       "businesses": [
                     *         {
                     *           "id": 3,
                     *           "name": "Harbor Freight Co"
                     *         }
                     *       ],
                     *       "admin_count": 3,
                     *       "business_count": 3
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "tagline": "Moving New England since 1982",
                     *       "logo": "https://jobs.example.com/api/v1/files/12",
                     *       "active": true,
                     *       "banner": "banner",
                     *       "join_url": "join url",
                     *       "join_help_text": "join help text",
                     *       "display_info_when_framed": true,
                     *       "business_ids": [
                     *         3
                     *       ],
                     *       "region_id": 3,
                     *       "admins": [
                     *         {
                     *           "id": 3,
                     *           "display_value": "display value"
                     *         }
                     *       ],
                     *       "businesses": [
                     *         {
                     *           "id": 3,
                     *           "name": "Harbor Freight Co"
                     *         }
                     *       ],
                     *       "admin_count": 3,
                     *       "business_count": 3
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "organization": {
                 *         "tagline": "Moving New England since 1982",
                 *         "join_url": "join url",
                 *         "join_help_text": "join help text",
                 *         "display_info_when_framed": true,
                 *         "name": "Boston Chamber of Commerce",
                 *         "active": true,
                 *         "region_id": "3",
                 *         "admin_ids": [
                 *           "admin ids"
                 *         ],
                 *         "business_ids": [
                 *           "business ids"
                 *         ]
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "tagline": "Moving New England since 1982",
                     *       "logo": "https://jobs.example.com/api/v1/files/12",
                     *       "active": true,
                     *       "banner": "banner",
                     *       "join_url": "join url",
                     *       "join_help_text": "join help text",
                     *       "display_info_when_framed": true,
                     *       "business_ids": [
                     *         3
                     *       ],
                     *       "region_id": 3,
                     *       "admins": [
                     *         {
                     *           "id": 3,
                     *           "display_value": "display value"
                     *         }
                     *       ],
                     *       "businesses": [
                     *         {
                     *           "id": 3,
                     *           "name": "Harbor Freight Co"
                     *         }
                     *       ],
                     *       "admin_count": 3,
                     *       "business_count": 3
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co",
                     *         "tagline": "Moving New England since 1982",
                     *         "logo": "https://jobs.example.com/api/v1/files/12"
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "tagline": "Moving New England since 1982",
                     *       "logo": "https://jobs.example.com/api/v1/files/12",
                     *       "active": true,
                     *       "banner": "banner",
                     *       "join_url": "join url",
                     *       "join_help_text": "join help text",
                     *       "display_info_when_framed": true,
                     *       "businesses": [
                     *         {
                     *           "id": 3,
                     *           "name": "Harbor Freight Co"
                     *         }
                     *       ],
                     *       "stats": {
                     *         "live_jobs": 3,
                     *         "applications": 3,
                     *         "share_link_views": 3
                     *       }
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "organization": {
                 *         "tagline": "Moving New England since 1982",
                 *         "join_url": "join url",
                 *         "join_help_text": "join help text",
                 *         "display_info_when_framed": true,
                 *         "name": "example",
                 *         "active": "example",
                 *         "region_id": "example",
                 *         "admin_ids": "example",
                 *         "business_ids": "example"
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Harbor Freight Co",
                     *       "tagline": "Moving New England since 1982",
                     *       "logo": "https://jobs.example.com/api/v1/files/12",
                     *       "active": true,
                     *       "banner": "banner",
                     *       "join_url": "join url",
                     *       "join_help_text": "join help text",
                     *       "display_info_when_framed": true,
                     *       "businesses": [
                     *         {
                     *           "id": 3,
                     *           "name": "Harbor Freight Co"
                     *         }
                     *       ],
                     *       "stats": {
                     *         "live_jobs": 3,
                     *         "applications": 3,
                     *         "share_link_views": 3
                     *       }
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "email": "ada.byron@example.com",
                     *         "first_name": "Ada",
                     *         "last_name": "Byron",
                     *         "display_value": "display value",
                     *         "role": "Hunter",
                     *         "active": true,
                     *         "created_at": "2026-03-02T15:04:05.000Z",
                     *         "last_sign_in_at": "2026-03-02T15:04:05.000Z",
                     *         "business": {
                     *           "id": 3,
                     *           "name": "Harbor Freight Co"
                     *         },
                     *         "organizations": [
                     *           {
                     *             "id": 3,
                     *             "name": "Boston Chamber of Commerce"
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "user": {
                 *         "active": true
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "email": "ada.byron@example.com",
                     *       "first_name": "Ada",
                     *       "last_name": "Byron",
                     *       "display_value": "display value",
                     *       "role": "Hunter",
                     *       "active": true,
                     *       "created_at": "2026-03-02T15:04:05.000Z",
                     *       "last_sign_in_at": "2026-03-02T15:04:05.000Z",
                     *       "business": {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co"
                     *       },
                     *       "organizations": [
                     *         {
                     *           "id": 3,
                     *           "name": "Boston Chamber of Commerce"
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "from": "from",
                     *       "to": "to",
                     *       "totals": {
                     *         "live_jobs": 3,
                     *         "applications": 3,
                     *         "share_link_views": 3,
                     *         "referred_applications": 3,
                     *         "attributed_hires": 3,
                     *         "billed_cents": 3,
                     *         "paid_cents": 3,
                     *         "users_by_role": {
                     *           "Hunter": 3,
                     *           "Employer": 3,
                     *           "Admin": 3
                     *         },
                     *         "sign_ups_by_role": {
                     *           "Hunter": 3,
                     *           "Employer": 3,
                     *           "Admin": 3
                     *         },
                     *         "rewards": {
                     *           "pending": {
                     *             "count": 3,
                     *             "amount_cents": 3
                     *           },
                     *           "earned": {
                     *             "count": 3,
                     *             "amount_cents": 3
                     *           },
                     *           "issued": {
                     *             "count": 3,
                     *             "amount_cents": 3
                     *           }
                     *         },
                     *         "affiliate": {
                     *           "views": 3,
                     *           "sign_ups": 3,
                     *           "attributed": 3
                     *         }
                     *       },
                     *       "weeks": [
                     *         {
                     *           "week": "week",
                     *           "sign_ups": {
                     *             "Hunter": 3,
                     *             "Employer": 3,
                     *             "Admin": 3
                     *           },
                     *           "applications": 3,
                     *           "referred_applications": 3,
                     *           "share_link_views": 3,
                     *           "affiliate_views": 3,
                     *           "affiliate_sign_ups": 3,
                     *           "affiliate_attributed": 3
                     *         }
                     *       ],
                     *       "organizations": [
                     *         {
                     *           "live_jobs": 3,
                     *           "applications": 3,
                     *           "share_link_views": 3,
                     *           "referred_applications": 3,
                     *           "attributed_hires": 3,
                     *           "billed_cents": 3,
                     *           "paid_cents": 3,
                     *           "sign_ups_by_role": {
                     *             "Hunter": 3,
                     *             "Employer": 3,
                     *             "Admin": 3
                     *           },
                     *           "affiliate_sign_ups": 3,
                     *           "affiliate_attributed": 3,
                     *           "id": 3,
                     *           "name": "Boston Chamber of Commerce",
                     *           "active": true
                     *         }
                     *       ],
                     *       "regions": [
                     *         {
                     *           "live_jobs": 3,
                     *           "applications": 3,
                     *           "share_link_views": 3,
                     *           "referred_applications": 3,
                     *           "attributed_hires": 3,
                     *           "billed_cents": 3,
                     *           "paid_cents": 3,
                     *           "sign_ups_by_role": {
                     *             "Hunter": 3,
                     *             "Employer": 3,
                     *             "Admin": 3
                     *           },
                     *           "affiliate_sign_ups": 3,
                     *           "affiliate_attributed": 3,
                     *           "id": 3,
                     *           "name": "Harbor Freight Co"
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "jobs_count": 3,
                     *       "live_count": 3,
                     *       "paused_count": 3,
                     *       "closed_count": 3,
                     *       "expired_count": 3,
                     *       "views_count": 3,
                     *       "share_views_count": 3,
                     *       "applications_count": 3,
                     *       "referred_applications_count": 3,
                     *       "hires_count": 3
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "title": "Warehouse Supervisor",
                     *       "status": "live",
                     *       "applications_paused": true,
                     *       "posted_at": "2026-03-02T15:04:05.000Z",
                     *       "expires_at": "2026-03-02T15:04:05.000Z",
                     *       "closed_at": "2026-03-02T15:04:05.000Z",
                     *       "views_count": 3,
                     *       "share_views_count": 3,
                     *       "applications_count": 3,
                     *       "referred_applications_count": 3,
                     *       "hires_count": 3,
                     *       "charge": {
                     *         "amount": 500,
                     *         "status": "not_sent"
                     *       },
                     *       "source": "greenhouse"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "job_ids": [
                 *         3
                 *       ],
                 *       "applications_paused": true
                 *     }
                 */
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "title": "Warehouse Supervisor",
                     *         "status": "live",
                     *         "applications_paused": true,
                     *         "posted_at": "2026-03-02T15:04:05.000Z",
                     *         "expires_at": "2026-03-02T15:04:05.000Z",
                     *         "closed_at": "2026-03-02T15:04:05.000Z",
                     *         "views_count": 3,
                     *         "share_views_count": 3,
                     *         "applications_count": 3,
                     *         "referred_applications_count": 3,
                     *         "hires_count": 3,
                     *         "charge": {
                     *           "amount": 500,
                     *           "status": "not_sent"
                     *         },
                     *         "source": "greenhouse"
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "job_id": 3,
                     *         "first_name": "Ada",
                     *         "last_name": "Byron",
                     *         "email": "ada.byron@example.com",
                     *         "phone": "6175550100",
                     *         "comments": "I ran the night shift at a distribution centre for three years.",
                     *         "external": true,
                     *         "created_at": "2026-03-02T15:04:05.000Z",
                     *         "referred_by": "referred by",
                     *         "status": "received",
                     *         "resume_url": "resume url",
                     *         "resume_filename": "resume filename",
                     *         "cover_letter_url": "cover letter url",
                     *         "cover_letter_filename": "cover letter filename",
                     *         "answers": [
                     *           {
                     *             "question_id": 3,
                     *             "prompt": "Can you lift 50 pounds?",
                     *             "answer": "answer",
                     *             "disqualifying": true
                     *           }
                     *         ],
                     *         "disqualified": true
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "application_ids": [
                 *         3
                 *       ],
                 *       "application": {
                 *         "status": "received",
                 *         "notify_candidate": true
                 *       }
                 *     }
                 */
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "job_id": 3,
                     *         "first_name": "Ada",
                     *         "last_name": "Byron",
                     *         "email": "ada.byron@example.com",
                     *         "phone": "6175550100",
                     *         "comments": "I ran the night shift at a distribution centre for three years.",
                     *         "external": true,
                     *         "created_at": "2026-03-02T15:04:05.000Z",
                     *         "referred_by": "referred by",
                     *         "status": "received",
                     *         "resume_url": "resume url",
                     *         "resume_filename": "resume filename",
                     *         "cover_letter_url": "cover letter url",
                     *         "cover_letter_filename": "cover letter filename",
                     *         "answers": [
                     *           {
                     *             "question_id": 3,
                     *             "prompt": "Can you lift 50 pounds?",
                     *             "answer": "answer",
                     *             "disqualifying": true
                     *           }
                     *         ],
                     *         "disqualified": true
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "application": {
                 *         "status": "received",
                 *         "notify_candidate": true
                 *       }
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "job_id": 3,
                     *       "first_name": "Ada",
                     *       "last_name": "Byron",
                     *       "email": "ada.byron@example.com",
                     *       "phone": "6175550100",
                     *       "comments": "I ran the night shift at a distribution centre for three years.",
                     *       "external": true,
                     *       "created_at": "2026-03-02T15:04:05.000Z",
                     *       "referred_by": "referred by",
                     *       "status": "received",
                     *       "resume_url": "resume url",
                     *       "resume_filename": "resume filename",
                     *       "cover_letter_url": "cover letter url",
                     *       "cover_letter_filename": "cover letter filename",
                     *       "answers": [
                     *         {
                     *           "question_id": 3,
                     *           "prompt": "Can you lift 50 pounds?",
                     *           "answer": "answer",
                     *           "disqualifying": true
                     *         }
                     *       ],
                     *       "disqualified": true
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "subject": "subject",
                     *       "text": "text"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "status": "hire_inquiry",
                     *       "is_position_filled": true,
                     *       "is_mw_hire": true,
                     *       "found_applicant": true,
                     *       "selected_applicants": [
                     *         {
                     *           "application_id": 3,
                     *           "display_value": "display value"
                     *         }
                     *       ],
                     *       "auto_completed": true,
                     *       "billing": {
                     *         "amount": 500,
                     *         "status": "not_sent"
                     *       }
                     *     }
                     */
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
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "status": "hire_inquiry",
                     *       "is_position_filled": true,
                     *       "is_mw_hire": true,
                     *       "found_applicant": true,
                     *       "selected_applicants": [
                     *         {
                     *           "application_id": 3,
                     *           "display_value": "display value"
                     *         }
                     *       ],
                     *       "auto_completed": true,
                     *       "billing": {
                     *         "amount": 500,
                     *         "status": "not_sent"
                     *       }
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "event": "respond_to_hire_inquiry",
                 *       "resolution": {
                 *         "is_position_filled": true,
                 *         "is_mw_hire": true,
                 *         "found_applicant": true,
                 *         "application_id": 3
                 *       }
                 *     }
                 */
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
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "status": "hire_inquiry",
                     *       "is_position_filled": true,
                     *       "is_mw_hire": true,
                     *       "found_applicant": true,
                     *       "selected_applicants": [
                     *         {
                     *           "application_id": 3,
                     *           "display_value": "display value"
                     *         }
                     *       ],
                     *       "auto_completed": true,
                     *       "billing": {
                     *         "amount": 500,
                     *         "status": "not_sent"
                     *       }
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "application_id": 3,
                     *         "display_value": "display value",
                     *         "status": "received",
                     *         "referred": true,
                     *         "applied_at": "2026-03-02T15:04:05.000Z"
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "human_friendly_cost_for_mw_hires": "human friendly cost for mw hires",
                     *       "cost_for_mw_hires": 9.5,
                     *       "reward_due": true,
                     *       "reward_value": 9.5,
                     *       "human_friendly_reward_value": "human friendly reward value",
                     *       "reward_label": "reward label",
                     *       "reward_type": "Reward::Cash",
                     *       "fee_percent": 9.5,
                     *       "fee": 9.5,
                     *       "human_friendly_fee": "human friendly fee",
                     *       "billing_text_kind": "cash"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "business": {
                     *           "id": 3,
                     *           "name": "Harbor Freight Co",
                     *           "stripe_customer_id": "3"
                     *         },
                     *         "job": {
                     *           "id": 3,
                     *           "title": "Warehouse Supervisor"
                     *         },
                     *         "application_id": 3,
                     *         "reward_amount_cents": 3,
                     *         "fee_amount_cents": 3,
                     *         "amount_cents": 3,
                     *         "currency": "currency",
                     *         "status": "not_sent",
                     *         "stripe_invoice_item_id": "3",
                     *         "stripe_invoice_id": "3",
                     *         "created_at": "2026-03-02T15:04:05.000Z",
                     *         "paid_at": "2026-03-02T15:04:05.000Z"
                     *       }
                     *     ]
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "business": {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co",
                     *         "stripe_customer_id": "3"
                     *       },
                     *       "job": {
                     *         "id": 3,
                     *         "title": "Warehouse Supervisor"
                     *       },
                     *       "application_id": 3,
                     *       "reward_amount_cents": 3,
                     *       "fee_amount_cents": 3,
                     *       "amount_cents": 3,
                     *       "currency": "currency",
                     *       "status": "not_sent",
                     *       "stripe_invoice_item_id": "3",
                     *       "stripe_invoice_id": "3",
                     *       "created_at": "2026-03-02T15:04:05.000Z",
                     *       "paid_at": "2026-03-02T15:04:05.000Z"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "received": true
                     *     }
                     */
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "job": {
                     *           "id": 3,
                     *           "title": "Warehouse Supervisor",
                     *           "business": {
                     *             "id": 3,
                     *             "name": "Harbor Freight Co"
                     *           }
                     *         },
                     *         "label": "label",
                     *         "type": "Reward::Cash",
                     *         "amount": 500,
                     *         "amount_cents": 3,
                     *         "reward_source": {
                     *           "id": 3,
                     *           "name": "Harbor Books"
                     *         },
                     *         "status": "pending",
                     *         "issued_via": "code_email",
                     *         "chain": [
                     *           {
                     *             "step": "shared",
                     *             "at": "at"
                     *           }
                     *         ],
                     *         "created_at": "2026-03-02T15:04:05.000Z",
                     *         "earned_at": "2026-03-02T15:04:05.000Z",
                     *         "issued_at": "2026-03-02T15:04:05.000Z",
                     *         "payout": {
                     *           "status": "none",
                     *           "transfer_id": "3",
                     *           "failure": "failure"
                     *         },
                     *         "promotion_code": {
                     *           "code": "MA",
                     *           "description": "Lead a team of eight on the day shift.",
                     *           "url": "https://example.com/"
                     *         },
                     *         "gift_card": {
                     *           "code": "MA",
                     *           "redeem_url": "redeem url",
                     *           "redeemed_at": "2026-03-02T15:04:05.000Z"
                     *         }
                     *       }
                     *     ]
                     */
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
                        reward_source: {
                            id: number;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        status: "pending" | "earned" | "issued" | "canceled";
                        /** @enum {string|null} */
                        issued_via: "code_email" | "admin" | "stripe_transfer" | "redemption" | null;
                        chain: {
                            /** @enum {string} */
                            step: "shared" | "applied" | "hire_confirmed" | "employer_paid" | "issued";
                            at: string | null;
                        }[];
                        created_at: string;
                        earned_at: string | null;
                        issued_at: string | null;
                        payout: {
                            /** @enum {string} */
                            status: "none" | "waiting_for_setup" | "requested" | "sent" | "failed";
                            transfer_id: string | null;
                            failure: string | null;
                        };
                        promotion_code: {
                            code: string;
                            description: string | null;
                            url: string | null;
                        } | null;
                        gift_card: {
                            code: string;
                            redeem_url: string;
                            redeemed_at: string | null;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "job": {
                     *           "id": 3,
                     *           "title": "Warehouse Supervisor",
                     *           "business": {
                     *             "id": 3,
                     *             "name": "Harbor Freight Co"
                     *           }
                     *         },
                     *         "label": "label",
                     *         "type": "Reward::Cash",
                     *         "amount": 500,
                     *         "amount_cents": 3,
                     *         "reward_source": {
                     *           "id": 3,
                     *           "name": "Harbor Books"
                     *         },
                     *         "status": "pending",
                     *         "issued_via": "code_email",
                     *         "chain": [
                     *           {
                     *             "step": "shared",
                     *             "at": "at"
                     *           }
                     *         ],
                     *         "created_at": "2026-03-02T15:04:05.000Z",
                     *         "earned_at": "2026-03-02T15:04:05.000Z",
                     *         "issued_at": "2026-03-02T15:04:05.000Z",
                     *         "payout": {
                     *           "status": "none",
                     *           "transfer_id": "3",
                     *           "failure": "failure"
                     *         },
                     *         "promotion_code": {
                     *           "code": "MA",
                     *           "description": "Lead a team of eight on the day shift.",
                     *           "url": "https://example.com/"
                     *         },
                     *         "gift_card": {
                     *           "code": "MA",
                     *           "redeem_url": "redeem url",
                     *           "redeemed_at": "2026-03-02T15:04:05.000Z"
                     *         },
                     *         "referrer": {
                     *           "id": 3,
                     *           "email": "ada.byron@example.com",
                     *           "display_value": "display value"
                     *         },
                     *         "referral_payment_method": {
                     *           "id": 3,
                     *           "name": "Harbor Freight Co"
                     *         },
                     *         "has_code": true,
                     *         "billing_record_id": 3,
                     *         "issue": {
                     *           "method": "code_email",
                     *           "reference": "reference",
                     *           "payment_method": "payment method",
                     *           "issued_by": {
                     *             "id": 3,
                     *             "email": "ada.byron@example.com"
                     *           }
                     *         }
                     *       }
                     *     ]
                     */
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
                        reward_source: {
                            id: number;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        status: "pending" | "earned" | "issued" | "canceled";
                        /** @enum {string|null} */
                        issued_via: "code_email" | "admin" | "stripe_transfer" | "redemption" | null;
                        chain: {
                            /** @enum {string} */
                            step: "shared" | "applied" | "hire_confirmed" | "employer_paid" | "issued";
                            at: string | null;
                        }[];
                        created_at: string;
                        earned_at: string | null;
                        issued_at: string | null;
                        payout: {
                            /** @enum {string} */
                            status: "none" | "waiting_for_setup" | "requested" | "sent" | "failed";
                            transfer_id: string | null;
                            failure: string | null;
                        };
                        promotion_code: {
                            code: string;
                            description: string | null;
                            url: string | null;
                        } | null;
                        gift_card: {
                            code: string;
                            redeem_url: string;
                            redeemed_at: string | null;
                        } | null;
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
                            method: "code_email" | "admin" | "stripe_transfer" | "redemption";
                            reference: string | null;
                            payment_method: string | null;
                            issued_by: {
                                id: number;
                                email: string;
                            } | null;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "year": 3,
                     *       "threshold_cents": 3,
                     *       "years": [
                     *         3
                     *       ],
                     *       "referrers": [
                     *         {
                     *           "referrer": {
                     *             "id": 3,
                     *             "email": "ada.byron@example.com",
                     *             "name": "Harbor Freight Co",
                     *             "display_value": "display value"
                     *           },
                     *           "stripe_transfer_cents": 3,
                     *           "by_hand_cents": 3,
                     *           "total_cents": 3,
                     *           "count": 3,
                     *           "at_threshold": true
                     *         }
                     *       ]
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                /**
                 * @example {
                 *       "reference": "reference"
                 *     }
                 */
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "job": {
                     *         "id": 3,
                     *         "title": "Warehouse Supervisor",
                     *         "business": {
                     *           "id": 3,
                     *           "name": "Harbor Freight Co"
                     *         }
                     *       },
                     *       "label": "label",
                     *       "type": "Reward::Cash",
                     *       "amount": 500,
                     *       "amount_cents": 3,
                     *       "reward_source": {
                     *         "id": 3,
                     *         "name": "Harbor Books"
                     *       },
                     *       "status": "pending",
                     *       "issued_via": "code_email",
                     *       "chain": [
                     *         {
                     *           "step": "shared",
                     *           "at": "at"
                     *         }
                     *       ],
                     *       "created_at": "2026-03-02T15:04:05.000Z",
                     *       "earned_at": "2026-03-02T15:04:05.000Z",
                     *       "issued_at": "2026-03-02T15:04:05.000Z",
                     *       "payout": {
                     *         "status": "none",
                     *         "transfer_id": "3",
                     *         "failure": "failure"
                     *       },
                     *       "promotion_code": {
                     *         "code": "MA",
                     *         "description": "Lead a team of eight on the day shift.",
                     *         "url": "https://example.com/"
                     *       },
                     *       "gift_card": {
                     *         "code": "MA",
                     *         "redeem_url": "redeem url",
                     *         "redeemed_at": "2026-03-02T15:04:05.000Z"
                     *       },
                     *       "referrer": {
                     *         "id": 3,
                     *         "email": "ada.byron@example.com",
                     *         "display_value": "display value"
                     *       },
                     *       "referral_payment_method": {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co"
                     *       },
                     *       "has_code": true,
                     *       "billing_record_id": 3,
                     *       "issue": {
                     *         "method": "code_email",
                     *         "reference": "reference",
                     *         "payment_method": "payment method",
                     *         "issued_by": {
                     *           "id": 3,
                     *           "email": "ada.byron@example.com"
                     *         }
                     *       }
                     *     }
                     */
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
                        reward_source: {
                            id: number;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        status: "pending" | "earned" | "issued" | "canceled";
                        /** @enum {string|null} */
                        issued_via: "code_email" | "admin" | "stripe_transfer" | "redemption" | null;
                        chain: {
                            /** @enum {string} */
                            step: "shared" | "applied" | "hire_confirmed" | "employer_paid" | "issued";
                            at: string | null;
                        }[];
                        created_at: string;
                        earned_at: string | null;
                        issued_at: string | null;
                        payout: {
                            /** @enum {string} */
                            status: "none" | "waiting_for_setup" | "requested" | "sent" | "failed";
                            transfer_id: string | null;
                            failure: string | null;
                        };
                        promotion_code: {
                            code: string;
                            description: string | null;
                            url: string | null;
                        } | null;
                        gift_card: {
                            code: string;
                            redeem_url: string;
                            redeemed_at: string | null;
                        } | null;
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
                            method: "code_email" | "admin" | "stripe_transfer" | "redemption";
                            reference: string | null;
                            payment_method: string | null;
                            issued_by: {
                                id: number;
                                email: string;
                            } | null;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
    redemptionsShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
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
                    /**
                     * @example {
                     *       "code": "MA",
                     *       "label": "label",
                     *       "type": "Reward::Cash",
                     *       "amount": 500,
                     *       "reward_source": {
                     *         "id": 3,
                     *         "name": "Harbor Books"
                     *       },
                     *       "employer_business_name": "employer business name",
                     *       "description": "Lead a team of eight on the day shift.",
                     *       "referrer_name": "referrer name",
                     *       "status": "ready",
                     *       "redeemed_at": "2026-03-02T15:04:05.000Z",
                     *       "can_redeem": true
                     *     }
                     */
                    "application/json": {
                        code: string;
                        label: string;
                        /** @enum {string} */
                        type: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices";
                        amount: number;
                        reward_source: {
                            id: number;
                            name: string;
                        } | null;
                        employer_business_name: string;
                        description: string | null;
                        referrer_name: string;
                        /** @enum {string} */
                        status: "ready" | "redeemed";
                        redeemed_at: string | null;
                        can_redeem: boolean;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
    redemptionsRedeem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
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
                    /**
                     * @example {
                     *       "code": "MA",
                     *       "label": "label",
                     *       "type": "Reward::Cash",
                     *       "amount": 500,
                     *       "reward_source": {
                     *         "id": 3,
                     *         "name": "Harbor Books"
                     *       },
                     *       "employer_business_name": "employer business name",
                     *       "description": "Lead a team of eight on the day shift.",
                     *       "referrer_name": "referrer name",
                     *       "status": "ready",
                     *       "redeemed_at": "2026-03-02T15:04:05.000Z",
                     *       "can_redeem": true
                     *     }
                     */
                    "application/json": {
                        code: string;
                        label: string;
                        /** @enum {string} */
                        type: "Reward::Cash" | "Reward::Merchandise" | "Reward::GiftCard" | "Reward::Subscription" | "Reward::Experience" | "Reward::EventTickets" | "Reward::ProfessionalServices";
                        amount: number;
                        reward_source: {
                            id: number;
                            name: string;
                        } | null;
                        employer_business_name: string;
                        description: string | null;
                        referrer_name: string;
                        /** @enum {string} */
                        status: "ready" | "redeemed";
                        redeemed_at: string | null;
                        can_redeem: boolean;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "status": "none",
                     *       "payouts_enabled": true
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "url": "https://example.com/"
                     *     }
                     */
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
                    /**
                     * @example {
                     *       "id": 3,
                     *       "job": {
                     *         "id": 3,
                     *         "title": "Warehouse Supervisor",
                     *         "business": {
                     *           "id": 3,
                     *           "name": "Harbor Freight Co"
                     *         }
                     *       },
                     *       "label": "label",
                     *       "type": "Reward::Cash",
                     *       "amount": 500,
                     *       "amount_cents": 3,
                     *       "reward_source": {
                     *         "id": 3,
                     *         "name": "Harbor Books"
                     *       },
                     *       "status": "pending",
                     *       "issued_via": "code_email",
                     *       "chain": [
                     *         {
                     *           "step": "shared",
                     *           "at": "at"
                     *         }
                     *       ],
                     *       "created_at": "2026-03-02T15:04:05.000Z",
                     *       "earned_at": "2026-03-02T15:04:05.000Z",
                     *       "issued_at": "2026-03-02T15:04:05.000Z",
                     *       "payout": {
                     *         "status": "none",
                     *         "transfer_id": "3",
                     *         "failure": "failure"
                     *       },
                     *       "promotion_code": {
                     *         "code": "MA",
                     *         "description": "Lead a team of eight on the day shift.",
                     *         "url": "https://example.com/"
                     *       },
                     *       "gift_card": {
                     *         "code": "MA",
                     *         "redeem_url": "redeem url",
                     *         "redeemed_at": "2026-03-02T15:04:05.000Z"
                     *       },
                     *       "referrer": {
                     *         "id": 3,
                     *         "email": "ada.byron@example.com",
                     *         "display_value": "display value"
                     *       },
                     *       "referral_payment_method": {
                     *         "id": 3,
                     *         "name": "Harbor Freight Co"
                     *       },
                     *       "has_code": true,
                     *       "billing_record_id": 3,
                     *       "issue": {
                     *         "method": "code_email",
                     *         "reference": "reference",
                     *         "payment_method": "payment method",
                     *         "issued_by": {
                     *           "id": 3,
                     *           "email": "ada.byron@example.com"
                     *         }
                     *       }
                     *     }
                     */
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
                        reward_source: {
                            id: number;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        status: "pending" | "earned" | "issued" | "canceled";
                        /** @enum {string|null} */
                        issued_via: "code_email" | "admin" | "stripe_transfer" | "redemption" | null;
                        chain: {
                            /** @enum {string} */
                            step: "shared" | "applied" | "hire_confirmed" | "employer_paid" | "issued";
                            at: string | null;
                        }[];
                        created_at: string;
                        earned_at: string | null;
                        issued_at: string | null;
                        payout: {
                            /** @enum {string} */
                            status: "none" | "waiting_for_setup" | "requested" | "sent" | "failed";
                            transfer_id: string | null;
                            failure: string | null;
                        };
                        promotion_code: {
                            code: string;
                            description: string | null;
                            url: string | null;
                        } | null;
                        gift_card: {
                            code: string;
                            redeem_url: string;
                            redeemed_at: string | null;
                        } | null;
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
                            method: "code_email" | "admin" | "stripe_transfer" | "redemption";
                            reference: string | null;
                            payment_method: string | null;
                            issued_by: {
                                id: number;
                                email: string;
                            } | null;
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
            /** @description Too Many Requests: too many attempts (or, with an API key, past its limit); wait and try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests an API key may make in the current window (only on requests made with a key) */
                    "RateLimit-Limit"?: number;
                    /** @description Requests the key has left in the current window (only on requests made with a key) */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again (only on requests made with a key) */
                    "RateLimit-Reset"?: number;
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
    feedsSiteRss: {
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    etag?: string;
                    /** @description When this answer last changed: sent back in `If-Modified-Since`, an unchanged answer is a 304 */
                    "last-modified"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
    feedsSiteJson: {
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    etag?: string;
                    /** @description When this answer last changed: sent back in `If-Modified-Since`, an unchanged answer is a 304 */
                    "last-modified"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/feed+json": {
                        /** @enum {string} */
                        version: "https://jsonfeed.org/version/1.1";
                        title: string;
                        home_page_url: string;
                        feed_url: string;
                        description: string;
                        icon?: string;
                        favicon?: string;
                        language: string;
                        authors: {
                            name: string;
                            url?: string;
                        }[];
                        items: {
                            id: string;
                            url: string;
                            title: string;
                            content_html: string;
                            summary: string;
                            date_published: string;
                            date_modified: string;
                            authors: {
                                name: string;
                                url?: string;
                            }[];
                            tags: string[];
                            image?: string;
                            _mainwork: {
                                id: number;
                                company: string;
                                city: string | null;
                                state: string | null;
                                country: string;
                                postal_code: string | null;
                                remote: boolean;
                                job_type: string | null;
                                salary: string | null;
                                referral_reward: string | null;
                            };
                        }[];
                    };
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
    feedsSiteXml: {
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
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    etag?: string;
                    /** @description When this answer last changed: sent back in `If-Modified-Since`, an unchanged answer is a 304 */
                    "last-modified"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
    feedsOrganizationRss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id */
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    etag?: string;
                    /** @description When this answer last changed: sent back in `If-Modified-Since`, an unchanged answer is a 304 */
                    "last-modified"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
    feedsOrganizationJson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id */
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    etag?: string;
                    /** @description When this answer last changed: sent back in `If-Modified-Since`, an unchanged answer is a 304 */
                    "last-modified"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/feed+json": {
                        /** @enum {string} */
                        version: "https://jsonfeed.org/version/1.1";
                        title: string;
                        home_page_url: string;
                        feed_url: string;
                        description: string;
                        icon?: string;
                        favicon?: string;
                        language: string;
                        authors: {
                            name: string;
                            url?: string;
                        }[];
                        items: {
                            id: string;
                            url: string;
                            title: string;
                            content_html: string;
                            summary: string;
                            date_published: string;
                            date_modified: string;
                            authors: {
                                name: string;
                                url?: string;
                            }[];
                            tags: string[];
                            image?: string;
                            _mainwork: {
                                id: number;
                                company: string;
                                city: string | null;
                                state: string | null;
                                country: string;
                                postal_code: string | null;
                                remote: boolean;
                                job_type: string | null;
                                salary: string | null;
                                referral_reward: string | null;
                            };
                        }[];
                    };
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
    feedsOrganizationXml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization's id */
                organization_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    etag?: string;
                    /** @description When this answer last changed: sent back in `If-Modified-Since`, an unchanged answer is a 304 */
                    "last-modified"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
    feedsBusinessRss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The business's id */
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    etag?: string;
                    /** @description When this answer last changed: sent back in `If-Modified-Since`, an unchanged answer is a 304 */
                    "last-modified"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
    feedsBusinessJson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The business's id */
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    etag?: string;
                    /** @description When this answer last changed: sent back in `If-Modified-Since`, an unchanged answer is a 304 */
                    "last-modified"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/feed+json": {
                        /** @enum {string} */
                        version: "https://jsonfeed.org/version/1.1";
                        title: string;
                        home_page_url: string;
                        feed_url: string;
                        description: string;
                        icon?: string;
                        favicon?: string;
                        language: string;
                        authors: {
                            name: string;
                            url?: string;
                        }[];
                        items: {
                            id: string;
                            url: string;
                            title: string;
                            content_html: string;
                            summary: string;
                            date_published: string;
                            date_modified: string;
                            authors: {
                                name: string;
                                url?: string;
                            }[];
                            tags: string[];
                            image?: string;
                            _mainwork: {
                                id: number;
                                company: string;
                                city: string | null;
                                state: string | null;
                                country: string;
                                postal_code: string | null;
                                remote: boolean;
                                job_type: string | null;
                                salary: string | null;
                                referral_reward: string | null;
                            };
                        }[];
                    };
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
    feedsBusinessXml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The business's id */
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    etag?: string;
                    /** @description When this answer last changed: sent back in `If-Modified-Since`, an unchanged answer is a 304 */
                    "last-modified"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Not Modified: the `If-None-Match` (or `If-Modified-Since`) sent matches the current answer (no body) */
            304: {
                headers: {
                    /** @description A weak validator of this answer; send it back in `If-None-Match` to get 304 when nothing changed */
                    ETag?: string;
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
