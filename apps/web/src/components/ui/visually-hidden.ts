/**
 * `sx` for text read by screen readers but not shown. Lengths are strings on purpose: in `sx`,
 * a bare `width: 1` means 100 %, which would push the page wider than the screen.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
