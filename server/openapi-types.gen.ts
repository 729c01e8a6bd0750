/**
 * Generated from the API document (/api/openapi.json) by openapi-typescript: `npm run openapi:types`. Do not edit.
 */

export interface paths {
    "/api/addTicket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a ticket for a guest; a ticket of the same type for that guest is overwritten.
         * @description Needs a key with scope `tickets:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["addTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/removeTicket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a guest's ticket of one type.
         * @description Needs a key with scope `tickets:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["removeTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getGuestTickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A guest's tickets.
         * @description Needs a key with scope `tickets:read`.
         */
        get: operations["getGuestTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getTicketsByType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tickets of one type.
         * @description Needs a key with scope `tickets:read`.
         */
        get: operations["getTicketsByType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getAllTickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every ticket of the event.
         * @description Needs a key with scope `tickets:read`.
         */
        get: operations["getAllTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addGuest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a guest (409 when the e-mail is already registered).
         * @description Needs a key with scope `attendees:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["addGuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/removeGuest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unregister a guest.
         * @description Needs a key with scope `attendees:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["removeGuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getGuestCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Guests registered against capacity.
         * @description Needs a key with scope `attendees:read`.
         */
        get: operations["getGuestCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getGuests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every guest, speakers with an e-mail marked eventRole SPEAKER.
         * @description Needs a key with scope `attendees:read`.
         */
        get: operations["getGuests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getPolls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Polls ordered by sortNr, with results.
         * @description Needs a key with scope `polls:read`.
         */
        get: operations["getPolls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getPollResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tallies: one poll (pollId), a session (sessionId), or every poll.
         * @description Needs a key with scope `polls:read`.
         */
        get: operations["getPollResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upsertPoll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create (no pollId) or edit a poll.
         * @description Needs a key with scope `polls:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["upsertPoll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deletePoll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a poll with its ballots and own whitelist.
         * @description Needs a key with scope `polls:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["deletePoll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getQuestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A session's questions, most upvoted first.
         * @description Needs a key with scope `qa:read`.
         */
        get: operations["getQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upsertQuestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create (no questionId) or edit a question, its status and answer.
         * @description Needs a key with scope `qa:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["upsertQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deleteQuestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a question permanently.
         * @description Needs a key with scope `qa:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["deleteQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploadImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a picture (raw bytes or JSON base64); answers its address.
         * @description Needs a key with scope `media:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getEvent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event's settings.
         * @description Needs a key with scope `event:read`.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/updateEvent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the event's settings; answers the changes.
         * @description Needs a key with scope `event:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["updateEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getAbstracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every abstract of the event.
         * @description Needs a key with scope `abstracts:read`.
         */
        get: operations["getAbstracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upsertAbstract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create (no id) or edit an abstract; edits answer their changes.
         * @description Needs a key with scope `abstracts:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["upsertAbstract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deleteAbstract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an abstract.
         * @description Needs a key with scope `abstracts:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["deleteAbstract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulkUpsert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or edit up to 200 abstracts; a result per item.
         * @description Needs a key with scope `abstracts:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["bulkUpsert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getSessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every session of the event.
         * @description Needs a key with scope `event:read`.
         */
        get: operations["getSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upsertSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create (no documentId) or edit a session, its content sections included.
         * @description Needs a key with scope `event:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["upsertSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deleteSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a session with its polls and questions.
         * @description Needs a key with scope `event:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["deleteSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getSpeakers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every speaker of the event.
         * @description Needs a key with scope `event:read`.
         */
        get: operations["getSpeakers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upsertSpeaker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create (no documentId) or edit a speaker.
         * @description Needs a key with scope `event:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["upsertSpeaker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deleteSpeaker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a speaker (kept as deleted).
         * @description Needs a key with scope `event:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["deleteSpeaker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getSponsors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every sponsor of the event.
         * @description Needs a key with scope `event:read`.
         */
        get: operations["getSponsors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upsertSponsor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create (no documentId) or edit a sponsor, its content sections included.
         * @description Needs a key with scope `event:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["upsertSponsor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deleteSponsor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a sponsor (kept as deleted).
         * @description Needs a key with scope `event:write`. `?dryRun=1` runs every check and saves nothing.
         */
        post: operations["deleteSponsor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whoami": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The key's permissions and expiry.
         * @description Any valid key.
         */
        get: operations["whoami"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apiSchema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The field reference, generated from the validation rules.
         * @description Any valid key.
         */
        get: operations["apiSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendee/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cast a registered guest's ballot in a poll (a second ballot replaces the first).
         * @description Sent by the attendee app for a registered guest: the `x-client-id` and `x-event-id` headers name the event, no key.
         */
        post: operations["attendeeVote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendee/upvote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upvote a question once per guest.
         * @description Sent by the attendee app for a registered guest: the `x-client-id` and `x-event-id` headers name the event, no key.
         */
        post: operations["attendeeUpvote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendee/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask a question in a session (saved as pending).
         * @description Sent by the attendee app for a registered guest: the `x-client-id` and `x-event-id` headers name the event, no key.
         */
        post: operations["attendeeAsk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The operator surface answers.
         * @description Needs the operator token (`x-operator-token`) the server was started with.
         */
        get: operations["operatorHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an event (and its client).
         * @description Needs the operator token (`x-operator-token`) the server was started with.
         */
        post: operations["operatorEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an API key for an event (the key is shown once).
         * @description Needs the operator token (`x-operator-token`) the server was started with.
         */
        post: operations["operatorKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/keys/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key at once.
         * @description Needs the operator token (`x-operator-token`) the server was started with.
         */
        post: operations["operatorKeysRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/whitelists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the whitelist of a poll or of a session's polls (send pollId or sessionId).
         * @description Needs the operator token (`x-operator-token`) the server was started with.
         */
        post: operations["operatorWhitelists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/countdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a poll after a number of seconds.
         * @description Needs the operator token (`x-operator-token`) the server was started with.
         */
        post: operations["operatorCountdown"];
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
        /**
         * @description Every error the server answers in JSON. `code` names the case (e.g. `validation_failed`, `missing_header`, `invalid_key`, `unknown_event`, `not_found`); `details` names each field and what is wrong with it.
         * @example {
         *       "error": "userEmail: must be a valid e-mail address",
         *       "code": "validation_failed",
         *       "details": [
         *         {
         *           "field": "userEmail",
         *           "message": "must be a valid e-mail address"
         *         }
         *       ]
         *     }
         */
        Error: {
            /** @description What went wrong, in a sentence */
            error: string;
            /** @description The case, stable for programs */
            code: string;
            details?: ({
                /** @description The field, header or `(body)` */
                field: string;
                message: string;
                /** @description For a field that cannot be written: the field to send instead */
                use?: string;
            } | string)[];
            /**
             * @description `missing_scope`: the scope the key lacks
             * @enum {string}
             */
            missingScope?: "tickets:read" | "tickets:write" | "polls:read" | "polls:write" | "qa:read" | "qa:write" | "media:write" | "event:read" | "event:write" | "attendees:read" | "attendees:write" | "abstracts:read" | "abstracts:write";
            /** @description `stale_timestamp`: the server time in Unix milliseconds */
            serverTime?: number;
            /**
             * Format: date-time
             * @description `key_expired`: when the key expired
             */
            expiredAt?: string;
            /** @description `rate_limited`: seconds to wait (as Retry-After) */
            retryAfterSeconds?: number;
        };
        /** @description 400 `malformed_request`: the request is not valid HTTP. */
        "Refusal.malformed_request": {
            /** @constant */
            code: "malformed_request";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "details">;
        /** @description 400 `missing_header`: a header the call needs is missing. */
        "Refusal.missing_header": {
            /** @constant */
            code: "missing_header";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "details">;
        /** @description 400 `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds. */
        "Refusal.bad_timestamp": {
            /** @constant */
            code: "bad_timestamp";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "details">;
        /** @description 400 `validation_failed`: a field or query value breaks a rule (`details` names each field). */
        "Refusal.validation_failed": {
            /** @constant */
            code: "validation_failed";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "details">;
        /** @description 400 `invalid_json`: the body is empty or no JSON. */
        "Refusal.invalid_json": {
            /** @constant */
            code: "invalid_json";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "details">;
        /** @description 400 `too_deep`: the body nests too deep. */
        "Refusal.too_deep": {
            /** @constant */
            code: "too_deep";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "details">;
        /** @description 400 `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved). */
        "Refusal.unstorable_value": {
            /** @constant */
            code: "unstorable_value";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "details">;
        /** @description 400 `poll_locked`: the poll is closed. */
        "Refusal.poll_locked": {
            /** @constant */
            code: "poll_locked";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description 401 `missing_operator_token`: no `x-operator-token` header. */
        "Refusal.missing_operator_token": {
            /** @constant */
            code: "missing_operator_token";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description 403 `invalid_key`: the key is unknown. */
        "Refusal.invalid_key": {
            /** @constant */
            code: "invalid_key";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description 403 `key_expired`: the key is past its lifetime (`expiredAt` says when). */
        "Refusal.key_expired": {
            /** @constant */
            code: "key_expired";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "expiredAt">;
        /** @description 403 `key_revoked`: the key was revoked in the console. */
        "Refusal.key_revoked": {
            /** @constant */
            code: "key_revoked";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description 403 `wrong_event`: the key belongs to another event of the same client. */
        "Refusal.wrong_event": {
            /** @constant */
            code: "wrong_event";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description 403 `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
        "Refusal.missing_scope": {
            /** @constant */
            code: "missing_scope";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "missingScope">;
        /** @description 403 `invalid_operator_token`: the operator token is not the server's. */
        "Refusal.invalid_operator_token": {
            /** @constant */
            code: "invalid_operator_token";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description 403 `not_registered`: the e-mail is not a registered guest of the event. */
        "Refusal.not_registered": {
            /** @constant */
            code: "not_registered";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description 403 `not_whitelisted`: the poll has a whitelist without the e-mail. */
        "Refusal.not_whitelisted": {
            /** @constant */
            code: "not_whitelisted";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description 403 `polls_off`: the session has polls off. */
        "Refusal.polls_off": {
            /** @constant */
            code: "polls_off";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description 403 `qa_off`: the session has Q&A off. */
        "Refusal.qa_off": {
            /** @constant */
            code: "qa_off";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description 404 `unknown_client`: no client has the `x-client-id`. */
        "Refusal.unknown_client": {
            /** @constant */
            code: "unknown_client";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description 404 `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
        "Refusal.unknown_event": {
            /** @constant */
            code: "unknown_event";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description 404 `not_found`: no such record in this event. */
        "Refusal.not_found": {
            /** @constant */
            code: "not_found";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description 404 `invalid_key`: no such key. */
        "Refusal.no_such_key": {
            /** @constant */
            code: "invalid_key";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description 408 `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it). */
        "Refusal.stale_timestamp": {
            /** @constant */
            code: "stale_timestamp";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "serverTime">;
        /** @description 408 `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
        "Refusal.request_timeout": {
            /** @constant */
            code: "request_timeout";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "details">;
        /** @description 409 `already_upvoted`: the guest already upvoted this question. */
        "Refusal.already_upvoted": {
            /** @constant */
            code: "already_upvoted";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description 413 `body_too_large`: the body is over the call's limit. */
        "Refusal.body_too_large": {
            /** @constant */
            code: "body_too_large";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "details">;
        /** @description 413 `picture_too_large`: the picture is over 8 MB. */
        "Refusal.picture_too_large": {
            /** @constant */
            code: "picture_too_large";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "details">;
        /** @description 415 `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
        "Refusal.unsupported_media_type": {
            /** @constant */
            code: "unsupported_media_type";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "details">;
        /** @description 429 `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
        "Refusal.rate_limited": {
            /** @constant */
            code: "rate_limited";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "retryAfterSeconds">;
        /** @description 431 `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
        "Refusal.headers_too_large": {
            /** @constant */
            code: "headers_too_large";
        } & WithRequired<components["schemas"]["Error"], "error" | "code" | "details">;
        /** @description 500 `internal_error`: an unexpected failure (nothing was saved). */
        "Refusal.internal_error": {
            /** @constant */
            code: "internal_error";
        } & WithRequired<components["schemas"]["Error"], "error" | "code">;
        /** @description The JSON answer of a ticket or guest write, sent instead of plain text only when there are warnings or ignored fields. */
        WriteReport: ({
            status: string;
            warnings: string[];
            ignoredFields?: string[];
            /** @constant */
            dryRun?: true;
        } & {
            [key: string]: unknown;
        }) | ({
            status: string;
            warnings?: string[];
            ignoredFields: string[];
            /** @constant */
            dryRun?: true;
        } & {
            [key: string]: unknown;
        });
    };
    responses: never;
    parameters: {
        /**
         * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
         * @example 1789372800000
         */
        Timestamp: string;
        /**
         * @description 1: run every check, save nothing
         * @example 1
         */
        DryRun: "1" | "true";
    };
    requestBodies: never;
    headers: {
        /**
         * @description Seconds to wait before the next request
         * @example 12
         */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    addTicket: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userEmail": "grace@example.org",
                 *       "ticketType": "Full pass",
                 *       "externalQrValue": "HS26-0001-GRACE"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @example ada@example.org
                     */
                    userEmail: string;
                    ticketType: string;
                    sessionId?: string;
                    externalQrValue?: string;
                };
            };
        };
        responses: {
            /** @description Done. Plain text (also on a dry run); JSON `{status, warnings?, ignoredFields?}` only when there are warnings or ignored fields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    /**
                     * @example {
                     *       "status": "Ticket created: Full pass for grace@example.org",
                     *       "ignoredFields": [
                     *         "nickname"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WriteReport"];
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                    /** @example Unexpected server error; nothing was saved */
                    "text/plain": string;
                };
            };
        };
    };
    removeTicket: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userEmail": "grace@example.org",
                 *       "ticketType": "Full pass"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @example ada@example.org
                     */
                    userEmail: string;
                    ticketType: string;
                };
            };
        };
        responses: {
            /** @description Done. Plain text (also on a dry run); JSON `{status, warnings?, ignoredFields?}` only when there are warnings or ignored fields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    /**
                     * @example {
                     *       "status": "Ticket removed: Full pass for grace@example.org",
                     *       "ignoredFields": [
                     *         "nickname"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WriteReport"];
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. `not_found` here: the guest has no ticket of that type (in plain text). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                    /** @example No ticket of type Full pass for grace@example.org */
                    "text/plain": string;
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                    /** @example Unexpected server error; nothing was saved */
                    "text/plain": string;
                };
            };
        };
    };
    getGuestTickets: {
        parameters: {
            query: {
                /** @example grace@example.org */
                userEmail: string;
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "TIER": "Full pass",
                     *         "EMAIL": "grace@example.org",
                     *         "sessionId": "",
                     *         "userEmail": "grace@example.org",
                     *         "ticketType": "Full pass",
                     *         "externalQrValue": ""
                     *       }
                     *     ]
                     */
                    "application/json": ({
                        EMAIL: string;
                        TIER: string;
                        userEmail: string;
                        ticketType: string;
                        sessionId: string;
                        externalQrValue: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    getTicketsByType: {
        parameters: {
            query: {
                /** @example Full pass */
                ticketType: string;
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "TIER": "Full pass",
                     *         "EMAIL": "grace@example.org",
                     *         "sessionId": "",
                     *         "userEmail": "grace@example.org",
                     *         "ticketType": "Full pass",
                     *         "externalQrValue": ""
                     *       }
                     *     ]
                     */
                    "application/json": ({
                        EMAIL: string;
                        TIER: string;
                        userEmail: string;
                        ticketType: string;
                        sessionId: string;
                        externalQrValue: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    getAllTickets: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "TIER": "Full pass",
                     *         "EMAIL": "grace@example.org",
                     *         "sessionId": "",
                     *         "userEmail": "grace@example.org",
                     *         "ticketType": "Full pass",
                     *         "externalQrValue": ""
                     *       }
                     *     ]
                     */
                    "application/json": ({
                        EMAIL: string;
                        TIER: string;
                        userEmail: string;
                        ticketType: string;
                        sessionId: string;
                        externalQrValue: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    addGuest: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userEmail": "grace@example.org",
                 *       "name": "Grace Hopper",
                 *       "company": "Harbour Institute"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @example ada@example.org
                     */
                    userEmail: string;
                    name?: string;
                    role?: string;
                    company?: string;
                    phone?: string;
                    url?: string;
                    country?: string;
                };
            };
        };
        responses: {
            /** @description Done. Plain text (also on a dry run); JSON `{status, warnings?, ignoredFields?}` only when there are warnings or ignored fields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    /**
                     * @example {
                     *       "status": "Guest registered: grace@example.org",
                     *       "ignoredFields": [
                     *         "nickname"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WriteReport"];
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description Conflict: the e-mail address is already registered (plain text). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example grace@example.org is already registered */
                    "text/plain": string;
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                    /** @example Unexpected server error; nothing was saved */
                    "text/plain": string;
                };
            };
        };
    };
    removeGuest: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userEmail": "grace@example.org"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @example ada@example.org
                     */
                    userEmail: string;
                };
            };
        };
        responses: {
            /** @description Done. Plain text (also on a dry run); JSON `{status, warnings?, ignoredFields?}` only when there are warnings or ignored fields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    /**
                     * @example {
                     *       "status": "Guest removed: grace@example.org",
                     *       "ignoredFields": [
                     *         "nickname"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WriteReport"];
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. `not_found` here: the e-mail address is not registered (in plain text). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                    /** @example grace@example.org is not registered */
                    "text/plain": string;
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                    /** @example Unexpected server error; nothing was saved */
                    "text/plain": string;
                };
            };
        };
    };
    getGuestCount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "guestCount": 1,
                     *       "guestCapacity": 500,
                     *       "maxAssignedUsers": 500
                     *     }
                     */
                    "application/json": {
                        guestCount: number;
                        guestCapacity: number;
                        maxAssignedUsers: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    getGuests: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "url": "",
                     *         "name": "Grace Hopper",
                     *         "role": "",
                     *         "email": "grace@example.org",
                     *         "phone": "",
                     *         "company": "Harbour Institute",
                     *         "country": "",
                     *         "userEmail": "grace@example.org",
                     *         "vCardData": {
                     *           "FN": "Grace Hopper",
                     *           "ORG": "Harbour Institute",
                     *           "TEL": "",
                     *           "URL": "",
                     *           "ROLE": ""
                     *         },
                     *         "registered": true
                     *       },
                     *       {
                     *         "url": "",
                     *         "name": "Ada Lovelace",
                     *         "role": "Keynote speaker",
                     *         "email": "ada@example.org",
                     *         "phone": "",
                     *         "company": "Analytical Engines",
                     *         "country": "",
                     *         "eventRole": "SPEAKER",
                     *         "userEmail": "ada@example.org",
                     *         "vCardData": {
                     *           "FN": "Ada Lovelace",
                     *           "ORG": "Analytical Engines",
                     *           "TEL": "",
                     *           "URL": "",
                     *           "ROLE": "Keynote speaker"
                     *         },
                     *         "registered": true
                     *       }
                     *     ]
                     */
                    "application/json": ({
                        email: string;
                        userEmail?: string;
                        name?: string;
                        role?: string;
                        company?: string;
                        phone?: string;
                        url?: string;
                        country?: string;
                        registered?: boolean;
                        vCardData?: {
                            FN?: string;
                            ROLE?: string;
                            ORG?: string;
                            TEL?: string;
                            URL?: string;
                        } & {
                            [key: string]: unknown;
                        };
                        eventRole?: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    getPolls: {
        parameters: {
            query?: {
                /** @example CDGef5le7POPuIA0g4Em */
                sessionId?: string;
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "maxChoices": 1,
                     *         "locked": false,
                     *         "visible": true,
                     *         "showVotes": false,
                     *         "whiteListed": false,
                     *         "onlyShowToAllowed": false,
                     *         "sortNr": 0,
                     *         "pollId": "UZUWI2Uh3KABSExPPiOG",
                     *         "options": [
                     *           "The keynote",
                     *           "The panel"
                     *         ],
                     *         "question": "Which talk did you like best?",
                     *         "sessionId": "CDGef5le7POPuIA0g4Em",
                     *         "documentId": "UZUWI2Uh3KABSExPPiOG",
                     *         "closesAt": "",
                     *         "results": [
                     *           {
                     *             "option": "The keynote",
                     *             "votes": 1,
                     *             "percentage": 100
                     *           },
                     *           {
                     *             "option": "The panel",
                     *             "votes": 0,
                     *             "percentage": 0
                     *           }
                     *         ],
                     *         "voteCounts": {
                     *           "The keynote": 1,
                     *           "The panel": 0
                     *         },
                     *         "totalVotes": 1,
                     *         "voterCount": 1
                     *       }
                     *     ]
                     */
                    "application/json": ({
                        documentId: string;
                        pollId: string;
                        sessionId: string;
                        question: string;
                        options: string[];
                        maxChoices: number;
                        locked: boolean;
                        visible: boolean;
                        showVotes: boolean;
                        whiteListed: boolean;
                        onlyShowToAllowed: boolean;
                        sortNr: number;
                        closesAt: string;
                        whitelistId?: string;
                        requireAttendance?: boolean;
                        results: ({
                            option: string;
                            votes: number;
                            percentage: number;
                        } & {
                            [key: string]: unknown;
                        })[];
                        voteCounts: {
                            [key: string]: number;
                        };
                        totalVotes: number;
                        voterCount: number;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    getPollResults: {
        parameters: {
            query?: {
                /** @example UZUWI2Uh3KABSExPPiOG */
                pollId?: string;
                sessionId?: string;
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "pollId": "UZUWI2Uh3KABSExPPiOG",
                     *       "sessionId": "CDGef5le7POPuIA0g4Em",
                     *       "question": "Which talk did you like best?",
                     *       "locked": false,
                     *       "results": [
                     *         {
                     *           "option": "The keynote",
                     *           "votes": 1,
                     *           "percentage": 100
                     *         },
                     *         {
                     *           "option": "The panel",
                     *           "votes": 0,
                     *           "percentage": 0
                     *         }
                     *       ],
                     *       "voteCounts": {
                     *         "The keynote": 1,
                     *         "The panel": 0
                     *       },
                     *       "totalVotes": 1,
                     *       "voterCount": 1
                     *     }
                     */
                    "application/json": ({
                        pollId: string;
                        sessionId: string;
                        question: string;
                        locked: boolean;
                        results: ({
                            option: string;
                            votes: number;
                            percentage: number;
                        } & {
                            [key: string]: unknown;
                        })[];
                        voteCounts: {
                            [key: string]: number;
                        };
                        totalVotes: number;
                        voterCount: number;
                    } & {
                        [key: string]: unknown;
                    }) | ({
                        pollId: string;
                        sessionId: string;
                        question: string;
                        locked: boolean;
                        results: ({
                            option: string;
                            votes: number;
                            percentage: number;
                        } & {
                            [key: string]: unknown;
                        })[];
                        voteCounts: {
                            [key: string]: number;
                        };
                        totalVotes: number;
                        voterCount: number;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. `not_found` here: `pollId` names no poll of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    upsertPoll: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sessionId": "CDGef5le7POPuIA0g4Em",
                 *       "question": "Which talk did you like best?",
                 *       "options": [
                 *         "The keynote",
                 *         "The panel"
                 *       ],
                 *       "maxChoices": 1
                 *     }
                 */
                "application/json": {
                    sessionId?: string;
                    question?: string;
                    options?: string[];
                    maxChoices?: number;
                    locked?: boolean;
                    visible?: boolean;
                    showVotes?: boolean;
                    whiteListed?: boolean;
                    onlyShowToAllowed?: boolean;
                    sortNr?: number;
                    documentId?: string;
                    pollId?: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "created",
                     *       "pollId": "UZUWI2Uh3KABSExPPiOG",
                     *       "created": true,
                     *       "warnings": []
                     *     }
                     */
                    "application/json": {
                        status: string;
                        pollId: string;
                        created: boolean;
                        warnings?: string[];
                        ignoredFields?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. `not_found` here: `pollId` / `documentId` names no poll of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    deletePoll: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pollId": "UZUWI2Uh3KABSExPPiOG"
                 *     }
                 */
                "application/json": {
                    pollId: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "deleted",
                     *       "warnings": [
                     *         "1 ballot deleted"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        status: string;
                        warnings?: string[];
                        ignoredFields?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. `not_found` here: `pollId` names no poll of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    getQuestions: {
        parameters: {
            query: {
                /** @example CDGef5le7POPuIA0g4Em */
                sessionId: string;
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "documentId": "1YnrjI9O4hFlZdeVQB41",
                     *         "questionId": "1YnrjI9O4hFlZdeVQB41",
                     *         "sessionId": "CDGef5le7POPuIA0g4Em",
                     *         "question": "Will the slides be shared?",
                     *         "answer": "",
                     *         "status": "pending",
                     *         "score": 0,
                     *         "voterCount": 0,
                     *         "approved": false,
                     *         "rejected": false,
                     *         "answered": false,
                     *         "createdAt": "2026-11-27T06:38:06.558Z"
                     *       }
                     *     ]
                     */
                    "application/json": ({
                        documentId: string;
                        questionId: string;
                        sessionId: string;
                        question: string;
                        answer: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "answered";
                        score: number;
                        voterCount: number;
                        approved: boolean;
                        rejected: boolean;
                        answered: boolean;
                        createdAt?: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    upsertQuestion: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sessionId": "CDGef5le7POPuIA0g4Em",
                 *       "question": "Will the slides be shared?",
                 *       "answer": "",
                 *       "status": "pending"
                 *     }
                 */
                "application/json": {
                    sessionId: string;
                    question?: string;
                    answer?: string;
                    /** @enum {string} */
                    status?: "pending" | "approved" | "rejected" | "answered";
                    documentId?: string;
                    questionId?: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "created",
                     *       "questionId": "1YnrjI9O4hFlZdeVQB41",
                     *       "created": true
                     *     }
                     */
                    "application/json": {
                        status: string;
                        questionId: string;
                        created: boolean;
                        warnings?: string[];
                        ignoredFields?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. `not_found` here: `questionId` / `documentId` names no question of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    deleteQuestion: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sessionId": "CDGef5le7POPuIA0g4Em",
                 *       "questionId": "1YnrjI9O4hFlZdeVQB41"
                 *     }
                 */
                "application/json": {
                    sessionId: string;
                    questionId: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "deleted"
                     *     }
                     */
                    "application/json": {
                        status: string;
                        warnings?: string[];
                        ignoredFields?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. `not_found` here: `questionId` names no question of that session. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    uploadImage: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contentType": "image/png",
                 *       "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    contentType: "image/jpeg" | "image/png" | "image/webp" | "image/gif";
                    data: string;
                };
                /** @example GIF89a… */
                "image/*": string;
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "stored",
                     *       "imagePath": "http://127.0.0.1:41537/media/WLLrAVoHQisxxy4cgc9uI8Hy.png",
                     *       "contentType": "image/png",
                     *       "bytes": 70,
                     *       "nextStep": "Save imagePath on a speaker, sponsor or session (imagePath, sponsorImagePath, imagePathBanner) to show the picture; until then it is attached to nothing."
                     *     }
                     */
                    "application/json": {
                        status: string;
                        imagePath: string;
                        contentType: string;
                        bytes: number;
                        nextStep: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `picture_too_large`: the picture is over 8 MB; `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.picture_too_large"] | components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "documentId": "event_bBArqEAtnNLs",
                     *       "name": "Harbour Summit 2026",
                     *       "welcomeText": "",
                     *       "dateStart": "2026-09-14",
                     *       "dateEnd": "2026-09-15",
                     *       "location": "",
                     *       "address": "",
                     *       "city": "Lisbon",
                     *       "state": "",
                     *       "postalCode": "",
                     *       "country": "",
                     *       "supportEmail": "help@example.org",
                     *       "imagePath": "",
                     *       "mapImagePath": "",
                     *       "timeZoneOffset": 0,
                     *       "carouselInterval": 5,
                     *       "scheduleTimeDisplay": true,
                     *       "trackArray": [
                     *         "Main stage",
                     *         "Workshops"
                     *       ],
                     *       "tierArray": [
                     *         "Gold",
                     *         "Silver"
                     *       ],
                     *       "trackColorArray": [
                     *         "#1D4ED8",
                     *         "#F59E0B"
                     *       ],
                     *       "primaryBackgroundColor": "#FFFFFF",
                     *       "secondaryBackgroundColor": "#F3F4F6",
                     *       "tertiaryBackgroundColor": "#E5E7EB",
                     *       "primaryAccentColor": "#1D4ED8",
                     *       "secondaryAccentColor": "#7C3AED",
                     *       "primaryFontColor": "#111827",
                     *       "secondaryFontColor": "#4B5563",
                     *       "cardBackgroundColor": "#FFFFFF",
                     *       "guestCount": 1,
                     *       "guestCapacity": 500,
                     *       "categories": [
                     *         "Energy"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        documentId: string;
                        name: string;
                        /** @default  */
                        welcomeText: string;
                        /** @default  */
                        dateStart: string;
                        /** @default  */
                        dateEnd: string;
                        /** @default  */
                        location: string;
                        /** @default  */
                        address: string;
                        /** @default  */
                        city: string;
                        /** @default  */
                        state: string;
                        /** @default  */
                        postalCode: string;
                        /** @default  */
                        country: string;
                        /** @default  */
                        supportEmail: string;
                        /** @default  */
                        imagePath: string;
                        /** @default  */
                        mapImagePath: string;
                        /** @default 0 */
                        timeZoneOffset: number;
                        /** @default 5 */
                        carouselInterval: number;
                        /** @default true */
                        scheduleTimeDisplay: boolean;
                        /** @default [] */
                        trackArray: string[];
                        /** @default [] */
                        tierArray: string[];
                        /** @default [] */
                        trackColorArray: (number | string)[];
                        primaryBackgroundColor?: number | string;
                        secondaryBackgroundColor?: number | string;
                        tertiaryBackgroundColor?: number | string;
                        primaryAccentColor?: number | string;
                        secondaryAccentColor?: number | string;
                        primaryFontColor?: number | string;
                        secondaryFontColor?: number | string;
                        cardBackgroundColor?: number | string;
                        guestCount?: number;
                        guestCapacity?: number;
                        /** @default [] */
                        categories: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    updateEvent: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Harbour Summit 2026",
                 *       "dateStart": "2026-09-14",
                 *       "dateEnd": "2026-09-15",
                 *       "city": "Lisbon",
                 *       "supportEmail": "help@example.org",
                 *       "trackArray": [
                 *         "Main stage",
                 *         "Workshops"
                 *       ],
                 *       "trackColorArray": [
                 *         "#1D4ED8",
                 *         "#F59E0B"
                 *       ],
                 *       "tierArray": [
                 *         "Gold",
                 *         "Silver"
                 *       ],
                 *       "primaryAccentColor": "#1D4ED8"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    welcomeText?: string;
                    /**
                     * @description A calendar date YYYY-MM-DD that exists, or empty to clear
                     * @example 2026-09-14
                     */
                    dateStart?: string;
                    /**
                     * @description A calendar date YYYY-MM-DD that exists, or empty to clear
                     * @example 2026-09-14
                     */
                    dateEnd?: string;
                    location?: string;
                    address?: string;
                    city?: string;
                    state?: string;
                    postalCode?: string;
                    country?: string;
                    supportEmail?: "" | string;
                    /**
                     * @description An http(s) web address, or empty to clear
                     * @example https://example.org/page
                     */
                    imagePath?: string;
                    /**
                     * @description An http(s) web address, or empty to clear
                     * @example https://example.org/page
                     */
                    mapImagePath?: string;
                    timeZoneOffset?: number;
                    carouselInterval?: number;
                    scheduleTimeDisplay?: boolean;
                    trackArray?: string[];
                    tierArray?: string[];
                    trackColorArray?: (number | string)[];
                    primaryBackgroundColor?: number | string;
                    secondaryBackgroundColor?: number | string;
                    tertiaryBackgroundColor?: number | string;
                    primaryAccentColor?: number | string;
                    secondaryAccentColor?: number | string;
                    primaryFontColor?: number | string;
                    secondaryFontColor?: number | string;
                    cardBackgroundColor?: number | string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "updated",
                     *       "changes": {
                     *         "dateStart": {
                     *           "before": "",
                     *           "after": "2026-09-14"
                     *         },
                     *         "dateEnd": {
                     *           "before": "",
                     *           "after": "2026-09-15"
                     *         },
                     *         "city": {
                     *           "before": "",
                     *           "after": "Lisbon"
                     *         },
                     *         "supportEmail": {
                     *           "before": "",
                     *           "after": "help@example.org"
                     *         },
                     *         "trackArray": {
                     *           "before": [],
                     *           "after": [
                     *             "Main stage",
                     *             "Workshops"
                     *           ]
                     *         },
                     *         "tierArray": {
                     *           "before": [],
                     *           "after": [
                     *             "Gold",
                     *             "Silver"
                     *           ]
                     *         },
                     *         "trackColorArray": {
                     *           "before": [],
                     *           "after": [
                     *             "#1D4ED8",
                     *             "#F59E0B"
                     *           ]
                     *         },
                     *         "primaryAccentColor": {
                     *           "before": "#2563EB",
                     *           "after": "#1D4ED8"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        status: string;
                        changes: {
                            [key: string]: {
                                before: unknown;
                                after: unknown;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                        warnings?: string[];
                        ignoredFields?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    getAbstracts: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "title": "Tidal energy in small harbours",
                     *         "hidden": false,
                     *         "authors": [
                     *           {
                     *             "name": "Grace Hopper"
                     *           }
                     *         ],
                     *         "updated": "2026-11-27T06:38:06.578Z",
                     *         "category": "Energy",
                     *         "clientId": "client_b3kbHhXLBHb1",
                     *         "keywords": "",
                     *         "unListed": false,
                     *         "sessionId": "",
                     *         "documentId": "mEO23Al4Gx3CHlNEC1sh",
                     *         "apiImported": true,
                     *         "abstractText": "",
                     *         "downloadLink": "",
                     *         "institutions": [],
                     *         "downloadLabel": "Download",
                     *         "abstractNumber": "A-101",
                     *         "posterExpected": false,
                     *         "posterImagePath": "",
                     *         "posterOriginalPath": ""
                     *       }
                     *     ]
                     */
                    "application/json": ({
                        documentId: string;
                        abstractId?: string;
                        /** @default  */
                        abstractNumber: string;
                        title: string;
                        /** @default  */
                        category: string;
                        /** @default [] */
                        institutions: string[];
                        /** @default [] */
                        authors: ({
                            name: string;
                            institutionIndexes?: number[];
                            isPresenter?: boolean;
                            speakerId?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        /** @default  */
                        abstractText: string;
                        /** @default  */
                        posterImagePath: string;
                        /** @default  */
                        posterOriginalPath: string;
                        /** @default false */
                        posterExpected: boolean;
                        /** @default  */
                        downloadLink: string;
                        /** @default  */
                        downloadLabel: string;
                        /** @default  */
                        sessionId: string;
                        /** @default  */
                        keywords: string;
                        /** @default false */
                        unListed: boolean;
                        /** @default false */
                        hidden: boolean;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    upsertAbstract: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Tidal energy in small harbours",
                 *       "abstractNumber": "A-101",
                 *       "category": "Energy",
                 *       "institutions": [
                 *         "Harbour Institute"
                 *       ],
                 *       "authors": [
                 *         {
                 *           "name": "Grace Hopper",
                 *           "institutionIndexes": [
                 *             0
                 *           ],
                 *           "isPresenter": true
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    abstractNumber?: string;
                    title?: string;
                    category?: string;
                    institutions?: string[];
                    authors?: {
                        name: string;
                        institutionIndexes?: number[];
                        isPresenter?: boolean;
                        speakerId?: string;
                    }[];
                    abstractText?: string;
                    /**
                     * @description An http(s) web address, or empty to clear
                     * @example https://example.org/page
                     */
                    posterImagePath?: string;
                    /**
                     * @description An http(s) web address, or empty to clear
                     * @example https://example.org/page
                     */
                    posterOriginalPath?: string;
                    posterExpected?: boolean;
                    /**
                     * @description An http(s) web address, or empty to clear
                     * @example https://example.org/page
                     */
                    downloadLink?: string;
                    downloadLabel?: string;
                    sessionId?: string;
                    keywords?: string;
                    unListed?: boolean;
                    documentId?: string;
                    abstractId?: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "created",
                     *       "abstractId": "mEO23Al4Gx3CHlNEC1sh",
                     *       "created": true,
                     *       "warnings": [
                     *         "category \"Energy\" is new: it was added to the event's category list (its own page in the app)"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        status: string;
                        abstractId: string;
                        created: boolean;
                        changes?: {
                            [key: string]: {
                                before: unknown;
                                after: unknown;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                        warnings?: string[];
                        ignoredFields?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. `not_found` here: `abstractId` / `documentId` names no abstract of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                    /** @example Unexpected server error; nothing was saved */
                    "text/plain": string;
                };
            };
        };
    };
    deleteAbstract: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "abstractId": "mEO23Al4Gx3CHlNEC1sh"
                 *     }
                 */
                "application/json": {
                    abstractId?: string;
                    documentId?: string;
                } & (unknown | unknown);
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "deleted"
                     *     }
                     */
                    "application/json": {
                        status: string;
                        warnings?: string[];
                        ignoredFields?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. `not_found` here: `abstractId` / `documentId` names no abstract of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                    /** @example Unexpected server error; nothing was saved */
                    "text/plain": string;
                };
            };
        };
    };
    bulkUpsert: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "abstract",
                 *       "items": [
                 *         {
                 *           "title": "Salt marsh restoration",
                 *           "abstractNumber": "A-102"
                 *         },
                 *         {
                 *           "abstractId": "mEO23Al4Gx3CHlNEC1sh",
                 *           "category": "Energy and climate"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "abstract";
                    items: unknown[];
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "done",
                     *       "created": 1,
                     *       "updated": 1,
                     *       "failed": 0,
                     *       "results": [
                     *         {
                     *           "index": 0,
                     *           "ok": true,
                     *           "abstractId": "nnKonbLRpov13nF3tjkf",
                     *           "created": true
                     *         },
                     *         {
                     *           "index": 1,
                     *           "ok": true,
                     *           "abstractId": "mEO23Al4Gx3CHlNEC1sh",
                     *           "created": false,
                     *           "warnings": [
                     *             "category \"Energy and climate\" is new: it was added to the event's category list (its own page in the app)"
                     *           ],
                     *           "changes": {
                     *             "category": {
                     *               "before": "Energy",
                     *               "after": "Energy and climate"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        status: string;
                        created: number;
                        updated: number;
                        failed: number;
                        results: ({
                            index: number;
                            ok: boolean;
                            abstractId?: string;
                            created?: boolean;
                            error?: string;
                            details?: ({
                                field: string;
                                message: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                            warnings?: string[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                    /** @example Unexpected server error; nothing was saved */
                    "text/plain": string;
                };
            };
        };
    };
    getSessions: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "date": "2026-09-14",
                     *         "title": "Opening keynote",
                     *         "track": 0,
                     *         "endTime": "10:15",
                     *         "hasPoll": true,
                     *         "location": "Hall A",
                     *         "unListed": false,
                     *         "hasLiveQA": true,
                     *         "imagePath": "",
                     *         "startTime": "09:30",
                     *         "tintColor": "#FFFFFFFF",
                     *         "documentId": "CDGef5le7POPuIA0g4Em",
                     *         "contentData": [],
                     *         "allowSelfProxy": true,
                     *         "sessionId": "CDGef5le7POPuIA0g4Em"
                     *       }
                     *     ]
                     */
                    "application/json": ({
                        documentId: string;
                        sessionId?: string;
                        title: string;
                        /** @default  */
                        date: string;
                        /** @default  */
                        startTime: string;
                        /** @default  */
                        endTime: string;
                        /** @default  */
                        location: string;
                        /** @default -1 */
                        track: number;
                        tintColor?: number | string;
                        /** @default false */
                        hasPoll: boolean;
                        /** @default false */
                        hasLiveQA: boolean;
                        /** @default true */
                        allowSelfProxy: boolean;
                        /** @default  */
                        imagePath: string;
                        /** @default false */
                        unListed: boolean;
                        /** @default [] */
                        contentData: ({
                            type: string;
                            data: {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    upsertSession: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Opening keynote",
                 *       "date": "2026-09-14",
                 *       "startTime": "09:30",
                 *       "endTime": "10:15",
                 *       "location": "Hall A",
                 *       "hasPoll": true,
                 *       "hasLiveQA": true
                 *     }
                 */
                "application/json": {
                    title?: string;
                    /**
                     * @description A calendar date YYYY-MM-DD that exists, or empty to clear
                     * @example 2026-09-14
                     */
                    date?: string;
                    /**
                     * @description A time of day HH:MM (24-hour), or empty to clear
                     * @example 09:30
                     */
                    startTime?: string;
                    /**
                     * @description A time of day HH:MM (24-hour), or empty to clear
                     * @example 09:30
                     */
                    endTime?: string;
                    location?: string;
                    track?: number;
                    tintColor?: number | string;
                    hasPoll?: boolean;
                    hasLiveQA?: boolean;
                    /**
                     * @description An http(s) web address, or empty to clear
                     * @example https://example.org/page
                     */
                    imagePath?: string;
                    unListed?: boolean;
                    contentData?: unknown[];
                    documentId?: string;
                    sessionId?: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "created",
                     *       "documentId": "CDGef5le7POPuIA0g4Em",
                     *       "sessionId": "CDGef5le7POPuIA0g4Em",
                     *       "created": true
                     *     }
                     */
                    "application/json": {
                        status: string;
                        documentId: string;
                        created: boolean;
                        warnings?: string[];
                        ignoredFields?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. `not_found` here: `sessionId` / `documentId` names no session of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    deleteSession: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documentId": "CDGef5le7POPuIA0g4Em"
                 *     }
                 */
                "application/json": {
                    documentId?: string;
                    sessionId?: string;
                } & (unknown | unknown);
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "dry run: nothing deleted",
                     *       "dryRun": true,
                     *       "wouldDelete": {
                     *         "sessions": 1,
                     *         "polls": 0,
                     *         "questions": 0,
                     *         "ballots": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        status: string;
                        dryRun?: boolean;
                        wouldDelete?: {
                            [key: string]: number;
                        };
                        deleted?: {
                            [key: string]: number;
                        };
                        warnings?: string[];
                        ignoredFields?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. `not_found` here: `sessionId` / `documentId` names no session of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    getSpeakers: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "bio": "",
                     *         "name": "Ada Lovelace",
                     *         "role": "Keynote speaker",
                     *         "email": "ada@example.org",
                     *         "company": "Analytical Engines",
                     *         "unListed": false,
                     *         "imagePath": "",
                     *         "documentId": "SSP7QMh61nDG4lknBSUm",
                     *         "hideFromList": false,
                     *         "speakerId": "SSP7QMh61nDG4lknBSUm"
                     *       }
                     *     ]
                     */
                    "application/json": ({
                        documentId: string;
                        speakerId?: string;
                        name: string;
                        /** @default  */
                        email: string;
                        /** @default  */
                        role: string;
                        /** @default  */
                        company: string;
                        /** @default  */
                        bio: string;
                        /** @default  */
                        imagePath: string;
                        /** @default false */
                        hideFromList: boolean;
                        /** @default false */
                        unListed: boolean;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    upsertSpeaker: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada Lovelace",
                 *       "email": "ada@example.org",
                 *       "role": "Keynote speaker",
                 *       "company": "Analytical Engines"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    email?: "" | string;
                    role?: string;
                    company?: string;
                    bio?: string;
                    /**
                     * @description An http(s) web address, or empty to clear
                     * @example https://example.org/page
                     */
                    imagePath?: string;
                    hideFromList?: boolean;
                    unListed?: boolean;
                    documentId?: string;
                    speakerId?: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "created",
                     *       "documentId": "SSP7QMh61nDG4lknBSUm",
                     *       "speakerId": "SSP7QMh61nDG4lknBSUm",
                     *       "created": true
                     *     }
                     */
                    "application/json": {
                        status: string;
                        documentId: string;
                        created: boolean;
                        warnings?: string[];
                        ignoredFields?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. `not_found` here: `speakerId` / `documentId` names no speaker of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    deleteSpeaker: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documentId": "SSP7QMh61nDG4lknBSUm"
                 *     }
                 */
                "application/json": {
                    documentId?: string;
                    speakerId?: string;
                } & (unknown | unknown);
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "deleted",
                     *       "deleted": {
                     *         "speakers": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        status: string;
                        dryRun?: boolean;
                        wouldDelete?: {
                            [key: string]: number;
                        };
                        deleted?: {
                            [key: string]: number;
                        };
                        warnings?: string[];
                        ignoredFields?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. `not_found` here: `speakerId` / `documentId` names no speaker of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    getSponsors: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "url": "https://example.org",
                     *         "name": "Acme Cloud",
                     *         "tier": 0,
                     *         "unListed": false,
                     *         "documentId": "MFpqMM9Vplimx65SS7lp",
                     *         "hasOwnPage": false,
                     *         "contentData": [],
                     *         "hideFromList": false,
                     *         "imagePathBanner": "",
                     *         "sponsorImagePath": "",
                     *         "sponsorId": "MFpqMM9Vplimx65SS7lp"
                     *       }
                     *     ]
                     */
                    "application/json": ({
                        documentId: string;
                        sponsorId?: string;
                        name: string;
                        /** @default 0 */
                        tier: number;
                        /** @default  */
                        sponsorImagePath: string;
                        /** @default  */
                        imagePathBanner: string;
                        /** @default  */
                        url: string;
                        /** @default false */
                        hasOwnPage: boolean;
                        /** @default false */
                        hideFromList: boolean;
                        /** @default false */
                        unListed: boolean;
                        /** @default [] */
                        contentData: ({
                            type: string;
                            data: {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    upsertSponsor: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme Cloud",
                 *       "url": "https://example.org"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    tier?: number;
                    /**
                     * @description An http(s) web address, or empty to clear
                     * @example https://example.org/page
                     */
                    sponsorImagePath?: string;
                    /**
                     * @description An http(s) web address, or empty to clear
                     * @example https://example.org/page
                     */
                    imagePathBanner?: string;
                    /**
                     * @description An http(s) web address, or empty to clear
                     * @example https://example.org/page
                     */
                    url?: string;
                    hasOwnPage?: boolean;
                    hideFromList?: boolean;
                    unListed?: boolean;
                    contentData?: unknown[];
                    documentId?: string;
                    sponsorId?: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "created",
                     *       "documentId": "MFpqMM9Vplimx65SS7lp",
                     *       "sponsorId": "MFpqMM9Vplimx65SS7lp",
                     *       "created": true
                     *     }
                     */
                    "application/json": {
                        status: string;
                        documentId: string;
                        created: boolean;
                        warnings?: string[];
                        ignoredFields?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. `not_found` here: `sponsorId` / `documentId` names no sponsor of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    deleteSponsor: {
        parameters: {
            query?: {
                /**
                 * @description 1: run every check, save nothing
                 * @example 1
                 */
                dryRun?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documentId": "MFpqMM9Vplimx65SS7lp"
                 *     }
                 */
                "application/json": {
                    documentId?: string;
                    sponsorId?: string;
                } & (unknown | unknown);
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "deleted",
                     *       "deleted": {
                     *         "sponsors": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        status: string;
                        dryRun?: boolean;
                        wouldDelete?: {
                            [key: string]: number;
                        };
                        deleted?: {
                            [key: string]: number;
                        };
                        warnings?: string[];
                        ignoredFields?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client; `missing_scope`: the key lacks the call's scope (`missingScope` names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"] | components["schemas"]["Refusal.missing_scope"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. `not_found` here: `sponsorId` / `documentId` names no sponsor of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    whoami: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "clientId": "client_b3kbHhXLBHb1",
                     *       "eventId": "event_bBArqEAtnNLs",
                     *       "eventName": "Harbour Summit 2026",
                     *       "scopes": [
                     *         "tickets:read",
                     *         "tickets:write",
                     *         "polls:read",
                     *         "polls:write",
                     *         "qa:read",
                     *         "qa:write",
                     *         "media:write",
                     *         "event:read",
                     *         "event:write",
                     *         "attendees:read",
                     *         "attendees:write",
                     *         "abstracts:read",
                     *         "abstracts:write"
                     *       ],
                     *       "issuedAt": "2026-11-27T06:38:06.105Z",
                     *       "expiresAt": "2026-11-27T12:38:06.105Z",
                     *       "expiresInSeconds": 21599
                     *     }
                     */
                    "application/json": {
                        clientId: string;
                        eventId: string;
                        eventName: string;
                        scopes: string[];
                        issuedAt: string;
                        expiresAt: string;
                        expiresInSeconds: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    apiSchema: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Now, in Unix milliseconds (within 5 minutes of the server clock)
                 * @example 1789372800000
                 */
                "x-timestamp": components["parameters"]["Timestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": "1.0.0",
                     *       "endpoints": {
                     *         "/getEvent": {
                     *           "method": "GET",
                     *           "scope": "event:read",
                     *           "summary": "The event's settings.",
                     *           "response": {
                     *             "type": "object"
                     *           }
                     *         }
                     *       },
                     *       "resources": {
                     *         "Event": {
                     *           "type": "object"
                     *         }
                     *       },
                     *       "readOnlyFields": {
                     *         "Event": {
                     *           "documentId": "the event's id"
                     *         }
                     *       },
                     *       "formats": {
                     *         "contentSections": {
                     *           "types": {},
                     *           "speakerTypes": [],
                     *           "imagePositions": [],
                     *           "pageLinkPages": {}
                     *         },
                     *         "colors": {
                     *           "tintColor": {
                     *             "clearsTo": "#FFFFFFFF"
                     *           }
                     *         },
                     *         "richText": {
                     *           "description": "Plain text, or a Delta JSON string.",
                     *           "example": "{\"ops\":[{\"insert\":\"Hello\\n\"}]}"
                     *         }
                     *       },
                     *       "event": {
                     *         "tracks": [
                     *           {
                     *             "index": 0,
                     *             "name": "Main stage",
                     *             "color": "#FF1D4ED8"
                     *           }
                     *         ],
                     *         "tiers": [
                     *           {
                     *             "index": 0,
                     *             "name": "Gold"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        version: string;
                        endpoints: {
                            [key: string]: {
                                method: string;
                                scope?: string | null;
                                summary?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                        resources: {
                            [key: string]: unknown;
                        };
                        readOnlyFields: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                        formats: {
                            richText?: unknown;
                            contentSections: {
                                types?: unknown;
                                speakerTypes?: string[];
                                pageLinkPages?: unknown;
                            } & {
                                [key: string]: unknown;
                            };
                            colors: {
                                [key: string]: {
                                    clearsTo: string | number;
                                } & {
                                    [key: string]: unknown;
                                };
                            };
                        } & {
                            [key: string]: unknown;
                        };
                        event: {
                            tracks: ({
                                index: number;
                                name: string;
                                color?: string | number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            tiers: ({
                                index: number;
                                name: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `bad_timestamp`: `x-timestamp` is no integer of Unix milliseconds; `validation_failed`: a field or query value breaks a rule (`details` names each field); `unstorable_value`: a value passed the checks but cannot be stored (nothing was saved); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.bad_timestamp"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.unstorable_value"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `invalid_key`: the key is unknown; `key_expired`: the key is past its lifetime (`expiredAt` says when); `key_revoked`: the key was revoked in the console; `wrong_event`: the key belongs to another event of the same client. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_key"] | components["schemas"]["Refusal.key_expired"] | components["schemas"]["Refusal.key_revoked"] | components["schemas"]["Refusal.wrong_event"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `stale_timestamp`: `x-timestamp` is more than 5 minutes from the server time (`serverTime` gives it); `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.stale_timestamp"] | components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `rate_limited`: more than 300 requests in a minute for this key, or too many from this address (`Retry-After` and `retryAfterSeconds` say how long to wait). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.rate_limited"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    attendeeVote: {
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
                 *       "pollId": "pol_1",
                 *       "email": "grace@example.org",
                 *       "options": [
                 *         "The keynote"
                 *       ]
                 *     }
                 */
                "application/json": {
                    pollId: string;
                    /**
                     * Format: email
                     * @example ada@example.org
                     */
                    email: string;
                    options: string[];
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "voted"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "voted";
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `poll_locked`: the poll is closed; `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.poll_locked"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `not_registered`: the e-mail is not a registered guest of the event; `polls_off`: the session has polls off; `not_whitelisted`: the poll has a whitelist without the e-mail. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.not_registered"] | components["schemas"]["Refusal.polls_off"] | components["schemas"]["Refusal.not_whitelisted"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    attendeeUpvote: {
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
                 *       "questionId": "que_1",
                 *       "email": "grace@example.org"
                 *     }
                 */
                "application/json": {
                    questionId: string;
                    /**
                     * Format: email
                     * @example ada@example.org
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "upvoted"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "upvoted";
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `not_registered`: the e-mail is not a registered guest of the event; `qa_off`: the session has Q&A off. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.not_registered"] | components["schemas"]["Refusal.qa_off"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `already_upvoted`: the guest already upvoted this question. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.already_upvoted"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    attendeeAsk: {
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
                 *       "sessionId": "ses_1",
                 *       "email": "grace@example.org",
                 *       "question": "Will the slides be shared?"
                 *     }
                 */
                "application/json": {
                    sessionId: string;
                    /**
                     * Format: email
                     * @example ada@example.org
                     */
                    email: string;
                    question: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "asked",
                     *       "questionId": "que_1"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "asked";
                        questionId: string;
                    };
                };
            };
            /** @description `missing_header`: a header the call needs is missing; `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_header"] | components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `not_registered`: the e-mail is not a registered guest of the event; `qa_off`: the session has Q&A off. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.not_registered"] | components["schemas"]["Refusal.qa_off"];
                };
            };
            /** @description `unknown_client`: no client has the `x-client-id`; `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event); `not_found`: no such record in this event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_client"] | components["schemas"]["Refusal.unknown_event"] | components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    operatorHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            /** @description `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `missing_operator_token`: no `x-operator-token` header. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_operator_token"];
                };
            };
            /** @description `invalid_operator_token`: the operator token is not the server's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_operator_token"];
                };
            };
            /** @description `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    operatorEvents: {
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
                 *       "name": "Harbour Summit 2026"
                 *     }
                 */
                "application/json": {
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "clientId": "cl_1",
                     *       "eventId": "evt_1"
                     *     }
                     */
                    "application/json": {
                        clientId: string;
                        eventId: string;
                    };
                };
            };
            /** @description `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `missing_operator_token`: no `x-operator-token` header. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_operator_token"];
                };
            };
            /** @description `invalid_operator_token`: the operator token is not the server's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_operator_token"];
                };
            };
            /** @description `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    operatorKeys: {
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
                 *       "clientId": "cl_1",
                 *       "eventId": "evt_1",
                 *       "scopes": [
                 *         "event:read",
                 *         "event:write"
                 *       ],
                 *       "lifetimeHours": 6
                 *     }
                 */
                "application/json": {
                    clientId: string;
                    eventId: string;
                    scopes: "all" | ("tickets:read" | "tickets:write" | "polls:read" | "polls:write" | "qa:read" | "qa:write" | "media:write" | "event:read" | "event:write" | "attendees:read" | "attendees:write" | "abstracts:read" | "abstracts:write")[];
                    /** @enum {number} */
                    lifetimeHours?: 1 | 3 | 6 | 12 | 24;
                    lifetimeSeconds?: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiKey": "k_example",
                     *       "clientId": "cl_1",
                     *       "eventId": "evt_1",
                     *       "scopes": [
                     *         "event:read",
                     *         "event:write"
                     *       ],
                     *       "expiresAt": "2026-09-14T14:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        apiKey: string;
                        clientId: string;
                        eventId: string;
                        scopes: ("tickets:read" | "tickets:write" | "polls:read" | "polls:write" | "qa:read" | "qa:write" | "media:write" | "event:read" | "event:write" | "attendees:read" | "attendees:write" | "abstracts:read" | "abstracts:write")[];
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            /** @description `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `missing_operator_token`: no `x-operator-token` header. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_operator_token"];
                };
            };
            /** @description `invalid_operator_token`: the operator token is not the server's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_operator_token"];
                };
            };
            /** @description `unknown_event`: the client has no event of the `x-event-id` (another client's event, or another client's id, is an unknown event). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unknown_event"];
                };
            };
            /** @description `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    operatorKeysRevoke: {
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
                 *       "apiKey": "k_example"
                 *     }
                 */
                "application/json": {
                    apiKey: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "revoked"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "revoked";
                    };
                };
            };
            /** @description `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `missing_operator_token`: no `x-operator-token` header. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_operator_token"];
                };
            };
            /** @description `invalid_operator_token`: the operator token is not the server's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_operator_token"];
                };
            };
            /** @description `invalid_key`: no such key. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.no_such_key"];
                };
            };
            /** @description `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    operatorWhitelists: {
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
                 *       "sessionId": "ses_1",
                 *       "emails": [
                 *         "grace@example.org"
                 *       ]
                 *     }
                 */
                "application/json": {
                    pollId?: string;
                    sessionId?: string;
                    emails: string[];
                } & (unknown | unknown);
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "saved",
                     *       "whitelistId": "wl_1",
                     *       "emails": 1
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "saved";
                        whitelistId: string;
                        emails: number;
                    };
                };
            };
            /** @description `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `missing_operator_token`: no `x-operator-token` header. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_operator_token"];
                };
            };
            /** @description `invalid_operator_token`: the operator token is not the server's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_operator_token"];
                };
            };
            /** @description `not_found`: no such record in this event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
    operatorCountdown: {
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
                 *       "pollId": "pol_1",
                 *       "seconds": 30
                 *     }
                 */
                "application/json": {
                    pollId: string;
                    seconds: number;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "started",
                     *       "pollId": "pol_1",
                     *       "closesAt": "2026-09-14T09:45:30.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "started";
                        pollId: string;
                        /** Format: date-time */
                        closesAt: string;
                    };
                };
            };
            /** @description `invalid_json`: the body is empty or no JSON; `too_deep`: the body nests too deep; `validation_failed`: a field or query value breaks a rule (`details` names each field); `malformed_request`: the request is not valid HTTP. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_json"] | components["schemas"]["Refusal.too_deep"] | components["schemas"]["Refusal.validation_failed"] | components["schemas"]["Refusal.malformed_request"];
                };
            };
            /** @description `missing_operator_token`: no `x-operator-token` header. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.missing_operator_token"];
                };
            };
            /** @description `invalid_operator_token`: the operator token is not the server's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.invalid_operator_token"];
                };
            };
            /** @description `not_found`: no such record in this event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.not_found"];
                };
            };
            /** @description `request_timeout`: the request did not arrive in time (the connection is closed after the answer). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.request_timeout"];
                };
            };
            /** @description `body_too_large`: the body is over the call's limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.body_too_large"];
                };
            };
            /** @description `unsupported_media_type`: the body is not `application/json` (on /uploadImage: nor a supported picture type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.unsupported_media_type"];
                };
            };
            /** @description `headers_too_large`: the request line and headers are over 16 KB (the connection is closed after the answer). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.headers_too_large"];
                };
            };
            /** @description `internal_error`: an unexpected failure (nothing was saved). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal.internal_error"];
                };
            };
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
