/**
 * Room screens, between the console, its server and the screens (not part of the Event Management API: the
 * console's own server keeps them, docs/server.md "Room screens"). A screen is a link showing the stage of one
 * session (or of the whole event, `sessionId` null); moderators decide what a stage shows; the server builds
 * what a screen receives (`ScreenView`) from what it holds, never more than the moderators put on it.
 */
import { z } from 'zod';
import { LIMITS, atMostCharacters, dateSchema, idText, isWebUrl, text, timeOfDaySchema } from './common';
import { colourSchema } from './colour';
import { SLOT_SPEAKERS_MAX, SLOT_SPEAKER_NAME_MAX } from './rooms';
import { screenKindSchema, type MonitorMessage, type RoomHold, type ScreenKind, type SpeakerTime } from './room-desk';

export const SCREEN_NAME_MAX = 80;
export const JOIN_LINE_MAX = 200;
export const DEFAULT_ANSWER = 'Answered on stage';
/** The most questions a list on screen carries (a projector shows far fewer). */
export const SCREEN_LIST_MAX = 40;

const sessionRef = z.union([atMostCharacters(idText('a session id').min(1, { error: 'may not be empty' }), 200), z.null()], {
  error: 'must be a session id, or null for the whole event',
});

/** What a stage shows, as moderators set it. */
export const stageContentSchema = z.discriminatedUnion(
  'kind',
  [
    /** The approved and answered questions (a session's normal view). */
    z.object({ kind: z.literal('questions') }),
    /** One question alone, with its answer. */
    z.object({ kind: z.literal('question'), questionId: atMostCharacters(idText('a question id').min(1, { error: 'is required' }), 200) }),
    /** A poll: its options, and its figures when the poll's results mode and stage allow (`reveal`: Reveal on screen pressed). */
    z.object({ kind: z.literal('poll'), pollId: atMostCharacters(idText('a poll id').min(1, { error: 'is required' }), 200), reveal: z.boolean({ error: 'must be true or false' }).default(false) }),
    /** The event's name and the room's way in (the whole event's normal view, for breaks). */
    z.object({ kind: z.literal('welcome') }),
  ],
  { error: 'must be one of questions, question, poll, welcome' },
);
export type StageContent = z.infer<typeof stageContentSchema>;

const screenName = atMostCharacters(text('a name').trim().min(1, { error: 'is required' }), SCREEN_NAME_MAX);

export const ROOM_NAME_MAX = 200;
const roomName = atMostCharacters(text('a room (a place of the programme, or empty for the lobby)').trim(), ROOM_NAME_MAX);
/** A new screen: of a session (it goes to the session's room), or of a room (`room`: '' the lobby). */
export const screenCreateSchema = z.strictObject({ sessionId: sessionRef, name: screenName, room: roomName.optional(), kind: screenKindSchema.optional() });
export const screenMoveSchema = z.strictObject({ room: roomName });
export const screenRenameSchema = z.strictObject({ name: screenName });
/** A moderator pairs the machine showing `code` as a screen of `room` ('' the lobby). */
export const screenPairSchema = z.strictObject({
  code: atMostCharacters(text('the code the screen shows').trim().min(1, { error: 'is required: type the code the screen shows' }), 20),
  room: roomName,
  name: screenName.optional(),
  kind: screenKindSchema.optional(),
});
export type ScreenPairBody = z.input<typeof screenPairSchema>;
/** A machine's pairing as it starts: the code to show, the machine's secret (kept by it; its screen link once paired), the expiry. */
export type PairingStart = { code: string; secret: string; expiresAt: number };
/** Where a machine's pairing stands. */
export type PairingStatus = { state: 'waiting'; expiresAt: number } | { state: 'paired' } | { state: 'expired' };
export const stageWriteSchema = z.strictObject({ sessionId: sessionRef, content: stageContentSchema });
export const screenSettingsSchema = z.strictObject({
  joinLine: atMostCharacters(text('the join line').trim(), JOIN_LINE_MAX).optional(),
  defaultAnswer: atMostCharacters(text('the default answer').trim().min(1, { error: 'may not be empty: attendees see it as the answer' }), LIMITS.answerText).optional(),
});
export const POLL_SCREEN_MODES = ['live', 'reveal'] as const;
export type PollScreenMode = (typeof POLL_SCREEN_MODES)[number];
export const pollModeSchema = z.strictObject({
  pollId: atMostCharacters(idText('a poll id').min(1, { error: 'is required' }), 200),
  mode: z.enum(POLL_SCREEN_MODES, { error: 'must be live (results while voting) or reveal (after Reveal)' }),
});

