import { useLayoutEffect, useRef, useState, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { Box } from '@mui/material';
import { alpha, keyframes } from '@mui/material/styles';
import { grey } from '@mui/material/colors';

// MUI Tooltip's look with `arrow` and placement bottom (@mui/material/Tooltip styles).
const GAP = { mouse: 14, touch: 24 }; // room for the arrow between the child and the bubble
const EDGE = 2; // MUI's tooltip margin: the bubble never touches the viewport edge
const ARROW_PAD = 10; // popper.js arrow padding 4 + half the arrow
export const TOOLTIP_EXIT_MS = 200; // theme.transitions.duration.shorter, MUI's tooltip transition

const grow = keyframes({
  from: { opacity: 0, transform: 'scale(0.75, 0.5625)' },
  to: { opacity: 1, transform: 'none' },
});

interface Position {
  left: number;
  top: number;
  arrowLeft: number;
}

interface TooltipBubbleProps {
  ref?: Ref<HTMLDivElement>;
  id: string;
  title: string;
  anchor: HTMLElement;
  open: boolean;
  touch: boolean;
}

/**
 * The hint itself, in a portal: centred under the anchor and kept inside the viewport (what
 * popper.js's preventOverflow did). The wrapper also covers the gap above the bubble so the pointer
 * can move onto the hint without it closing (WCAG 1.4.13 hoverable, as MUI's interactive tooltip).
 */
export function TooltipBubble({ ref, id, title, anchor, open, touch }: TooltipBubbleProps) {
  const bubble = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<Position | null>(null);
  const gap = touch ? GAP.touch : GAP.mouse;

  useLayoutEffect(() => {
    const place = () => {
      const a = anchor.getBoundingClientRect();
      const width = bubble.current?.offsetWidth ?? 0;
      const centre = a.left + a.width / 2;
      const left = Math.min(Math.max(centre - width / 2, EDGE), document.documentElement.clientWidth - width - EDGE);
      setPos({ left, top: a.bottom, arrowLeft: Math.min(Math.max(centre - left, ARROW_PAD), width - ARROW_PAD) });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [anchor, touch]);

  return createPortal(
    <Box
      ref={ref}
      sx={(theme) => ({
        position: 'fixed',
        zIndex: theme.zIndex.tooltip,
        left: pos?.left ?? 0,
        top: pos?.top ?? 0,
        pt: `${gap}px`,
        visibility: pos ? 'visible' : 'hidden',
        pointerEvents: open ? 'auto' : 'none',
      })}
    >
      <Box
        ref={bubble}
        role="tooltip"
        id={id}
        sx={(theme) => ({
          position: 'relative',
          bgcolor: alpha(grey[700], 0.92),
          color: 'common.white',
          borderRadius: `${theme.shape.borderRadius}px`,
          fontFamily: theme.typography.fontFamily,
          fontWeight: touch ? theme.typography.fontWeightRegular : theme.typography.fontWeightMedium,
          fontSize: theme.typography.pxToRem(touch ? 14 : 11),
          lineHeight: touch ? `${16 / 14}em` : undefined,
          padding: touch ? '8px 16px' : '4px 8px',
          maxWidth: 300,
          wordWrap: 'break-word',
          transformOrigin: 'center top',
          animation: `${grow} ${TOOLTIP_EXIT_MS}ms ${theme.transitions.easing.easeInOut}`,
          transition: open
            ? 'none'
            : `opacity ${TOOLTIP_EXIT_MS}ms, transform ${Math.round(TOOLTIP_EXIT_MS * 0.666)}ms ${Math.round(TOOLTIP_EXIT_MS * 0.333)}ms`,
          opacity: open ? 1 : 0,
          transform: open ? 'none' : 'scale(0.75, 0.5625)',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', transition: 'none' },
        })}
      >
        {title}
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            top: 0,
            left: `calc(${pos?.arrowLeft ?? 0}px - 0.5em)`,
            mt: '-0.71em',
            width: '1em',
            height: '0.71em',
            overflow: 'hidden',
            boxSizing: 'border-box',
            color: alpha(grey[700], 0.9),
            '&::before': {
              content: '""',
              display: 'block',
              width: '100%',
              height: '100%',
              bgcolor: 'currentColor',
              transform: 'rotate(45deg)',
              transformOrigin: '0 100%',
            },
          }}
        />
      </Box>
    </Box>,
    document.body,
  );
}
