import '@testing-library/jest-dom';

// jsdom has no pointer capture; Radix (toast swipe, selects) asks for it on every pointer event.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.setPointerCapture = () => undefined;
}