export type ScreenSettings = { joinLine: string; defaultAnswer: string };

/** A screen as the console lists it. */
/** `room`: the room it belongs to ('' the lobby), null for a screen that follows one session without a room. */
/** `kind`: a room screen (the audience's) or a stage monitor (the speaker's); absent means a room screen. */
export type ScreenSummary = { id: string; sessionId: string | null; room?: string | null; name: string; connected: boolean; createdAt: number; kind?: ScreenKind };
export type StageSummary = { sessionId: string | null; content: StageContent; updatedAt: number };
export type ScreensList = {
  screens: ScreenSummary[];
  stages: StageSummary[];
  settings: ScreenSettings;
  pollModes: Record<string, PollScreenMode>;
  /** Each room's message to its stage monitor, with its receipt (room-desk.ts). */
  messages?: ({ room: string } & MonitorMessage)[];
  /** The rooms the desk holds off the programme. */
  holds?: RoomHold[];
  /** Each room's speaker's time, adjusted by hand (a row of a session no longer on is stale: speaker-time.ts). */
  speakerTimes?: SpeakerTime[];
};

/**
 * A question on screen: its text, score, whether it was answered, and its answer (null unless answered with
 * words of its own: the default answer, "Answered on stage", is a placeholder and never projected).
 */
export type ScreenQuestion = { id: string; text: string; score: number; answered: boolean; answer: string | null };
export type ScreenPoll = {
  id: string;
  question: string;
  /** `votes` null while the figures are hidden. */
  options: { label: string; votes: number | null }[];
  voterCount: number;
  totalVotes: number;
  /** Whether the figures show (results mode live, the poll revealed, or Reveal pressed on screen). */
  figures: boolean;
  stage: 'draft' | 'open' | 'closed' | 'revealed';
};
export type ScreenLook = {
  name: string;
  /** The event's clock: hours from UTC (`timeZoneOffset`), so a screen writes times as the event does (24-hour). */
  timeZoneOffset: number;
  /** The event's banner (`imagePath`): an http(s) address or a picture of this server's `/media` (isScreenBanner). */
  banner: string | null;
  colours: { primaryBackgroundColor?: string; primaryFontColor?: string; primaryAccentColor?: string; cardBackgroundColor?: string };
};

/** The event's colours a room's screen paints with (the projector palette reads them). */
export const SCREEN_COLOUR_FIELDS = ['primaryBackgroundColor', 'primaryFontColor', 'primaryAccentColor', 'cardBackgroundColor'] as const;
/** The longest event name and banner address a console relays for the screens. */
export const SCREEN_EVENT_NAME_MAX = 500;
export const SCREEN_BANNER_MAX = 2000;

