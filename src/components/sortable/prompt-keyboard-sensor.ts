/**
 * dnd-kit's keyboard sensor, with every key of a drag taken in turn. The sensor starts listening a moment after
 * the key that picked the item up, can only move the item once the list has been measured, and drops the item
 * where the list last found it to be, which it finds a moment after each move. Keys pressed faster than that (a
 * practised hand, a switch device, a busy machine where the moments grow long) were lost or dropped the item where
 * it had been. Here each key of the drag is held and handed to the sensor when the one before has taken effect.
 */
import { KeyboardSensor, type KeyboardSensorProps, type SensorInstance } from '@dnd-kit/core';
import { getOwnerDocument } from '@dnd-kit/utilities';

/** The keys that end a drag (dnd-kit's own: drop with space, enter or tab, cancel with escape). */
const ENDING = new Set(['Space', 'Enter', 'Tab', 'Escape']);
/** How often the sensor's state is looked at while a key waits. */
const LOOK_EVERY_MS = 16;
/** The longest a key waits for the one before (a list gone away is never measured): then it goes on as it came. */
const WAIT_AT_MOST_MS = 1_000;

export class PromptKeyboardSensor implements SensorInstance {
  static activators = KeyboardSensor.activators;
  readonly autoScrollEnabled: boolean;

  constructor(props: KeyboardSensorProps) {
    const document = getOwnerDocument(props.event.target);
    const context = () => props.context.current;
    const held: KeyboardEvent[] = [];
    let ended = false;
    let waitingSince: number | null = performance.now();
    // Ready for a key: the list measured for the drag, and the place under the item found since the last move.
    let ready = () => !!context().collisionRect && context().droppableRects.size > 0 && !!context().over;

    const stopHolding = () => document.removeEventListener('keydown', hold, { capture: true });
    const hold = (event: KeyboardEvent) => {
      if (event === props.event || !event.isTrusted) return;
      // Cancelled meanwhile (the window resized or left): the page has its keys back.
      if (!ended && waitingSince === null && held.length === 0 && !context().active) ended = true;
      if (ended) {
        stopHolding();
        return;
      }
      // Nothing else hears it now; it is handed on whole, in its turn.
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(event);
      handOn();
    };
    document.addEventListener('keydown', hold, { capture: true });
    const sensor = new KeyboardSensor(props);
    this.autoScrollEnabled = sensor.autoScrollEnabled;

    const send = (event: KeyboardEvent) => {
      const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
      (event.target ?? document).dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true }));
    };
    const handOn = () => {
      if (waitingSince !== null) return;
      const event = held.shift();
      if (!event) return;
      const before = { top: context().collisionRect?.top, over: context().over?.id };
      send(event);
      if (ENDING.has(event.code) || !context().active) {
        // The drag is over: keys typed after the drop go on to the page (not as typed: a held tab moves no focus).
        ended = true;
        stopHolding();
        held.splice(0).forEach(send);
        return;
      }
      // A move is taken once the item has moved and the list has found what it is over now; a key that moved
      // nothing (the item already at the top) once the page has drawn a frame or two without a move.
      waitingSince = performance.now();
      let frames = 0;
      const count = () => {
        frames += 1;
        if (frames < 2) requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
      ready = () => (context().collisionRect?.top === before.top ? frames >= 2 : context().over?.id !== before.over);
      setTimeout(look);
    };
    const look = () => {
      if (waitingSince === null) return;
      if (ready() || performance.now() - waitingSince > WAIT_AT_MOST_MS) {
        waitingSince = null;
        handOn();
        return;
      }
      setTimeout(look, LOOK_EVERY_MS);
    };
    // The first look is queued after the sensor's own start of listening, so the sensor hears what is handed on.
    setTimeout(look);
  }
}
