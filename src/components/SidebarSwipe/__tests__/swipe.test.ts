import { openerOffset, swipeAction } from '../swipe';

describe('swipe decisions', () => {
  it('needs more than 20 px horizontally', () => {
    expect(swipeAction(20, 0, false)).toBeNull();
    expect(swipeAction(21, 0, false)).toBe('open');
    expect(swipeAction(-20, 0, true)).toBeNull();
    expect(swipeAction(-21, 0, true)).toBe('close');
  });

  it('counts only near-horizontal moves (slope under 0.8)', () => {
    expect(swipeAction(100, 79, false)).toBe('open');
    expect(swipeAction(100, 80, false)).toBeNull();
    expect(swipeAction(100, -85, false)).toBeNull();
    expect(swipeAction(-100, 60, true)).toBe('close');
    expect(swipeAction(-100, 90, true)).toBeNull();
  });

  it('opens a closed sidebar rightwards and closes an open one leftwards, nothing else', () => {
    expect(swipeAction(50, 0, true)).toBeNull();
    expect(swipeAction(-50, 0, false)).toBeNull();
  });

  it('lets the opener follow the finger up to 295 px', () => {
    expect(openerOffset(-10)).toBe(0);
    expect(openerOffset(120)).toBe(120);
    expect(openerOffset(295)).toBe(295);
    expect(openerOffset(400)).toBe(295);
  });
});