/** A picture of this server's own `/media` (its id: letters, digits, `_`, `-` and `.`, not starting with a dot). */
const MEDIA_PATH = /^\/media\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** Whether a screen may draw this banner: an http(s) web address, or a path of this server's `/media`; never `javascript:`, `data:` or any other kind. */
export function isScreenBanner(value: string): boolean {
  return MEDIA_PATH.test(value) || (/^https?:\/\//i.test(value) && isWebUrl(value));
}

/**
 * A session as a room's screen announces it: title, room, start and end (Unix ms; the screen writes them on the
 * event's clock), and its speakers' names (at most SLOT_SPEAKERS_MAX, with how many more there are).
 */
export type ScreenSlot = { title: string; room: string; startsAt: number; endsAt: number; speakers?: string[]; moreSpeakers?: number };

/** What a stage monitor shows beside the room's view. */
export type MonitorView = {
  /** The session on the room's stage (running, or held), with its times; null between sessions. */
  session: ScreenSlot | null;
  /** What comes next in the room (between sessions: its countdown). */
  next: ScreenSlot | null;
  /** The question in the spotlight on the room's screens. */
  spotlight: ScreenQuestion | null;
  /**
   * What the room's screens show when it is not a spotlighted question, in words for the speaker ("The
   * audience's questions", "Poll: Which topic next?"); absent or null when it is one, or nothing of the session.
   */
  onScreen?: string | null;
  /** The first open question of the queue after the spotlighted one. */
  upNext: ScreenQuestion | null;
  /** The desk's message, with whether this room's monitor said it was seen. */
  message: MonitorMessage | null;
  /** Whether the desk holds the room (the screens do not follow the programme now). */
  held: boolean;
  /**
   * The speaker's time, adjusted by hand: the end the monitor counts to (Unix ms) and the minutes from the
   * programme's end (`session.endsAt`); absent or null when it counts to the programme's end.
   */
  speakerTime?: { endsAt: number; minutes: number } | null;
};

/** Everything a screen receives: only what a moderator put on its stage, and the event's look and way in. */
export type ScreenView = {
  screen: { name: string };
  event: ScreenLook;
  joinLine: string;
  session: { title: string } | null;
  /** When the stage's content was last decided (Unix ms). */
  decidedAt: number;
  /** When this view was built (Unix ms), so a screen can say how fresh it is. */
  builtAt: number;
  /**
   * Only where the consoles relay the questions and figures (the server in front of a remote API): when they
   * last arrived (Unix ms), null when none has yet; the screen says how old they are once they stop coming.
   */
  relayedAt?: number | null;
  content:
    | { kind: 'welcome' }
    | { kind: 'questions'; questions: ScreenQuestion[]; more: number }
    | { kind: 'question'; question: ScreenQuestion | null }
    | { kind: 'poll'; poll: ScreenPoll | null }
    /** A room between sessions: what comes next there (null: nothing more in the room), with a countdown on the screen. */
    | { kind: 'next'; room: string; next: ScreenSlot | null }
    /** The lobby: now and next in every room. */
    | { kind: 'rooms'; rooms: { room: string; now: ScreenSlot | null; next: ScreenSlot | null }[] };
  /**
   * A room's screen: its room ('' the lobby), the event's clock (whole hours east of UTC) for the times it writes,
   * and the programme's time when the view was built (Unix ms; a countdown runs on from it).
   */
  room?: { name: string; offsetHours: number; at: number };
  /** A stage monitor's part: the time left, the spotlight, the next question, the desk's message (room-desk.ts). */
  monitor?: MonitorView;
};

/** The default content of a stage: a session's questions, the event's welcome. */
export function defaultContent(sessionId: string | null): StageContent {
  return sessionId === null ? { kind: 'welcome' } : { kind: 'questions' };
}

/** Words for what a stage shows, for the consoles' "On screen now". */
export function describeStage(content: StageContent, names: { question?: string; poll?: string } = {}): string {
  switch (content.kind) {
    case 'question':
      return names.question ? `the question “${names.question}”` : 'one question';
    case 'poll':
      return names.poll ? `the poll “${names.poll}”` : 'a poll';
    case 'welcome':
      return 'the event’s welcome and how to join';
    default:
      return 'the approved questions';
  }
}

/** The most options a relayed poll carries (the API allows 20). */
const RELAY_OPTIONS_MAX = 50;
const count = z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(0, { error: 'may not be negative' }).max(2 ** 31 - 1, { error: 'is too large' });

/**
 * What a console relays to its server when that server stands in front of a remote API (`UPSTREAM_URL`) and
 * so holds no questions or polls: what the console already read, for a session that is on screen. Only
 * approved and answered questions (any other status is refused: a pending or rejected text never leaves the
 * console for a screen), and one poll with its figures. No e-mail, guest or key has a field here.
 */
export const relaySchema = z.strictObject({
  sessionId: atMostCharacters(idText('a session id').min(1, { error: 'is required' }), 200),
  questions: z
    .array(
      z.strictObject({
        id: atMostCharacters(idText('a question id').min(1, { error: 'is required' }), 200),
        question: atMostCharacters(text('the question'), LIMITS.questionText * 4),
        status: z.enum(['approved', 'answered'], { error: 'must be approved or answered: only those go on screen' }),
        answer: atMostCharacters(text('the answer'), LIMITS.answerText * 4),
        score: count,
      }),
      { error: 'must be a list of questions' },
    )
    .max(SCREEN_LIST_MAX * 5, { error: `may hold at most ${SCREEN_LIST_MAX * 5} questions` })
    .optional(),
  poll: z
    .strictObject({
      id: atMostCharacters(idText('a poll id').min(1, { error: 'is required' }), 200),
      question: atMostCharacters(text('the poll question'), 2000),
      options: z.array(atMostCharacters(text('an option'), 2000), { error: 'must be a list of options' }).max(RELAY_OPTIONS_MAX, { error: `may hold at most ${RELAY_OPTIONS_MAX} options` }),
      visible: z.boolean({ error: 'must be true or false' }),
      locked: z.boolean({ error: 'must be true or false' }),
      showVotes: z.boolean({ error: 'must be true or false' }),
      votes: z.array(count, { error: 'must be a list of vote counts, one per option' }).max(RELAY_OPTIONS_MAX, { error: `may hold at most ${RELAY_OPTIONS_MAX} counts` }),
      voters: count,
    })
    .optional(),
});
export type Relay = z.infer<typeof relaySchema>;

/** The most sessions a relayed programme carries. */
export const RELAY_SESSIONS_MAX = 3000;

const lookColour = colourSchema.optional();
/**
 * The event's look as its screens show it, relayed with the programme (the console read it from `/getEvent` for
 * its own pages): the name, the banner's address ('' none) and the four colours the projector palette reads, in
 * the contract's colour format (an ARGB integer or `#RRGGBB` / `#AARRGGBB`). Nothing else of the event (no e-mail,
 * no address, no key) has a field here.
 */
export const screenLookRelaySchema = z.strictObject(
  {
    name: atMostCharacters(text('the event name').trim(), SCREEN_EVENT_NAME_MAX),
    banner: atMostCharacters(text('the banner address').trim(), SCREEN_BANNER_MAX).refine((v) => v === '' || isScreenBanner(v), {
      error: 'must be a web address starting with https:// or http://, a picture of this server’s /media, or empty',
    }),
    colours: z.strictObject(
      { primaryBackgroundColor: lookColour, primaryFontColor: lookColour, primaryAccentColor: lookColour, cardBackgroundColor: lookColour },
      { error: 'must be the event’s colours (primaryBackgroundColor, primaryFontColor, primaryAccentColor, cardBackgroundColor)' },
    ),
  },
  { error: 'must be the event’s look: {name, banner, colours}' },
);
export type ScreenLookRelay = z.infer<typeof screenLookRelaySchema>;

type EventLookSource = { name?: unknown; imagePath?: unknown } & { [F in (typeof SCREEN_COLOUR_FIELDS)[number]]?: unknown };

/**
 * The look a console relays from the event it read: each part only when the contract takes it (a name cut to
 * SCREEN_EVENT_NAME_MAX, a banner that is no web address left out, a colour in no colour format left out), so one odd
 * setting never stops the programme from reaching the rooms.
 */
export function screenLookRelayOf(event: EventLookSource): ScreenLookRelay {
  const part = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  };
  const shape = screenLookRelaySchema.shape;
  const name = typeof event.name === 'string' ? Array.from(event.name.trim()).slice(0, SCREEN_EVENT_NAME_MAX).join('') : '';
  const colours: ScreenLookRelay['colours'] = {};
  for (const field of SCREEN_COLOUR_FIELDS) {
    const colour = part(colourSchema, event[field], undefined);
    if (colour !== undefined) colours[field] = colour;
  }
  return { name: part(shape.name, name, ''), banner: part(shape.banner, event.imagePath, ''), colours };
}

