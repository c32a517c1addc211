/** JSON text made safe inside a `<script>` element: nothing in it may end the element or start a comment. */
export const escapeScriptJson = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A value as JSON inside a `<script>` element. */
export const scriptJson = (value: unknown): string => escapeScriptJson(JSON.stringify(value));
