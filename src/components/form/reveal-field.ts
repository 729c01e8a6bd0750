/**
 * Takes the user to a field of the form on screen by its form path
 * (`title`, `authors.2.speakerId`): the nearest element that names it (a
 * control's `name`, or `data-field` on a group such as a list editor), trying
 * shorter paths when the exact one has no element (`authors.2` then
 * `authors`). Closed `<details>` around it are opened, it is scrolled to the
 * middle of the screen (without motion when the user asks for less), and it
 * takes focus. Answers whether a place was found.
 */
export function revealField(path: string, root: ParentNode = document): boolean {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const at = parts.slice(0, n).join('.');
    const quoted = CSS.escape(at);
    const el = root.querySelector<HTMLElement>(`[name="${quoted}"], [data-field="${quoted}"]`);
    if (el) {
      show(el);
      return true;
    }
  }
  return false;
}

/** Opens what hides `el`, scrolls to it and focuses it (or the first control inside it). */
export function show(el: HTMLElement): void {
  for (let up = el.parentElement; up; up = up.parentElement) {
    if (up instanceof HTMLDetailsElement && !up.open) up.open = true;
  }
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  const target = el.matches('input, select, textarea, button, [tabindex]')
    ? el
    : (el.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, [contenteditable=true]') ??
      el.querySelector<HTMLElement>('button, [tabindex]:not([tabindex="-1"])') ??
      el);
  if (target === el && !el.hasAttribute('tabindex') && !el.matches('input, select, textarea, button')) el.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
