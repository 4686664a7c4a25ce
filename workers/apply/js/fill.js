// fill.js: sets the planned values. Called as (fill.js)(plan) with plan a list
// of {ref, op, value, values, refs}. Values go through the elements' native
// setters followed by input and change events, which script-built forms
// (React and the like) listen to. Returns one {ref, error} per failure.
((plan) => {
  const q = (ref) => document.querySelector('[data-ck-ref="' + ref + '"]');
  const protoOf = (el) => (el.tagName === 'TEXTAREA' ? HTMLTextAreaElement.prototype
    : el.tagName === 'SELECT' ? HTMLSelectElement.prototype : HTMLInputElement.prototype);
  const fire = (el) => {
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const isOn = (el) => el.checked === true || el.getAttribute('aria-checked') === 'true' || el.getAttribute('aria-pressed') === 'true';
  const failures = [];
  for (const p of plan) {
    const el = q(p.ref);
    if (!el) { failures.push({ ref: p.ref, error: 'the field is no longer on the page' }); continue; }
    try {
      switch (p.op) {
        case 'set':
          el.focus();
          Object.getOwnPropertyDescriptor(protoOf(el), 'value').set.call(el, p.value);
          fire(el);
          el.blur();
          break;
        case 'select_many':
          for (const o of el.options) o.selected = p.values.includes(o.value);
          fire(el);
          break;
        case 'click':
          for (const r of p.refs) {
            const o = q(r);
            if (!o) throw new Error('option gone');
            if (!isOn(o)) o.click();
          }
          break;
        default:
          throw new Error('unknown op ' + p.op);
      }
    } catch (e) {
      failures.push({ ref: p.ref, error: String(e && e.message || e) });
    }
  }
  return failures;
})
