import { QRCodeSVG } from 'qrcode.react';

/** The join address's QR code, dark on white whatever the theme (scanners need the contrast); loaded only when shown. */
export default function JoinQr({ url, className = 'block size-[clamp(5rem,min(11vw,17vh),12rem)] rounded-lg' }: { url: string; className?: string }) {
  return (
    <QRCodeSVG
      value={url}
      level="M"
      marginSize={2}
      bgColor="#FFFFFF"
      fgColor="#000000"
      role="img"
      aria-label={`QR code of ${url}`}
      data-testid="join-qr"
      className={className}
    />
  );
}
