import { followTouch, openerOffset, swipeAction, trackTouch } from '../swipe';

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

describe('following a touch', () => {
  const touchEvent = (type: string, touches: { identifier: number; clientX: number; clientY: number }[]) =>
    ({ type, changedTouches: touches }) as unknown as TouchEvent;

  it('follows its own finger from start to end and ignores the others', () => {
    const tracked = trackTouch(touchEvent('touchstart', [{ identifier: 7, clientX: 3, clientY: 400 }]))!;
    expect(followTouch(tracked, touchEvent('touchmove', [{ identifier: 8, clientX: 90, clientY: 0 }]))).toBe(false);
    expect(followTouch(tracked, touchEvent('touchmove', [{ identifier: 7, clientX: 80, clientY: 410 }]))).toBe(true);
    expect(tracked).toEqual({ id: 7, startX: 3, startY: 400, x: 80, y: 410, ended: false });
    followTouch(tracked, touchEvent('touchend', [{ identifier: 7, clientX: 120, clientY: 412 }]));
    expect(tracked).toMatchObject({ x: 120, y: 412, ended: true });
    expect(swipeAction(tracked.x - tracked.startX, tracked.y - tracked.startY, false)).toBe('open');
  });
});
