import { escapeScriptJson } from 'shared-domain/formatting/script-json';
import { createApiBodySource, type ApiBodySourceOptions } from '../api-body-source';

/**
 * The home page's data travels inside its HTML: no second round trip after the JS.
 * The payload is the API's own /api/general/home body, placed in a non-executing JSON script
 * element, so it is safe under a CSP without 'unsafe-inline'.
 */
export const HOME_DATA_ELEMENT_ID = 'home-data';

/** Inserts the payload before </head>, escaped so no text in it can close the element. */
export function inlineHomeData(html: string, json: string): string {
  return inlineJson(html, HOME_DATA_ELEMENT_ID, json);
}

/** JSON in a non-executing script element with `id`, before </head> (safe under the CSP). */
export function inlineJson(html: string, id: string, json: string): string {
  const tag = `<script type="application/json" id="${id}">${escapeScriptJson(json)}</script>`;
  const at = html.indexOf('</head>');
  return at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

export type HomePayloadOptions = Omit<ApiBodySourceOptions, 'path'>;

/** Returns the current home payload (JSON text) or null when the API did not answer 200 in time. */
export const createHomePayloadSource = (options: HomePayloadOptions) => createApiBodySource({ ...options, path: '/api/general/home' });
