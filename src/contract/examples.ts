/**
 * Examples for the API document (server/openapi.ts): a request for every write and query, and the answer the
 * local server gave to it on a fresh event (captured once, then kept here). Each one is checked against its own
 * schema by server/openapi.test.ts, so an example that no longer fits the contract fails a test.
 */
import type { EndpointPath } from './endpoints';

type Examples = Partial<Record<EndpointPath, unknown>>;

export const requestExamples: Examples = {
  "/updateEvent": {
    "name": "Harbour Summit 2026",
    "dateStart": "2026-09-14",
    "dateEnd": "2026-09-15",
    "city": "Lisbon",
    "supportEmail": "help@example.org",
    "trackArray": [
      "Main stage",
      "Workshops"
    ],
    "trackColorArray": [
      "#1D4ED8",
      "#F59E0B"
    ],
    "tierArray": [
      "Gold",
      "Silver"
    ],
    "primaryAccentColor": "#1D4ED8"
  },
  "/upsertSession": {
    "title": "Opening keynote",
    "date": "2026-09-14",
    "startTime": "09:30",
    "endTime": "10:15",
    "location": "Hall A",
    "hasPoll": true,
    "hasLiveQA": true
  },
  "/upsertSpeaker": {
    "name": "Ada Lovelace",
    "email": "ada@example.org",
    "role": "Keynote speaker",
    "company": "Analytical Engines"
  },
  "/upsertSponsor": {
    "name": "Acme Cloud",
    "url": "https://example.org"
  },
  "/upsertPoll": {
    "sessionId": "CDGef5le7POPuIA0g4Em",
    "question": "Which talk did you like best?",
    "options": [
      "The keynote",
      "The panel"
    ],
    "maxChoices": 1
  },
  "/upsertQuestion": {
    "sessionId": "CDGef5le7POPuIA0g4Em",
    "question": "Will the slides be shared?",
    "answer": "",
    "status": "pending"
  },
  "/upsertAbstract": {
    "title": "Tidal energy in small harbours",
    "abstractNumber": "A-101",
    "category": "Energy",
    "institutions": [
      "Harbour Institute"
    ],
    "authors": [
      {
        "name": "Grace Hopper",
        "institutionIndexes": [
          0
        ],
        "isPresenter": true
      }
    ]
  },
  "/addGuest": {
    "userEmail": "grace@example.org",
    "name": "Grace Hopper",
    "company": "Harbour Institute"
  },
  "/addTicket": {
    "userEmail": "grace@example.org",
    "ticketType": "Full pass",
    "externalQrValue": "HS26-0001-GRACE"
  },
  "/uploadImage": {
    "contentType": "image/png",
    "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
  },
  "/bulkUpsert": {
    "type": "abstract",
    "items": [
      {
        "title": "Salt marsh restoration",
        "abstractNumber": "A-102"
      },
      {
        "abstractId": "mEO23Al4Gx3CHlNEC1sh",
        "category": "Energy and climate"
      }
    ]
  },
  "/removeTicket": {
    "userEmail": "grace@example.org",
    "ticketType": "Full pass"
  },
  "/deleteQuestion": {
    "sessionId": "CDGef5le7POPuIA0g4Em",
    "questionId": "1YnrjI9O4hFlZdeVQB41"
  },
  "/deletePoll": {
    "pollId": "UZUWI2Uh3KABSExPPiOG"
  },
  "/deleteAbstract": {
    "abstractId": "mEO23Al4Gx3CHlNEC1sh"
  },
  "/deleteSpeaker": {
    "documentId": "SSP7QMh61nDG4lknBSUm"
  },
  "/deleteSponsor": {
    "documentId": "MFpqMM9Vplimx65SS7lp"
  },
  "/deleteSession": {
    "documentId": "CDGef5le7POPuIA0g4Em"
  },
  "/removeGuest": {
    "userEmail": "grace@example.org"
  }
};

export const queryExamples: Partial<Record<EndpointPath, Record<string, string>>> = {
  "/getGuestTickets": {
    "userEmail": "grace@example.org"
  },
  "/getTicketsByType": {
    "ticketType": "Full pass"
  },
  "/getPolls": {
    "sessionId": "CDGef5le7POPuIA0g4Em"
  },
  "/getPollResults": {
    "pollId": "UZUWI2Uh3KABSExPPiOG"
  },
  "/getQuestions": {
    "sessionId": "CDGef5le7POPuIA0g4Em"
  },
  "/deleteSession": {
    "dryRun": "1"
  }
};

