import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy and waitFor wait for a condition and give up after this much of the clock they run on.
// On a fake clock (screens with timers) that is fake time; on the real one, npm test's two lanes
// keep both cores busy by design, and RTL's default second is less than a screen's first render
// can take there (three tests failed on it in three runs, each passing alone). A real failure
// still ends well inside Jest's five seconds.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no pointer capture; Radix (toast swipe, selects) asks for it on every pointer event.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.setPointerCapture = () => undefined;
}
