/**
 * The featured carousel on /homepage (issue #28): how long a slide stays before the next one
 * comes, and how far a drag must travel to change slide. The web and its browser test read these.
 */

/** A slide's time on screen while the carousel rotates. */
export const CAROUSEL_ADVANCE_MS = 5_000;

/** A horizontal drag of at least this much changes slide; a shorter one springs back. */
export const CAROUSEL_SWIPE_PX = 40;
