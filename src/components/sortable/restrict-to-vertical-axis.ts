import type { Modifier } from '@dnd-kit/core';

/** Keeps a dragged item on its column (the modifiers package is not installed; this is its one-liner). */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
