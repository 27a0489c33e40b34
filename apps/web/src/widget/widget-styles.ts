/**
 * The widget's look, inside its shadow root: readable on any host page (its own font size, colours with
 * enough contrast, a visible focus ring), one column at a phone's width, and the host's font family.
 */
export const WIDGET_STYLES = `
:host{all:initial;display:block;font-family:inherit;color:#1d2430;font-size:16px;line-height:1.45}
.widget{border:1px solid #d5dae1;border-radius:10px;padding:16px;background:#fff;max-width:720px;box-sizing:border-box}
h2{font-size:1.2em;margin:0 0 12px}
label{display:block;font-weight:600;margin-bottom:4px;font-size:.9em}
.row{display:flex;gap:8px}
input{flex:1;min-width:0;font:inherit;padding:8px 10px;border:1px solid #8792a2;border-radius:6px;color:inherit;background:#fff}
button{font:inherit;font-weight:600;padding:8px 14px;border:0;border-radius:6px;background:#0b5ed7;color:#fff;cursor:pointer}
button:hover{background:#0a53be}
:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
.status{margin:12px 0 4px;color:#4a5463;font-size:.9em}
.jobs{list-style:none;margin:0;padding:0}
.job{padding:12px 0;border-top:1px solid #e6e9ee}
.job:first-child{border-top:0}
.title{font-weight:700;color:#0b4fb3;text-decoration:underline;text-underline-offset:2px}
.facts{margin:2px 0 0;color:#4a5463;font-size:.92em}
.chip{display:inline-block;margin-top:6px;padding:2px 10px;border-radius:999px;background:#e7f4ea;color:#17612e;font-size:.82em;font-weight:600}
.more{margin:12px 0 0;font-size:.92em}
.more a{color:#0b4fb3}
[aria-busy=true] .jobs{opacity:.6}
@media (prefers-color-scheme:dark){.widget{background:#1b1f26;border-color:#3a414c;color:#e8ebf0}
input{background:#11151b;color:#e8ebf0;border-color:#6b7585}.status,.facts{color:#b8c0cc}.title,.more a{color:#8ab4ff}.chip{background:#1f3b28;color:#bfe8c9}.job{border-color:#2c323b}}
`;
