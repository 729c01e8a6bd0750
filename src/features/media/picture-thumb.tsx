import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '../../components/ui/cn';

type Props = {
  url: string;
  /** The picture's text alternative ('' where its name is written beside it). */
  alt: string;
  /** `cover` fills a square tile; `contain` shows the whole picture. */
  fit: 'cover' | 'contain';
  className?: string;
  /** Said under the icon when the address gives no picture (a tile is too small for words). */
  failedText?: string;
  onSize?: (width: number, height: number) => void;
  onFailed?: () => void;
};

/** The picture, or a calm tile with an icon when its address does not give a picture (moved, deleted, offline). */
export function PictureThumb({ url, alt, fit, className, failedText, onSize, onFailed }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === url) {
    return (
      <span className={cn('flex flex-col items-center justify-center gap-1.5 bg-slate-100 px-3 text-center text-slate-600', className)}>
        <ImageOff aria-hidden className="size-6 shrink-0 text-slate-500" />
        {failedText ? <span className="text-xs">{failedText}</span> : <span className="sr-only">The picture does not load</span>}
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cn('bg-slate-100', fit === 'cover' ? 'object-cover' : 'object-contain', className)}
      onLoad={(e) => onSize?.(e.currentTarget.naturalWidth, e.currentTarget.naturalHeight)}
      onError={() => {
        setFailed(url);
        onFailed?.();
      }}
    />
  );
}
