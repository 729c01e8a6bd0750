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
    responses: {
        /** @description `x-timestamp` is more than 5 minutes from the server time (`stale_timestamp`, with `serverTime`), or the request did not arrive in time (`request_timeout`). */
        Timeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description More than 300 requests in a minute for this key, or too many from this address (`rate_limited`). */
        RateLimited: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is larger than 5 MB (`body_too_large`). */
        BodyTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The picture is larger than 8 MB (`picture_too_large`), or the body larger than the upload limit (`body_too_large`). */
        PictureTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is not `application/json` (or, on /uploadImage, not a supported picture type) (`unsupported_media_type`). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request line and headers are over 16 KB (`headers_too_large`); the connection is closed after the answer. */
        HeadersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unexpected server error (`internal_error`). */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unexpected server error (plain text on this write; nothing was saved) */
        ServerErrorText: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example Unexpected server error; nothing was saved */
                "text/plain": string;
            };
        };
    };
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `tickets:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerErrorText"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `tickets:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`), or `not_found`: the guest has no ticket of that type (answered in plain text). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    /** @example No ticket of type Full pass for grace@example.org */
                    "text/plain": string;
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerErrorText"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `tickets:read` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `tickets:read` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `tickets:read` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `attendees:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
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
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerErrorText"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `attendees:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`), or `not_found`: the e-mail address is not registered (answered in plain text). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    /** @example grace@example.org is not registered */
                    "text/plain": string;
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerErrorText"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `attendees:read` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `attendees:read` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `polls:read` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `polls:read` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`), or `not_found`: `pollId` names no poll of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `polls:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`), or `not_found`: `pollId` / `documentId` names no poll of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `polls:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`), or `not_found`: `pollId` names no poll of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `qa:read` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `qa:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`), or `not_found`: `questionId` / `documentId` names no question of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `qa:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`), or `not_found`: `questionId` names no question of that session. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `media:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["PictureTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `event:read` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `event:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `abstracts:read` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `abstracts:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`), or `not_found`: `abstractId` / `documentId` names no abstract of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerErrorText"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `abstracts:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`), or `not_found`: `abstractId` / `documentId` names no abstract of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerErrorText"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `abstracts:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerErrorText"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `event:read` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `event:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`), or `not_found`: `sessionId` / `documentId` names no session of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `event:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`), or `not_found`: `sessionId` / `documentId` names no session of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `event:read` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `event:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`), or `not_found`: `speakerId` / `documentId` names no speaker of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `event:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`), or `not_found`: `speakerId` / `documentId` names no speaker of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `event:read` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `event:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`), or `not_found`: `sponsorId` / `documentId` names no sponsor of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`), the body is no JSON (`invalid_json`), nests too deep (`too_deep`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event, or lacks the scope `event:write` (`missing_scope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`), or `not_found`: `sponsorId` / `documentId` names no sponsor of the event. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The request is not valid: a key header is missing (`missing_header`), `x-timestamp` is no integer (`bad_timestamp`) or a field or query value breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key is unknown (`invalid_key`), expired, revoked or of another event. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`) or event (`unknown_event`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["Timeout"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description A header is missing (`missing_header`), the body is no JSON (`invalid_json`), or a field breaks a rule (`validation_failed`, `poll_locked`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a registered guest (`not_registered`), not on the poll's whitelist (`not_whitelisted`), or the session has polls off (`polls_off`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`), event (`unknown_event`), or poll, question or session (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description A header is missing (`missing_header`), the body is no JSON (`invalid_json`), or a field breaks a rule (`validation_failed`, `poll_locked`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The e-mail is not a registered guest (`not_registered`), or the session has polls or Q&A off (`polls_off`, `qa_off`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`), event (`unknown_event`), or poll, question or session (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The guest already upvoted this question (`already_upvoted`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description A header is missing (`missing_header`), the body is no JSON (`invalid_json`), or a field breaks a rule (`validation_failed`, `poll_locked`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The e-mail is not a registered guest (`not_registered`), or the session has polls or Q&A off (`polls_off`, `qa_off`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such client (`unknown_client`), event (`unknown_event`), or poll, question or session (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description No `x-operator-token` header (`missing_operator_token`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator token is not valid (`invalid_operator_token`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The body is no JSON (`invalid_json`) or a field breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No `x-operator-token` header (`missing_operator_token`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator token is not valid (`invalid_operator_token`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The body is no JSON (`invalid_json`) or a field breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No `x-operator-token` header (`missing_operator_token`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator token is not valid (`invalid_operator_token`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such event of that client (`unknown_event`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The body is no JSON (`invalid_json`) or a field breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No `x-operator-token` header (`missing_operator_token`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator token is not valid (`invalid_operator_token`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such key (`invalid_key`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The body is no JSON (`invalid_json`) or a field breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No `x-operator-token` header (`missing_operator_token`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator token is not valid (`invalid_operator_token`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such poll or session (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
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
            /** @description The body is no JSON (`invalid_json`) or a field breaks a rule (`validation_failed`); `details` names each field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No `x-operator-token` header (`missing_operator_token`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator token is not valid (`invalid_operator_token`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such poll (`not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
}
