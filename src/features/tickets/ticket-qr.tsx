import { QRCodeSVG } from 'qrcode.react';
import { ScanLine } from 'lucide-react';
import { countCharacters } from '../../contract/graphemes';

/** The ticket's QR code, drawn from exactly the external value, with the "externally scanned" label. */
export function TicketQr({ value }: { value: string }) {
  return (
    <figure className="flex flex-col items-center gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200" data-testid="ticket-qr">
      <QRCodeSVG value={value} size={208} level={value.length > 300 ? 'L' : 'M'} marginSize={2} role="img" aria-label={`QR code of the value ${value}`} />
      <figcaption className="w-full space-y-2 text-center text-sm">
        <span className="inline-flex items-center gap-1 rounded bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900 ring-1 ring-inset ring-sky-200">
          <ScanLine aria-hidden className="size-3.5" /> Externally scanned
        </span>
        <details className="group text-left">
          <summary className="cursor-pointer rounded text-center text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600">Show the text in the code</summary>
          <p className="mt-2 break-all rounded bg-slate-50 p-2 font-mono text-xs text-slate-900" data-testid="ticket-qr-value">
            {value}
          </p>
          <p className="mt-1 text-xs text-slate-600">{countCharacters(value).toLocaleString()} characters, exactly as the outside system scans them.</p>
        </details>
      </figcaption>
    </figure>
  );
}
