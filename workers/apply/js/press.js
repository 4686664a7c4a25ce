// press.js: scrolls the submit button into view and returns the point a mouse
// click must hit, and whether the button is the topmost element there (a
// cookie banner or overlay may cover it).
((ref) => {
  const b = document.querySelector('[data-ck-ref="' + ref + '"]');
  if (!b) return { found: false };
  b.scrollIntoView({ block: 'center', inline: 'center' });
  const r = b.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const top = document.elementFromPoint(x, y);
  return { found: true, x, y, clear: !!top && (top === b || b.contains(top)), disabled: !!b.disabled };
})
