import { useState, type FormEvent } from 'react';
import { Dialog } from '../ui/dialog';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { JOIN_ADDRESS_MAX, joinAddressError, joinUrl } from './join-address';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; address: string; onSave: (address: string) => void };

/** The operator sets where the audience joins; saved in this browser for this event. */
export function JoinAddressDialog({ open, onOpenChange, address, onSave }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Join address" description="Shown on the screen as “Join at …”; a web address also gets a QR code. Remembered for this event in this browser.">
      {open ? <JoinAddressForm address={address} onSave={(a) => (onSave(a), onOpenChange(false))} /> : null}
    </Dialog>
  );
}

function JoinAddressForm({ address, onSave }: { address: string; onSave: (address: string) => void }) {
  const [text, setText] = useState(address);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = joinAddressError(text);
    setError(problem);
    if (!problem) onSave(text);
  };
  const qr = joinUrl(text);
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label="Join address"
        hint={text.trim() ? (qr ? `The QR code opens ${qr}` : 'No QR code: not a web address') : 'For example summit.example/app, or a code to type in the app'}
        value={text}
        maxChars={JOIN_ADDRESS_MAX}
        error={error ?? undefined}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          // Once shown, the error follows what is typed (and goes when fixed).
          if (error) setError(joinAddressError(e.target.value));
        }}
      />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {address ? (
          <Button type="button" variant="secondary" onClick={() => onSave('')}>
            Remove from the screen
          </Button>
        ) : null}
        <Button type="submit">Show on the screen</Button>
      </div>
    </form>
  );
}
