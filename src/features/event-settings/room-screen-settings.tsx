/**
 * "Room screens" in Event settings: what the whole team shares for the live room and the API has no field for,
 * kept by the console's own server (`/console-api/screens/settings`): the room's join line (with a QR code on
 * every screen when it is a web address) and the default answer sent when a question is marked answered in
 * one click. Saved by the page's one save bar (use-room-screen-settings.ts).
 */
import { LIMITS } from '../../contract/common';
import { JOIN_LINE_MAX } from '../../contract/screens';
import { TextField } from '../../components/ui/text-field';
import { SettingsSection } from './settings-section';
import type { RoomScreenSettingsEditor } from './use-room-screen-settings';

export function RoomScreenSettings({ screens }: { screens: RoomScreenSettingsEditor }) {
  if (screens.available === 'unknown') return null;
  if (screens.available === 'none') {
    return (
      <SettingsSection id="room-screens" title="Room screens">
        <p className="text-sm text-slate-700">The room’s join line and the default answer are kept by the console’s own server (npm start or the Docker image); this console was served by something else.</p>
      </SettingsSection>
    );
  }
  return (
    <SettingsSection id="room-screens" title="Room screens" description="Shared by the whole team and shown on every room screen of this event; kept by the console’s server (the API has no field for them).">
      <div className="space-y-4">
        <TextField
          label="Join line"
          hint="Where the audience asks and votes, as “Join at …” on every screen (a web address also gets a QR code), e.g. summit.example/live"
          value={screens.joinLine}
          onChange={(e) => screens.setJoinLine(e.target.value)}
          error={screens.errors.joinLine}
          maxChars={JOIN_LINE_MAX}
        />
        <TextField
          label="Default answer"
          hint="Sent as the answer when a question is marked answered in one click; still editable per question."
          value={screens.answer}
          onChange={(e) => screens.setAnswer(e.target.value)}
          error={screens.errors.defaultAnswer}
          maxChars={LIMITS.answerText}
        />
      </div>
    </SettingsSection>
  );
}
