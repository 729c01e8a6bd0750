/**
 * The room's desk (src/contract/room-desk.ts): a screen's kind (a room screen or a stage monitor), each room's
 * message to its stage monitor with the monitor's receipt, and the rooms held off the programme. A change NOTIFYs
 * 'e:<event>' on the screens channel, as the team's screen settings do: every screen and console of the event
 * reads again. In front of a remote API (`UPSTREAM_URL`) the programme rooms follow is the one the consoles relay
 * (`relayed_programmes`, one per event).
 */
export const ROOM_DESK_MIGRATION = `
  ALTER TABLE screens ADD COLUMN kind text NOT NULL DEFAULT 'room';
  CREATE TABLE monitor_messages (
    event_id text NOT NULL,
    room text NOT NULL,
    id text NOT NULL,
    text text NOT NULL,
    sent_at bigint NOT NULL,
    seen_at bigint,
    PRIMARY KEY (event_id, room)
  );
  CREATE TABLE room_holds (
    event_id text NOT NULL,
    room text NOT NULL,
    hold jsonb NOT NULL,
    since bigint NOT NULL,
    PRIMARY KEY (event_id, room)
  );
  CREATE TABLE relayed_programmes (
    event_id text PRIMARY KEY,
    doc jsonb NOT NULL,
    relayed_at bigint NOT NULL
  );
  CREATE TRIGGER screens_programmes_insert AFTER INSERT ON relayed_programmes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screen_rows();
  CREATE TRIGGER screens_programmes_update AFTER UPDATE ON relayed_programmes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screen_rows();
  CREATE TRIGGER screens_messages_insert AFTER INSERT ON monitor_messages REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screen_rows();
  CREATE TRIGGER screens_messages_update AFTER UPDATE ON monitor_messages REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screen_rows();
  CREATE TRIGGER screens_messages_delete AFTER DELETE ON monitor_messages REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screen_rows();
  CREATE TRIGGER screens_holds_insert AFTER INSERT ON room_holds REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screen_rows();
  CREATE TRIGGER screens_holds_update AFTER UPDATE ON room_holds REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screen_rows();
  CREATE TRIGGER screens_holds_delete AFTER DELETE ON room_holds REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screen_rows();
`;

/**
 * The speaker's time, adjusted by hand (src/contract/speaker-time.ts): per room, the session it was given to and the
 * minutes from that session's end in the programme. One row per room: an adjustment for another session replaces it,
 * and the stage monitors ignore a row of a session no longer on. Changes NOTIFY 'e:<event>' like messages and holds.
 */
export const SPEAKER_TIME_MIGRATION = `
  CREATE TABLE speaker_times (
    event_id text NOT NULL,
    room text NOT NULL,
    session_id text NOT NULL,
    minutes integer NOT NULL,
    set_at bigint NOT NULL,
    PRIMARY KEY (event_id, room)
  );
  CREATE TRIGGER screens_speaker_times_insert AFTER INSERT ON speaker_times REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screen_rows();
  CREATE TRIGGER screens_speaker_times_update AFTER UPDATE ON speaker_times REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screen_rows();
  CREATE TRIGGER screens_speaker_times_delete AFTER DELETE ON speaker_times REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION screens_notify_screen_rows();
`;
