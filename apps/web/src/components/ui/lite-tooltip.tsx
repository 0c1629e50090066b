import {
  cloneElement,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type Ref,
} from 'react';
import { TOOLTIP_EXIT_MS, TooltipBubble } from './tooltip-bubble';

/**
 * MUI's Tooltip as the top bar uses it (defaults, `arrow`, placement bottom) without Popper and
 * popper.js, which were ~13 kB gzip of the first-paint bundle for three icon hints.
 * Same look and triggers: hover after 100 ms, keyboard focus (focus-visible only), long press on
 * touch (700 ms; hidden 1.5 s after release), Escape closes, the pointer may move onto the hint,
 * and right after one closes the next opens at once. As with MUI, the child's `aria-label` stays its
 * accessible name and the hint is a visual aid with role="tooltip". The child must accept a ref.
 */

const ENTER_DELAY = 100;
const TOUCH_DELAY = 700;
const TOUCH_LEAVE = 1500;
const HYSTERESIS = 800;

let lastClosedAt = -Infinity;
const noteClosed = () => {
  lastClosedAt = Date.now();
};
const enterDelay = () => (Date.now() - lastClosedAt < HYSTERESIS ? 0 : ENTER_DELAY);

export function LiteTooltip({
  title,
  children,
}: {
  title: string;
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false); // mounted, also while the exit transition runs
  const [touch, setTouch] = useState(false);
  const control = useRef({ timer: undefined as number | undefined, ignoreMouse: false });
  // The anchor arrives while React commits: as a transition, so a hydrating page is not forced to
  // finish at once for three icon hints (decision 049).
  const anclar = useCallback((el: HTMLElement | null) => startTransition(() => setAnchor(el)), []);

  // Native listeners (no prop merging): the child's own handlers stay untouched.
  useEffect(() => {
    if (!anchor) return;
    const c = control.current;
    const later = (ms: number, fn: () => void) => {
      window.clearTimeout(c.timer);
      c.timer = window.setTimeout(fn, ms);
    };
    const show = (viaTouch: boolean) => {
      setTouch(viaTouch);
      setShown(true);
      setOpen(true);
    };
    const hide = () => {
      window.clearTimeout(c.timer);
      setOpen(false);
    };
    // Leaving waits a tick, so moving onto the hint (which cancels the timer) keeps it open.
    const leave = () => later(0, hide);
    const enter = () => later(enterDelay(), () => show(false));
    const listen = (el: EventTarget, type: string, fn: EventListener) => {
      el.addEventListener(type, fn, { passive: true });
      return () => el.removeEventListener(type, fn);
    };
    const off = [
      listen(anchor, 'mouseover', () => !c.ignoreMouse && enter()),
      listen(anchor, 'mouseleave', leave),
      listen(anchor, 'focus', () => anchor.matches(':focus-visible') && enter()),
      listen(anchor, 'blur', leave),
      listen(anchor, 'touchstart', () => {
        c.ignoreMouse = true; // the mouseover a browser emulates after a tap does not open it
        later(TOUCH_DELAY, () => show(true));
      }),
      listen(anchor, 'touchend', () =>
        later(TOUCH_LEAVE, () => {
          hide();
          window.setTimeout(() => (c.ignoreMouse = false), 150);
        }),
      ),
      // Escape closes it, like MUI (WCAG 1.4.13: dismissible without moving pointer or focus).
      listen(document, 'keydown', (e) => (e as KeyboardEvent).key === 'Escape' && hide()),
    ];
    if (wrapper)
      off.push(
        listen(wrapper, 'mouseover', () => window.clearTimeout(c.timer)),
        listen(wrapper, 'mouseleave', leave),
      );
    return () => off.forEach((remove) => remove());
  }, [anchor, wrapper]);

  useEffect(() => {
    const c = control.current;
    return () => window.clearTimeout(c.timer);
  }, []);

  // Unmounts after the exit transition.
  useEffect(() => {
    if (open || !shown) return;
    noteClosed();
    const t = window.setTimeout(() => setShown(false), TOOLTIP_EXIT_MS);
    return () => window.clearTimeout(t);
  }, [open, shown]);

  return (
    <>
      {cloneElement(children, { ref: anclar })}
      {shown && anchor && (
        <TooltipBubble ref={setWrapper} id={id} title={title} anchor={anchor} open={open} touch={touch} />
      )}
    </>
  );
}
