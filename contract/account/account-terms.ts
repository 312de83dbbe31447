/** States of my items in the personal centre, without zod (the `/account` URL checks use them on the first screen). */
export const MY_ITEM_STATES = ['published', 'pending', 'rejected', 'withdrawn', 'draft'] as const;
export type MyItemState = (typeof MY_ITEM_STATES)[number];
