import type { Plugin } from 'vite';

/**
 * React Router's build makes its components with top-level calls that carry no pure annotation
 * (`var Form = React.forwardRef(…)`) and names them with top-level writes (`Form.displayName = "Form"`). A
 * bundler can prove neither harmless, so it kept every such component, and what each reaches, though the app
 * uses none of them (Form, NavLink, ScrollRestoration…): 1.7 kB brotli on every page (decision 076). The build
 * marks those calls pure and drops the names (React's developer tools then show the functions' names); what
 * the app does use is unchanged.
 */
export function reactRouterTrim(): Plugin {
  return {
    name: 'mainwork-react-router-trim',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        const trimmed = code
          // Each line stays where it was, so the module's source map still holds.
          .replace(/^[ \t]*[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(
            /^var ([A-Za-z0-9_$]+) = (React\d*\.(?:forwardRef|createContext|memo)\()/gm,
            'var $1 = /* @__PURE__ */ $2',
          );
        return trimmed === code ? null : { code: trimmed, map: null };
      },
    },
  };
}
