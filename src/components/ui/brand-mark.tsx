/**
 * The product's mark: a small logo (an inline SVG: a stage with a spotlight,
 * in the accent colour) and the product's name.
 */
export function BrandMark({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ''}`} data-testid="brand-mark">
      <svg aria-hidden viewBox="0 0 24 24" className="size-7 shrink-0" focusable="false">
        <rect width="24" height="24" rx="6" className="fill-accent" />
        <path d="M12 5.5 17.5 16h-11Z" className="fill-on-accent" opacity="0.35" />
        <circle cx="12" cy="6.5" r="2" className="fill-on-accent" />
        <rect x="5.5" y="16" width="13" height="2.5" rx="1.25" className="fill-on-accent" />
      </svg>
      <span className={`text-[0.95rem] font-semibold tracking-tight text-slate-900 ${nameClassName ?? ''}`}>Event console</span>
    </span>
  );
}