/**
 * The programme as a console read it, relayed to its server when that server stands in front of a remote API
 * (`UPSTREAM_URL`) and so holds no sessions: what rooms need to follow it (each session's id, title, date, times
 * and room), the event's clock, and the event's look on screen (`look`, screenLookRelaySchema). Nothing else of a
 * session or of the event has a field here.
 */
export const programmeRelaySchema = z.strictObject({
  timeZoneOffset: z
    .number({ error: 'must be a number of hours' })
    .int({ error: 'must be a whole number of hours' })
    .min(LIMITS.timeZoneOffsetMin, { error: `must be at least ${LIMITS.timeZoneOffsetMin}` })
    .max(LIMITS.timeZoneOffsetMax, { error: `must be at most ${LIMITS.timeZoneOffsetMax}` }),
  sessions: z
    .array(
      z.strictObject({
        id: atMostCharacters(idText('a session id').min(1, { error: 'is required' }), 200),
        title: atMostCharacters(text('the title'), 2000),
        date: dateSchema,
        startTime: timeOfDaySchema,
        endTime: timeOfDaySchema,
        location: atMostCharacters(text('the location'), 2000),
        speakers: z
          .array(atMostCharacters(text('a speaker’s name'), SLOT_SPEAKER_NAME_MAX), { error: 'must be a list of names' })
          .max(SLOT_SPEAKERS_MAX, { error: `may name at most ${SLOT_SPEAKERS_MAX} speakers` })
          .optional(),
        moreSpeakers: z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be 0 or more' }).max(100_000, { error: 'must be at most 100000' }).optional(),
      }),
      { error: 'must be a list of sessions' },
    )
    .max(RELAY_SESSIONS_MAX, { error: `may hold at most ${RELAY_SESSIONS_MAX} sessions` }),
  look: screenLookRelaySchema.optional(),
});
export type ProgrammeRelay = z.infer<typeof programmeRelaySchema>;