/** The 200 answer of each endpoint (plain text for the ticket and guest writes). */
export const responseExamples: Record<EndpointPath, unknown> = {
  "/updateEvent": {
    "status": "updated",
    "changes": {
      "dateStart": {
        "before": "",
        "after": "2026-09-14"
      },
      "dateEnd": {
        "before": "",
        "after": "2026-09-15"
      },
      "city": {
        "before": "",
        "after": "Lisbon"
      },
      "supportEmail": {
        "before": "",
        "after": "help@example.org"
      },
      "trackArray": {
        "before": [],
        "after": [
          "Main stage",
          "Workshops"
        ]
      },
      "tierArray": {
        "before": [],
        "after": [
          "Gold",
          "Silver"
        ]
      },
      "trackColorArray": {
        "before": [],
        "after": [
          "#1D4ED8",
          "#F59E0B"
        ]
      },
      "primaryAccentColor": {
        "before": "#2563EB",
        "after": "#1D4ED8"
      }
    }
  },
  "/upsertSession": {
    "status": "created",
    "documentId": "CDGef5le7POPuIA0g4Em",
    "sessionId": "CDGef5le7POPuIA0g4Em",
    "created": true
  },
  "/upsertSpeaker": {
    "status": "created",
    "documentId": "SSP7QMh61nDG4lknBSUm",
    "speakerId": "SSP7QMh61nDG4lknBSUm",
    "created": true
  },
  "/upsertSponsor": {
    "status": "created",
    "documentId": "MFpqMM9Vplimx65SS7lp",
    "sponsorId": "MFpqMM9Vplimx65SS7lp",
    "created": true
  },
  "/upsertPoll": {
    "status": "created",
    "pollId": "UZUWI2Uh3KABSExPPiOG",
    "created": true,
    "warnings": []
  },
  "/upsertQuestion": {
    "status": "created",
    "questionId": "1YnrjI9O4hFlZdeVQB41",
    "created": true
  },
  "/upsertAbstract": {
    "status": "created",
    "abstractId": "mEO23Al4Gx3CHlNEC1sh",
    "created": true,
    "warnings": [
      "category \"Energy\" is new: it was added to the event's category list (its own page in the app)"
    ]
  },
  "/addGuest": "Guest registered: grace@example.org",
  "/addTicket": "Ticket created: Full pass for grace@example.org",
  "/getGuestTickets": [
    {
      "TIER": "Full pass",
      "EMAIL": "grace@example.org",
      "sessionId": "",
      "userEmail": "grace@example.org",
      "ticketType": "Full pass",
      "externalQrValue": ""
    }
  ],
  "/getTicketsByType": [
    {
      "TIER": "Full pass",
      "EMAIL": "grace@example.org",
      "sessionId": "",
      "userEmail": "grace@example.org",
      "ticketType": "Full pass",
      "externalQrValue": ""
    }
  ],
  "/getAllTickets": [
    {
      "TIER": "Full pass",
      "EMAIL": "grace@example.org",
      "sessionId": "",
      "userEmail": "grace@example.org",
      "ticketType": "Full pass",
      "externalQrValue": ""
    }
  ],
  "/getGuestCount": {
    "guestCount": 1,
    "guestCapacity": 500,
    "maxAssignedUsers": 500
  },
  "/getGuests": [
    {
      "url": "",
      "name": "Grace Hopper",
      "role": "",
      "email": "grace@example.org",
      "phone": "",
      "company": "Harbour Institute",
      "country": "",
      "userEmail": "grace@example.org",
      "vCardData": {
        "FN": "Grace Hopper",
        "ORG": "Harbour Institute",
        "TEL": "",
        "URL": "",
        "ROLE": ""
      },
      "registered": true
    },
    {
      "url": "",
      "name": "Ada Lovelace",
      "role": "Keynote speaker",
      "email": "ada@example.org",
      "phone": "",
      "company": "Analytical Engines",
      "country": "",
      "eventRole": "SPEAKER",
      "userEmail": "ada@example.org",
      "vCardData": {
        "FN": "Ada Lovelace",
        "ORG": "Analytical Engines",
        "TEL": "",
        "URL": "",
        "ROLE": "Keynote speaker"
      },
      "registered": true
    }
  ],
  "/getPolls": [
    {
      "maxChoices": 1,
      "locked": false,
      "visible": true,
      "showVotes": false,
      "whiteListed": false,
      "onlyShowToAllowed": false,
      "sortNr": 0,
      "pollId": "UZUWI2Uh3KABSExPPiOG",
      "options": [
        "The keynote",
        "The panel"
      ],
      "question": "Which talk did you like best?",
      "sessionId": "CDGef5le7POPuIA0g4Em",
      "documentId": "UZUWI2Uh3KABSExPPiOG",
      "closesAt": "",
      "results": [
        {
          "option": "The keynote",
          "votes": 1,
          "percentage": 100
        },
        {
          "option": "The panel",
          "votes": 0,
          "percentage": 0
        }
      ],
      "voteCounts": {
        "The keynote": 1,
        "The panel": 0
      },
      "totalVotes": 1,
      "voterCount": 1
    }
  ],
  "/getPollResults": {
    "pollId": "UZUWI2Uh3KABSExPPiOG",
    "sessionId": "CDGef5le7POPuIA0g4Em",
    "question": "Which talk did you like best?",
    "locked": false,
    "results": [
      {
        "option": "The keynote",
        "votes": 1,
        "percentage": 100
      },
      {
        "option": "The panel",
        "votes": 0,
        "percentage": 0
      }
    ],
    "voteCounts": {
      "The keynote": 1,
      "The panel": 0
    },
    "totalVotes": 1,
    "voterCount": 1
  },
  "/getQuestions": [
    {
      "documentId": "1YnrjI9O4hFlZdeVQB41",
      "questionId": "1YnrjI9O4hFlZdeVQB41",
      "sessionId": "CDGef5le7POPuIA0g4Em",
      "question": "Will the slides be shared?",
      "answer": "",
      "status": "pending",
      "score": 0,
      "voterCount": 0,
      "approved": false,
      "rejected": false,
      "answered": false,
      "createdAt": "2026-11-27T06:38:06.558Z"
    }
  ],
  "/getEvent": {
    "documentId": "event_bBArqEAtnNLs",
    "name": "Harbour Summit 2026",
    "welcomeText": "",
    "dateStart": "2026-09-14",
    "dateEnd": "2026-09-15",
    "location": "",
    "address": "",
    "city": "Lisbon",
    "state": "",
    "postalCode": "",
    "country": "",
    "supportEmail": "help@example.org",
    "imagePath": "",
    "mapImagePath": "",
    "timeZoneOffset": 0,
    "carouselInterval": 5,
    "scheduleTimeDisplay": true,
    "trackArray": [
      "Main stage",
      "Workshops"
    ],
    "tierArray": [
      "Gold",
      "Silver"
    ],
    "trackColorArray": [
      "#1D4ED8",
      "#F59E0B"
    ],
    "primaryBackgroundColor": "#FFFFFF",
    "secondaryBackgroundColor": "#F3F4F6",
    "tertiaryBackgroundColor": "#E5E7EB",
    "primaryAccentColor": "#1D4ED8",
    "secondaryAccentColor": "#7C3AED",
    "primaryFontColor": "#111827",
    "secondaryFontColor": "#4B5563",
    "cardBackgroundColor": "#FFFFFF",
    "guestCount": 1,
    "guestCapacity": 500,
    "categories": [
      "Energy"
    ]
  },
  "/getAbstracts": [
    {
      "title": "Tidal energy in small harbours",
      "hidden": false,
      "authors": [
        {
          "name": "Grace Hopper"
        }
      ],
      "updated": "2026-11-27T06:38:06.578Z",
      "category": "Energy",
      "clientId": "client_b3kbHhXLBHb1",
      "keywords": "",
      "unListed": false,
      "sessionId": "",
      "documentId": "mEO23Al4Gx3CHlNEC1sh",
      "apiImported": true,
      "abstractText": "",
      "downloadLink": "",
      "institutions": [],
      "downloadLabel": "Download",
      "abstractNumber": "A-101",
      "posterExpected": false,
      "posterImagePath": "",
      "posterOriginalPath": ""
    }
  ],
  "/getSessions": [
    {
      "date": "2026-09-14",
      "title": "Opening keynote",
      "track": 0,
      "endTime": "10:15",
      "hasPoll": true,
      "location": "Hall A",
      "unListed": false,
      "hasLiveQA": true,
      "imagePath": "",
      "startTime": "09:30",
      "tintColor": "#FFFFFFFF",
      "documentId": "CDGef5le7POPuIA0g4Em",
      "contentData": [],
      "allowSelfProxy": true,
      "sessionId": "CDGef5le7POPuIA0g4Em"
    }
  ],
  "/getSpeakers": [
    {
      "bio": "",
      "name": "Ada Lovelace",
      "role": "Keynote speaker",
      "email": "ada@example.org",
      "company": "Analytical Engines",
      "unListed": false,
      "imagePath": "",
      "documentId": "SSP7QMh61nDG4lknBSUm",
      "hideFromList": false,
      "speakerId": "SSP7QMh61nDG4lknBSUm"
    }
  ],
  "/getSponsors": [
    {
      "url": "https://example.org",
      "name": "Acme Cloud",
      "tier": 0,
      "unListed": false,
      "documentId": "MFpqMM9Vplimx65SS7lp",
      "hasOwnPage": false,
      "contentData": [],
      "hideFromList": false,
      "imagePathBanner": "",
      "sponsorImagePath": "",
      "sponsorId": "MFpqMM9Vplimx65SS7lp"
    }
  ],
  "/whoami": {
    "clientId": "client_b3kbHhXLBHb1",
    "eventId": "event_bBArqEAtnNLs",
    "eventName": "Harbour Summit 2026",
    "scopes": [
      "tickets:read",
      "tickets:write",
      "polls:read",
      "polls:write",
      "qa:read",
      "qa:write",
      "media:write",
      "event:read",
      "event:write",
      "attendees:read",
      "attendees:write",
      "abstracts:read",
      "abstracts:write"
    ],
    "issuedAt": "2026-11-27T06:38:06.105Z",
    "expiresAt": "2026-11-27T12:38:06.105Z",
    "expiresInSeconds": 21599
  },
  "/uploadImage": {
    "status": "stored",
    "imagePath": "http://127.0.0.1:41537/media/WLLrAVoHQisxxy4cgc9uI8Hy.png",
    "contentType": "image/png",
    "bytes": 70,
    "nextStep": "Save imagePath on a speaker, sponsor or session (imagePath, sponsorImagePath, imagePathBanner) to show the picture; until then it is attached to nothing."
  },
  "/bulkUpsert": {
    "status": "done",
    "created": 1,
    "updated": 1,
    "failed": 0,
    "results": [
      {
        "index": 0,
        "ok": true,
        "abstractId": "nnKonbLRpov13nF3tjkf",
        "created": true
      },
      {
        "index": 1,
        "ok": true,
        "abstractId": "mEO23Al4Gx3CHlNEC1sh",
        "created": false,
        "warnings": [
          "category \"Energy and climate\" is new: it was added to the event's category list (its own page in the app)"
        ],
        "changes": {
          "category": {
            "before": "Energy",
            "after": "Energy and climate"
          }
        }
      }
    ]
  },
  "/removeTicket": "Ticket removed: Full pass for grace@example.org",
  "/deleteQuestion": {
    "status": "deleted"
  },
  "/deletePoll": {
    "status": "deleted",
    "warnings": [
      "1 ballot deleted"
    ]
  },
  "/deleteAbstract": {
    "status": "deleted"
  },
  "/deleteSpeaker": {
    "status": "deleted",
    "deleted": {
      "speakers": 1
    }
  },
  "/deleteSponsor": {
    "status": "deleted",
    "deleted": {
      "sponsors": 1
    }
  },
  "/deleteSession": {
    "status": "dry run: nothing deleted",
    "dryRun": true,
    "wouldDelete": {
      "sessions": 1,
      "polls": 0,
      "questions": 0,
      "ballots": 0
    }
  },
  "/removeGuest": "Guest removed: grace@example.org",
  "/apiSchema": {
    "version": "1.0.0",
    "endpoints": {
      "/getEvent": {
        "method": "GET",
        "scope": "event:read",
        "summary": "The event's settings.",
        "response": {
          "type": "object"
        }
      }
    },
    "resources": {
      "Event": {
        "type": "object"
      }
    },
    "readOnlyFields": {
      "Event": {
        "documentId": "the event's id"
      }
    },
    "formats": {
      "contentSections": {
        "types": {},
        "speakerTypes": [],
        "imagePositions": [],
        "pageLinkPages": {}
      },
      "colors": {
        "tintColor": {
          "clearsTo": "#FFFFFFFF"
        }
      },
      "richText": {
        "description": "Plain text, or a Delta JSON string.",
        "example": "{\"ops\":[{\"insert\":\"Hello\\n\"}]}"
      }
    },
    "event": {
      "tracks": [
        {
          "index": 0,
          "name": "Main stage",
          "color": "#FF1D4ED8"
        }
      ],
      "tiers": [
        {
          "index": 0,
          "name": "Gold"
        }
      ]
    }
  }
};
