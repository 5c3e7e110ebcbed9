import {describe, expect, it} from 'vitest';
import {scrollToShow} from '../scrollToShow';

// A list 700 px tall from y = 100, with a 175 px margin: entries must sit
// between y = 275 and y = 625 to be left where they are.
const list = {top: 100, bottom: 800};
const margin = 175;

describe('scrollToShow', () => {
  it('leaves an entry inside the margins where it is', () => {
    expect(scrollToShow(list, {top: 300, bottom: 320}, margin)).toBe(0);
    expect(scrollToShow(list, {top: 275, bottom: 295}, margin)).toBe(0);
    expect(scrollToShow(list, {top: 605, bottom: 625}, margin)).toBe(0);
  });

  it('scrolls down just enough to bring a lower entry to the bottom margin', () => {
    expect(scrollToShow(list, {top: 640, bottom: 660}, margin)).toBe(35);
    expect(scrollToShow(list, {top: 3000, bottom: 3020}, margin)).toBe(2395);
  });

  it('scrolls up just enough to bring a higher entry to the top margin', () => {
    expect(scrollToShow(list, {top: 250, bottom: 270}, margin)).toBe(-25);
    expect(scrollToShow(list, {top: -500, bottom: -480}, margin)).toBe(-775);
  });
});
