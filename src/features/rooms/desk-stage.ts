/**
 * The session whose stage the control room drives: the one the desk holds the room's screens on; else the one
 * running now, even while the screens are held on now and next (a technical break must not take the running
 * talk's timer, queue and polls from the desk: its stage is what the screens show once released); else the next,
 * prepared before it starts.
 */
export function deskStage<T>(held: T | null, on: T | null, next: T | null): T | null {
  return held ?? on ?? next;
}
