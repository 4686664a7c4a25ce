// read.js: describes the page for the applier. Called as (read.js)(opts) and
// returns plain JSON. It tags every control it reports with data-ck-ref so the
// filler can find it again; it changes nothing else.
((opts) => {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const W = window;
  W.__ckRef = W.__ckRef || 0;
  const refOf = (el) => {
    if (!el.hasAttribute('data-ck-ref')) el.setAttribute('data-ck-ref', String(++W.__ckRef));
    return el.getAttribute('data-ck-ref');
  };
  const shown = (el) => {
    if (!el || !el.isConnected || el.getClientRects().length === 0) return false;
    if (getComputedStyle(el).visibility === 'hidden') return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const textOf = (el) => {
    if (!el) return '';
    const c = el.cloneNode(true);
    c.querySelectorAll('input,select,textarea,button,script,style,template').forEach((n) => n.remove());
    return norm(c.textContent);
  };
  const byId = (id) => (id ? document.getElementById(id) : null);
  const ariaLabel = (el) => {
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    if (ids.length) {
      const t = norm(ids.map((i) => textOf(byId(i))).join(' '));
      if (t) return t;
    }
    return norm(el.getAttribute('aria-label'));
  };
  const controls = 'input,select,textarea,[role=radiogroup],[role=radio],[role=checkbox]';
  const labelish = ['legend', 'label', '.application-label', '.label', '[class*="label"]',
    '[class*="question"]', 'h3', 'h4', 'h5', 'p'].map((s) => ':scope > ' + s).join(',');
  // groupLabel finds the question text of a group: the label-like element
  // nearest above the control that holds no control itself.
  const groupLabel = (el) => {
    let e = el.parentElement;
    for (let i = 0; e && i < 6; i++, e = e.parentElement) {
      if (e.tagName === 'FORM' || e === document.body) break;
      const role = e.getAttribute('role');
      if (role === 'group' || role === 'radiogroup' || e.tagName === 'FIELDSET') {
        const a = ariaLabel(e);
        if (a) return { text: a, raw: a };
      }
      for (const c of e.querySelectorAll(labelish)) {
        if (c.querySelector(controls) || c.contains(el)) continue;
        if (c.tagName === 'LABEL' && c.htmlFor && c.htmlFor !== el.id) continue;
        if (!(c.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
        const t = textOf(c);
        if (t) return { text: t, raw: c.textContent };
      }
    }
    return { text: '', raw: '' };
  };
  const controlLabel = (el) => {
    if (el.labels && el.labels.length) {
      const t = textOf(el.labels[0]);
      if (t) return { text: t, raw: el.labels[0].textContent };
    }
    const a = ariaLabel(el);
    if (a) return { text: a, raw: a };
    const g = groupLabel(el);
    if (g.text) return g;
    const p = norm(el.getAttribute('placeholder'));
    if (p) return { text: p, raw: p };
    return { text: '', raw: '' };
  };
  const optionLabel = (el) => {
    if (el.labels && el.labels.length) {
      const t = textOf(el.labels[0]);
      if (t) return t;
    }
    return ariaLabel(el) || norm(el.nextSibling && el.nextSibling.textContent) || el.value;
  };
  const skipTypes = ['hidden', 'submit', 'button', 'reset', 'image', 'password', 'search'];
  const typeOf = (el) => (el.tagName === 'INPUT' ? (el.getAttribute('type') || 'text').toLowerCase() : el.tagName.toLowerCase());
  const countFields = (root) => [...root.querySelectorAll('input,select,textarea')]
    .filter((i) => !skipTypes.includes(typeOf(i)) && (shown(i) || typeOf(i) === 'file')).length;

  // The application form: the board's own selector, else the visible form
  // with the most fields (a file input counts extra), else the page itself
  // for script-built forms without a <form> element.
  let root = null;
  if (opts.formSelector) root = document.querySelector(opts.formSelector);
  if (!root) {
    let best = 0;
    for (const f of document.querySelectorAll('form')) {
      if (f.querySelector('input[type=password]')) continue;
      const score = countFields(f) + (f.querySelector('input[type=file]') ? 5 : 0);
      if (score > best) { best = score; root = f; }
    }
  }
  if (!root && countFields(document.body) > 0) root = document.body;

  const fields = [];
  if (root) {
    const groups = new Map();
    for (const el of root.querySelectorAll('input,select,textarea')) {
      const type = typeOf(el);
      if (skipTypes.includes(type) || el.disabled) continue;
      const required = el.required || el.getAttribute('aria-required') === 'true';
      if (type === 'radio' || type === 'checkbox') {
        if (!shown(el) && ![...(el.labels || [])].some(shown)) continue;
        const key = type + ':' + (el.name || refOf(el));
        let f = groups.get(key);
        if (!f) {
          f = { ref: refOf(el), name: el.name || '', elem_id: el.id || '', kind: type, options: [], required: false, label: '', raw_label: '' };
          groups.set(key, f);
          fields.push(f);
        }
        f.options.push({ ref: refOf(el), value: el.value, label: optionLabel(el), checked: el.checked });
        f.required = f.required || required;
        continue;
      }
      if (type === 'file' ? !(shown(el) || shown(el.parentElement)) : !shown(el)) continue;
      const f = {
        ref: refOf(el), name: el.name || '', elem_id: el.id || '', required,
        kind: el.tagName === 'SELECT' ? (el.multiple ? 'multi_select' : 'select') : type,
        autocomplete: el.getAttribute('autocomplete') || '', accept: el.getAttribute('accept') || '',
        multiple: !!el.multiple, options: [],
        value: type === 'file' ? [...(el.files || [])].map((x) => x.name + ':' + x.size).join(',') : (el.value || ''),
      };
      if (el.tagName === 'SELECT') {
        f.options = [...el.options].filter((o) => o.value !== '')
          .map((o) => ({ ref: '', value: o.value, label: norm(o.textContent), checked: o.selected }));
      }
      const l = controlLabel(el);
      f.label = l.text;
      f.raw_label = l.raw;
      fields.push(f);
    }
    for (const f of groups.values()) {
      const first = root.querySelector('[data-ck-ref="' + f.ref + '"]');
      const g = groupLabel(first);
      if (f.kind === 'checkbox' && (f.options.length > 1 || f.name.endsWith('[]'))) f.kind = 'multi_select_checkbox';
      if (g.text) { f.label = g.text; f.raw_label = g.raw; } else if (f.options.length === 1) { f.label = f.options[0].label; f.raw_label = f.label; }
    }
    // ARIA button groups (Yes/No toggles of script-built forms).
    for (const g of root.querySelectorAll('[role=radiogroup]')) {
      if (g.querySelector('input[type=radio]') || !shown(g)) continue;
      const opts2 = [...g.querySelectorAll('[role=radio],button')].filter(shown);
      if (!opts2.length) continue;
      const l = ariaLabel(g) ? { text: ariaLabel(g), raw: ariaLabel(g) } : groupLabel(g);
      fields.push({
        ref: refOf(g), name: g.getAttribute('data-name') || g.getAttribute('name') || '', elem_id: g.id || '',
        kind: 'radio', label: l.text, raw_label: l.raw, required: g.getAttribute('aria-required') === 'true',
        options: opts2.map((b) => ({ ref: refOf(b), value: b.value || textOf(b), label: textOf(b) || ariaLabel(b),
          checked: b.getAttribute('aria-checked') === 'true' || b.getAttribute('aria-pressed') === 'true' })),
      });
    }
    // Report questions in page order (groups were appended as found).
    const elOf = (f) => root.querySelector('[data-ck-ref="' + f.ref + '"]');
    fields.sort((a, b) => (elOf(a).compareDocumentPosition(elOf(b)) & Node.DOCUMENT_POSITION_FOLLOWING) ? -1 : 1);
    for (const f of fields) {
      if (/[*✱]/.test(f.raw_label || '')) f.required = true;
      f.label = norm((f.label || '').replace(/[*✱]/g, '').replace(/\((required|optional)\)\s*$/i, ''));
      delete f.raw_label;
    }
  }

  // The submit button: a submit-type button saying submit, else a button
  // saying submit or send, else one saying apply, else the only submit-type.
  let submit = null;
  if (root) {
    const btns = [...root.querySelectorAll('button,input[type=submit],input[type=button],[role=button]')].filter(shown);
    const label = (b) => norm(b.tagName === 'INPUT' ? b.value : (b.textContent || b.getAttribute('aria-label')));
    const isSubmit = (b) => (b.tagName === 'BUTTON' || b.tagName === 'INPUT') && b.type === 'submit' && !!b.form;
    const b = btns.find((x) => isSubmit(x) && /submit/i.test(label(x))) ||
      btns.find((x) => /^(submit|send)\b|submit application|send application/i.test(label(x))) ||
      btns.find((x) => isSubmit(x) && /apply/i.test(label(x)) && !/linkedin|indeed|autofill/i.test(label(x))) ||
      (btns.filter(isSubmit).length === 1 ? btns.find(isSubmit) : null);
    if (b) submit = { ref: refOf(b), label: label(b) };
  }

  const bodyText = norm(document.body ? document.body.innerText : '').slice(0, 6000);
  let captcha = '';
  for (const f of document.querySelectorAll('iframe')) {
    const src = f.src || '';
    const title = f.title || '';
    if (f.closest('.grecaptcha-badge') || /size=invisible/.test(src)) continue;
    let kind = '';
    if (/recaptcha\/(api2|enterprise)\/(anchor|bframe)/.test(src) || /recaptcha/i.test(title)) kind = 'recaptcha';
    else if (/hcaptcha/i.test(src + title)) kind = 'hcaptcha';
    else if (/challenges\.cloudflare\.com/.test(src)) kind = 'turnstile';
    else if (/captcha/i.test(src + ' ' + title)) kind = 'captcha';
    if (!kind) continue;
    const r = f.getBoundingClientRect();
    if (shown(f) && r.width >= 60 && r.height >= 40 && r.bottom > 0 && r.right > 0) { captcha = kind; break; }
  }
  if (!captcha) {
    for (const w of document.querySelectorAll('.g-recaptcha,.h-captcha,.cf-turnstile')) {
      if (w.closest('.grecaptcha-badge') || w.getAttribute('data-size') === 'invisible') continue;
      if (shown(w) && w.getBoundingClientRect().height >= 40) {
        captcha = w.classList.contains('h-captcha') ? 'hcaptcha' : w.classList.contains('cf-turnstile') ? 'turnstile' : 'recaptcha';
        break;
      }
    }
  }
  if (!captcha && /verify (that )?you are (a )?human|i'?m not a robot|complete the (captcha|security check)/i.test(bodyText)) captcha = 'captcha';

  const login = [...document.querySelectorAll('input[type=password]')].some(shown);
  const errors = [...document.querySelectorAll('[role=alert],.error,.errors,.field-error,.error-message,.invalid-feedback')]
    .filter(shown).map((e) => textOf(e).slice(0, 200)).filter(Boolean).slice(0, 10);
  const invalid = root ? [...root.querySelectorAll('input,select,textarea')]
    .filter((e) => e.willValidate && !e.checkValidity() && !skipTypes.includes(typeOf(e)))
    .map((e) => ({ ref: refOf(e), message: e.validationMessage })).slice(0, 20) : [];
  return {
    url: location.href, title: document.title, text: bodyText, ready: document.readyState,
    form: !!root, fields, submit, captcha, login, errors, invalid,
  };
})
